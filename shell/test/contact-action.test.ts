// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import cookie from '@fastify/cookie';
import { afterEach, describe, expect, test } from 'vitest';
import { apiPlugin, createApiContext, type ApiContext } from '@site/api';
import type { ContactFormStep } from '../../mf-contact/src/routes/contact/plain-form/contact-form-step';
import type { PageRoute } from '@site/federation';
import { splitLocalePath } from '@site/i18n';
import contactRoute from '../../mf-contact/src/routes/contact/route';
import { pageActionRoutes } from '../server/page-actions';
import type { PageAction } from '../server/request-handler';
import type { RenderBundle } from '../server/render-bundle';
import type { ResolvedRegistry } from '../server/registry-store';

/**
 * The contact page's server action (issue 28's form without scripts, mf-contact) behind the
 * shell's generic post adapter, over the real API (SQLite, the dev SMS outbox) in process. The
 * bundle routes `/contact` to the contact route module; the page handler answers with what the
 * page would render: the step its `load` makes of the action data, and its status.
 */
const bundle = {
  pageRoute: async (pathname: string) => {
    const { locale, path } = splitLocalePath(pathname);
    if (path === '/contact') return { remote: 'contact', module: 'contact', params: {}, locale, key: 'contact/contact?', action: true } satisfies PageRoute;
    if (path === '/about') return { remote: 'content', module: 'about', params: {}, locale, key: 'content/about?', action: false } satisfies PageRoute;
    return undefined;
  },
  loadAction: async () => (await contactRoute.action!()).default,
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
  const app = Fastify();
  const api = await createApiContext({ env: { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(join(tmpdir(), 'contact-form-')), ...env }, exemptLoopback: true, skipSeed: true }, app.log);
  await app.register(cookie);
  await app.register(apiPlugin, { context: api });
  await app.register(pageActionRoutes, {
    api,
    bundle,
    visitorRegistry: async () => ({ internal: {} }) as ResolvedRegistry,
    remoteTimeoutMs: 1000,
    handlePage: async (request, reply, action?: PageAction) => {
      reply.status(action?.status ?? 200);
      const { locale } = splitLocalePath(action?.url ?? request.url);
      const data = await contactRoute.load!({ params: {}, locale, apiBase: '', ...(action?.data ? { actionData: action.data } : {}) });
      return reply.send({ url: action?.url ?? request.url, data });
    },
  });
  const made = { app, api };
  sites.push(made);
  return made;
}

const filled = {
  name: 'Li Lei',
  email: 'li@example.com',
  company: 'Example Labs',
  city: 'Shanghai',
  country: 'CN+86',
  countryName: 'CN +86',
  phone: '13800138000',
  smsCode: '',
  remark: 'Ten robot dogs for a campus',
  accept: 'checked',
};
const sameSite = { origin: 'http://localhost', host: 'localhost' };

/** A browser: it keeps the owner cookie and follows the post's redirect to the step page. */
function browser(app: FastifyInstance, path = '/en/contact', headers: Record<string, string> = {}) {
  let cookies: Record<string, string> = {};
  const post = (fields: Record<string, string>) =>
    app.inject({ method: 'POST', url: path, headers: { ...sameSite, ...headers, 'content-type': 'application/x-www-form-urlencoded' }, cookies, payload: new URLSearchParams(fields).toString() });
  return {
    post,
    async submit(fields: Record<string, string>): Promise<{ posted: LightMyRequestResponse; step: ContactFormStep; location: string }> {
      const posted = await post(fields);
      for (const set of posted.cookies) cookies = { ...cookies, [set.name]: set.value };
      expect(posted.statusCode, posted.body).toBe(303);
      const location = posted.headers['location'] as string;
      const page = await app.inject({ url: location.split('#')[0]!, cookies });
      expect(page.statusCode).toBe(200);
      return { posted, step: page.json<{ data: ContactFormStep }>().data, location };
    },
  };
}

const outbox = async (api: ApiContext, phoneNumber: string) => (await api.outbox!.list(phoneNumber)).map((item) => item.code);
const enquiries = async (api: ApiContext) => (await api.database.db.selectFrom('enquiry').select('remark').execute()).length;

