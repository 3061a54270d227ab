// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type LightMyRequestResponse } from 'fastify';
import cookie from '@fastify/cookie';
import { afterEach, describe, expect, test } from 'vitest';
import { apiPlugin, createApiContext, type ApiContext } from '@site/api';
import type { PageRoute } from '@site/federation/render-contract';
import type { RouteAction, RouteActionData } from '@site/federation/route-module';
import { splitLocalePath } from '@site/i18n';
import type { Visit } from '@site/release/site';
import { createPageActions } from '../server/page-actions';
import { pageRoutes, type PageAction } from '../server/page-routes';
import type { RenderBundle } from '../server/render-bundle';

/**
 * The shell's generic half of a page's server action: the post adapter, with a page of its own
 * (`/form`, whose action keeps what was posted and counts its runs) over the real API in process.
 * The page handler answers with what the page would render: its action data, and the status.
 */
interface Kept {
  intent: string;
  runs: number;
  values: Record<string, string>;
}
let runs = 0;
const formAction: RouteAction<Kept> = {
  once: ['save'],
  run: async ({ form }) => {
    runs++;
    return { state: { intent: form['intent'] ?? '', runs, values: form }, anchor: 'form' };
  },
};
const bundle = {
  pageRoute: async (pathname: string) => {
    const { locale, path } = splitLocalePath(pathname);
    if (path === '/form') return { remote: 'contact', module: 'form', params: {}, locale, key: 'contact/form?', action: true } satisfies PageRoute;
    if (path === '/about') return { remote: 'content', module: 'about', params: {}, locale, key: 'content/about?', action: false } satisfies PageRoute;
    return undefined;
  },
  loadAction: async () => formAction,
} as unknown as RenderBundle;

interface Site {
  app: FastifyInstance;
  api: ApiContext;
}
const sites: Site[] = [];
afterEach(async () => {
  for (const { app, api } of sites.splice(0)) {
    await app.close();
    await api.close();
  }
});

async function site(env: Record<string, string> = {}): Promise<Site> {
  runs = 0;
  const app = Fastify();
  const api = await createApiContext({ env: { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(join(tmpdir(), 'page-actions-')), ...env }, exemptLoopback: true, skipSeed: true }, app.log);
  await app.register(cookie);
  await app.register(apiPlugin, { context: api });
  const handlePage = async (request: FastifyRequest, reply: FastifyReply, action?: PageAction) => reply.status(action?.status ?? 200).send({ url: action?.url ?? request.url, data: action?.data ?? null });
  const actions = createPageActions({ api, bundle, visits: async () => ({ served: { internal: {} } }) as Visit, remoteTimeoutMs: 1000, handlePage });
  await app.register(pageRoutes, { handlePage, showStep: actions.showStep });
  await app.register(actions.routes);
  const made = { app, api };
  sites.push(made);
  return made;
}

const sameSite = { origin: 'http://localhost', host: 'localhost' };
type Page = { url: string; data: RouteActionData<Kept> | null };

/** A browser: it keeps the owner cookie and follows the post's redirect to the step page. */
function browser(app: FastifyInstance, path = '/en/form', headers: Record<string, string> = {}) {
  let cookies: Record<string, string> = {};
  const post = (fields: Record<string, string>) =>
    app.inject({ method: 'POST', url: path, headers: { ...sameSite, ...headers, 'content-type': 'application/x-www-form-urlencoded' }, cookies, payload: new URLSearchParams(fields).toString() });
  return {
    post,
    async submit(fields: Record<string, string>): Promise<{ posted: LightMyRequestResponse; page: Page; location: string }> {
      const posted = await post(fields);
      for (const set of posted.cookies) cookies = { ...cookies, [set.name]: set.value };
      expect(posted.statusCode, posted.body).toBe(303);
      const location = posted.headers['location'] as string;
      const page = await app.inject({ url: location.split('#')[0]!, cookies });
      expect(page.statusCode).toBe(200);
      return { posted, page: page.json<Page>(), location };
    },
  };
}

describe('plain form posts to a page with a server action', () => {
  test('only a page whose area declares an action takes posts; the post ends in a redirect to its next state, private', async () => {
    const { app } = await site();
    const post = (url: string) => app.inject({ method: 'POST', url, headers: { ...sameSite, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'intent=review' });
    expect((await post('/about')).statusCode).toBe(404);
    expect((await post('/nowhere')).statusCode).toBe(404);
    const { posted, location, page } = await browser(app).submit({ name: 'Li Lei', intent: 'review' });
    expect(location).toMatch(/^\/en\/form\?step=[0-9a-f]{32}#form$/);
    expect(posted.headers['cache-control']).toBe('private, no-store');
    expect(page.data).toMatchObject({ kind: 'state', state: { intent: 'review', values: { name: 'Li Lei' } }, token: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });

  test('a kept state shows on its own page only, and only to the browser that posted it', async () => {
    const { app } = await site();
    const { location } = await browser(app).submit({ name: 'Li Lei', intent: 'review' });
    const id = location.split('?step=')[1]!.split('#')[0]!;
    expect((await app.inject({ url: `/about?step=${id}` })).json<Page>().data).toBeNull();
    const stranger = await app.inject({ url: location.split('#')[0]! });
    expect(stranger.statusCode).toBe(303);
    expect(stranger.headers['location']).toBe('/en/form');
  });

  test("an intent the action does once: a second post of the same state's token shows what the first became", async () => {
    const { app } = await site();
    const visitor = browser(app);
    const { page } = await visitor.submit({ intent: 'review' });
    if (page.data?.kind !== 'state') throw new Error('no state');
    const again = { intent: 'save', token: page.data.token };
    const first = await visitor.submit(again);
    const repeat = await visitor.submit(again);
    expect(repeat.location.split('#')[0]).toBe(first.location.split('#')[0]);
    expect(runs).toBe(2);
  });

  test("another site's post is refused (403) before the action runs, with nothing it posted shown", async () => {
    const { app } = await site();
    const refused = await browser(app, '/en/form', { origin: 'https://elsewhere.example' }).post({ name: 'Injected text', intent: 'save' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Page>().data).toEqual({ kind: 'refused', reason: 'refused', form: {} });
    expect(runs).toBe(0);
  });

  test('past the per-IP write limit: 429 with Retry-After and every posted value kept', async () => {
    const { app } = await site({ RATE_LIMIT_WRITE_PER_MINUTE: '2' });
    // Forwarded by a proxy, so the loopback exemption of the host's own render does not apply.
    const visitor = browser(app, '/en/form', { 'x-forwarded-for': '203.0.113.5' });
    await visitor.submit({ intent: 'review' });
    await visitor.submit({ intent: 'review' });
    const limited = await visitor.post({ name: 'Li Lei', remark: 'kept', intent: 'save' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json<Page>().data).toEqual({ kind: 'refused', reason: 'tooMany', form: { name: 'Li Lei', remark: 'kept', intent: 'save' } });
    expect(runs).toBe(2);
  });

  test('a long form arrives whole (a 2000-character Chinese remark is 18 KB once URL-encoded)', async () => {
    const { app } = await site();
    const { page } = await browser(app).submit({ remark: '机'.repeat(2000), intent: 'review' });
    expect(page.data?.kind === 'state' && page.data.state.values['remark']).toHaveLength(2000);
  });
});