describe('the contact form without scripts', () => {
  test('only a page whose area declares an action takes posts; others are not found', async () => {
    const { app } = await site();
    const post = (url: string) => app.inject({ method: 'POST', url, headers: { ...sameSite, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'intent=review' });
    expect((await post('/about')).statusCode).toBe(404);
    expect((await post('/nowhere')).statusCode).toBe(404);
    expect((await post('/contact')).statusCode).toBe(303);
  });

  test('a kept state shows on its own page only', async () => {
    const { app } = await site();
    const { location } = await browser(app).submit({ ...filled, intent: 'review' });
    const id = location.split('?step=')[1]!.split('#')[0]!;
    const page = await app.inject({ url: `/about?step=${id}` });
    expect(page.json<{ data: unknown }>().data).toBeNull();
  });

  test('code, review, Warm reminder, agree: the enquiry is saved once however often a step is posted again', async () => {
    const { app, api } = await site();
    const visitor = browser(app);

    const code = await visitor.submit({ ...filled, intent: 'code' });
    expect(code.location).toMatch(/^\/en\/contact\?step=[0-9a-f]{32}#contact-form$/);
    expect(code.posted.headers['cache-control']).toBe('private, no-store');
    expect(code.step).toMatchObject({ step: 'form', notice: 'codeSent', values: { name: 'Li Lei', remark: filled.remark, accept: 'checked' } });
    expect(code.step.resendInSeconds).toBeGreaterThan(50);
    const [sent] = await outbox(api, '8613800138000');
    expect(sent).toMatch(/^\d{6}$/);

    // The code step's token posted twice (a double click): one request for a code, the same step twice.
    const again = { ...filled, intent: 'code', token: code.step.token };
    const first = await visitor.submit(again);
    const repeat = await visitor.submit(again);
    expect(repeat.location.split('#')[0]).toBe(first.location.split('#')[0]);
    expect(first.step.notice).toBe('codeThrottled');
    expect(await outbox(api, '8613800138000')).toHaveLength(1);

    const review = await visitor.submit({ ...filled, smsCode: sent!, intent: 'review', token: first.step.token });
    expect(review.location).toMatch(/#contact-reminder$/);
    expect(review.step.step).toBe('confirm');

    const agree = { ...filled, smsCode: sent!, intent: 'confirm', token: review.step.token };
    const saved = await visitor.submit(agree);
    expect(saved.step).toMatchObject({ step: 'success', values: { name: '', phone: '' } });
    expect((await visitor.submit(agree)).location.split('#')[0]).toBe(saved.location.split('#')[0]);
    expect(await enquiries(api)).toBe(1);
  });

  test('every message at once, values kept; the step is readable only with its browser cookie', async () => {
    const { app } = await site();
    const { step, location } = await browser(app).submit({ ...filled, email: 'not-an-email', phone: '12345', remark: ' ', intent: 'review' });
    expect(step).toMatchObject({ step: 'form', values: { email: 'not-an-email', phone: '12345' }, errors: { email: 'email.invalid', phone: 'phone.invalid', smsCode: 'msgCode.required', remark: 'remark.required' } });
    const stranger = await app.inject({ url: location.split('#')[0]! });
    expect(stranger.statusCode).toBe(303);
    expect(stranger.headers['location']).toBe('/en/contact');
  });

  test('a country typed into the selector\'s text field is read; one that names no country is said at the phone number', async () => {
    const { app, api } = await site({ SMS_COUNTRY_ALLOWLIST: 'CN+86,GB+44' });
    const visitor = browser(app, '/contact');
    const british = await visitor.submit({ ...filled, countryName: 'United Kingdom +44', phone: '7911123456', intent: 'code' });
    expect(british.step).toMatchObject({ notice: 'codeSent', values: { country: 'GB+44' } });
    expect(await outbox(api, '447911123456')).toHaveLength(1);
    const unknown = await visitor.submit({ ...filled, countryName: 'Atlantis', intent: 'code' });
    expect(unknown.step).toMatchObject({ step: 'form', errors: { phone: 'country.invalid' }, values: { country: 'CN+86', name: 'Li Lei' } });
    expect(await outbox(api, '8613800138000')).toHaveLength(0);
  });

  test('the longest valid enquiry in Chinese arrives (a 2000-character remark is 18 KB once URL-encoded)', async () => {
    const { app } = await site();
    const { step } = await browser(app, '/contact').submit({ ...filled, name: '李'.repeat(50), remark: '机'.repeat(2000), intent: 'review' });
    expect(step.errors).toEqual({ smsCode: 'msgCode.required' });
    expect(step.values.remark).toHaveLength(2000);
  });

  test('a cross-site post is refused with the form as it is for everyone: nothing sent, nothing it posted shown', async () => {
    const { app, api } = await site();
    const refused = await browser(app, '/en/contact', { origin: 'https://elsewhere.example' }).post({ ...filled, name: 'Injected text', intent: 'code' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ data: ContactFormStep }>().data).toMatchObject({ step: 'form', notice: 'refused', values: { name: '' } });
    expect(await outbox(api, '8613800138000')).toHaveLength(0);
  });

  test('past the per-IP write limit: 429 with Retry-After and the page with every value kept', async () => {
    const { app, api } = await site({ RATE_LIMIT_WRITE_PER_MINUTE: '2' });
    // Forwarded by a proxy, so the loopback exemption of the host's own render does not apply.
    const visitor = browser(app, '/en/contact', { 'x-forwarded-for': '203.0.113.5' });
    await visitor.submit({ ...filled, intent: 'review' });
    await visitor.submit({ ...filled, intent: 'review' });
    const limited = await visitor.post({ ...filled, intent: 'code' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json<{ data: ContactFormStep }>().data).toMatchObject({ notice: 'tooMany', values: { name: 'Li Lei', remark: filled.remark, accept: 'checked' } });
    expect(await outbox(api, '8613800138000')).toHaveLength(0);
  });
});
