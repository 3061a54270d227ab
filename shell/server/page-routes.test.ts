import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import { describe, expect, test, vi } from 'vitest';
import { devServerRecord } from '@site/federation/dev-server';
import { remoteNames, remoteRecord } from '@site/federation/remotes';
import type { RenderRequest } from '@site/federation/render-contract';
import { createPreviews, createStoreVersions, createVisits, previewCookieName, signPreview, type Previews, type SiteVersions } from '@site/release/site';
import { readConfig } from './config';
import { createPageCache } from './page-cache';
import type { RenderBundle } from './render-bundle';
import { createRequestHandler, negotiatedEncodings, plainPath } from './page-routes';
import { helmetOptions, markHttps } from './security-headers';

type Render = RenderBundle['render'];

const noPreviews = createPreviews({ secret: undefined, store: createStoreVersions('/nonexistent') });

async function serve(
  render: Render,
  contentVersion = async () => 'v1',
  registryKey = () => 'registry-1',
  env: Record<string, string> = {},
  previews: Previews = noPreviews,
  pageTokens?: { hour(): number; sign(versions: object): string },
  newsPreviews?: { verify(token: string): Promise<unknown> },
) {
  const app = Fastify();
  await app.register(cookie);
  await app.register(helmet, helmetOptions(readConfig({})));
  const registry = {
    load: async () => {
      const browser = Object.fromEntries(remoteNames.map((name) => [name, remoteRecord(name, '1.0.0')]));
      const live = { browser, internal: browser, key: registryKey(), canaries: [], launches: [], liveLaunches: [], forBucket: () => live };
      return live;
    },
    withPreview: (live: { key: string }, records: object) => ({ browser: records, internal: records, key: `${live.key} preview ${JSON.stringify(records)}`, launches: [] }),
  } as unknown as SiteVersions;
  const bundle = { render, shellAssets: { scripts: [], styles: [] }, sitemapPaths: async () => [] } as RenderBundle;
  const cache = createPageCache(1024 * 1024);
  app.get('/*', createRequestHandler({ config: readConfig(env), visits: createVisits({ versions: registry, previews }), bundle, cache, contentVersion, previews, ...(pageTokens ? { pageTokens } : {}), ...(newsPreviews ? { newsPreviews } : {}) }));
  return Object.assign(app, { cache });
}

const page = (html: string, status = 200, areaFailed = false) => async () => ({ status, html: `<html><body>${html}</body></html>`, areaFailed });

describe('page requests', () => {
  test('a newsroom preview link that checks out renders for its browser alone (private, noindex, never cached); a forged one is an ordinary visit', async () => {
    let renders = 0;
    const newsPreviews = { verify: async (token: string) => (token === 'good' ? { slug: 'z1' } : undefined) };
    const app = await serve(
      async (request) => {
        renders += 1;
        return page(`render ${renders} preview ${request.contentPreview ?? 'none'}`)();
      },
      undefined,
      undefined,
      {},
      noPreviews,
      undefined,
      newsPreviews,
    );
    const previewed = await app.inject('/en/news/3?news-preview=good');
    expect(previewed.body).toContain('preview good');
    expect(previewed.headers).toMatchObject({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' });
    expect(previewed.headers.etag).toBeUndefined();
    expect((await app.inject('/en/news/3?news-preview=good')).body).toContain('render 2 preview good');
    const forged = await app.inject('/en/news/3?news-preview=forged');
    expect(forged.body).toContain('preview none');
    expect(forged.headers['x-robots-tag']).toBeUndefined();
    expect(forged.headers['cache-control']).toMatch(/^public/);
  });

  test('a page is rendered once and then served from the cache, until the news version moves', async () => {
    let renders = 0;
    let version = 'v1';
    const app = await serve(
      async () => {
        renders += 1;
        return page(`render ${renders}`)();
      },
      async () => version,
    );
    expect((await app.inject('/en/news')).body).toContain('render 1');
    expect((await app.inject('/en/news')).body).toContain('render 1');
    version = 'v2';
    expect((await app.inject('/en/news')).body).toContain('render 2');
  });

  test('a page carries the page token of the versions it was served with, and is made anew each hour its token changes', async () => {
    let hour = 7;
    const pageTokens = { hour: () => hour, sign: (versions: object) => `${hour}:${Object.values(versions).join(',')}` };
    const app = await serve(async (request) => page(`token ${request.reportToken}`)(), undefined, undefined, {}, noPreviews, pageTokens);
    expect((await app.inject('/en/about')).body).toContain('token 7:1.0.0,1.0.0,1.0.0,1.0.0');
    hour = 8;
    expect((await app.inject('/en/about')).body).toContain('token 8:1.0.0,1.0.0,1.0.0,1.0.0');
  });

  test('an activation renders anew and drops the pages of the old registry', async () => {
    let registryKey = 'parts@1.0.0';
    let renders = 0;
    const app = await serve(
      async () => {
        renders += 1;
        return page(`render ${renders}`)();
      },
      async () => 'v1',
      () => registryKey,
    );
    await app.inject('/en/parts/d90');
    await app.inject('/en/about');
    expect(app.cache.stats().entries).toBe(2);
    registryKey = 'parts@1.1.0';
    expect((await app.inject('/en/parts/d90')).body).toContain('render 3');
    expect(app.cache.stats().entries).toBe(1);
  });

  test('a page with a failed area is neither cached here nor by anyone else', async () => {
    let renders = 0;
    const app = await serve(async () => {
      renders += 1;
      return page('error block', 200, true)();
    });
    const first = await app.inject('/about');
    await app.inject('/about');
    expect(renders).toBe(2);
    expect(first.headers['cache-control']).toBe('no-store');
  });

  test("a page whose own area failed answers 503 with Retry-After and the frame, its nonces filled in; never an ETag or a 304", async () => {
    let renders = 0;
    const app = await serve(async (request) => {
      renders += 1;
      return { status: 503, html: `<html><head><script nonce="${request.nonce.script}"></script></head><body>error block</body></html>`, areaFailed: true };
    });
    const failed = await app.inject('/parts/d90');
    expect(failed.statusCode).toBe(503);
    expect(failed.headers['retry-after']).toBe('5');
    expect(failed.headers['cache-control']).toBe('no-store');
    expect(failed.headers.etag).toBeUndefined();
    expect(failed.body).toContain('error block');
    const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(String(failed.headers['content-security-policy']))?.[1];
    expect(failed.body).toContain(`<script nonce="${nonce}">`);
    expect((await app.inject({ url: '/parts/d90', headers: { 'if-none-match': 'W/"anything"' } })).statusCode).toBe(503);
    expect(renders).toBe(2);
  });

  test('a shell that cannot render answers 503 with Retry-After, and is tried again next time', async () => {
    let fail = true;
    const app = await serve(async (request) => {
      if (fail) throw new Error('shell broken');
      return page(request.url)();
    });
    const broken = await app.inject('/about');
    expect(broken.statusCode).toBe(503);
    expect(broken.headers['retry-after']).toBe('5');
    expect(broken.headers['cache-control']).toBe('no-store');
    fail = false;
    expect((await app.inject('/about')).statusCode).toBe(200);
  });

  test("a page's preloads go out as its Link header, cached with the page and stamped with each response's nonce", async () => {
    let renders = 0;
    const app = await serve(async (request) => {
      renders += 1;
      return { ...(await page('<p>body</p>')()), link: `</hero.svg>; rel=preload; as="image"; fetchpriority="high", </shell/a.js>; rel=preload; as="script"; nonce="${request.nonce.script}"` };
    });
    for (const attempt of [1, 2]) {
      const response = await app.inject('/parts/d90');
      const script = /script-src [^;]*'nonce-([^']+)'/.exec(response.headers['content-security-policy'] as string)?.[1];
      expect(response.headers.link, `request ${attempt}`).toBe(`</hero.svg>; rel=preload; as="image"; fetchpriority="high", </shell/a.js>; rel=preload; as="script"; nonce="${script}"`);
    }
    expect(renders).toBe(1);
  });

  test('every response carries its own nonces, in the CSP header and on the page; the cached page keeps placeholders', async () => {
    const seen: string[] = [];
    const app = await serve(async (request) => {
      seen.push(`${request.nonce.script} ${request.nonce.style}`);
      return page(`<script nonce="${request.nonce.script}">1</script><style nonce="${request.nonce.style}"></style>${'<p>text</p>'.repeat(200)}`)();
    });
    const nonces = async () => {
      const response = await app.inject('/about');
      const csp = response.headers['content-security-policy'] as string;
      const script = /script-src [^;]*'nonce-([^']+)'/.exec(csp)?.[1];
      const style = /style-src [^;]*'nonce-([^']+)'/.exec(csp)?.[1];
      expect(response.body).toContain(`<script nonce="${script}">`);
      expect(response.body).toContain(`<style nonce="${style}">`);
      expect(csp).not.toContain("'unsafe-inline' 'nonce");
      expect(csp).toMatch(/object-src 'none'/);
      return `${script} ${style}`;
    };
    const [first, second] = [await nonces(), await nonces()];
    // The gzip made once for the page carries each response's own nonces too.
    const zipped = await app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const script = /script-src [^;]*'nonce-([^']+)'/.exec(zipped.headers['content-security-policy'] as string)?.[1];
    expect(gunzipSync(zipped.rawPayload).toString()).toContain(`<script nonce="${script}">`);
    expect(first).not.toBe(second);
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toContain(first.split(' ')[0]);
  });

  test('a news version that never comes (a database that stops answering) still gets an answer in time: 503', async () => {
    const renderTimeoutMs = 500;
    const app = await serve(page('never'), () => new Promise<string>(() => {}), () => 'registry-1', { RENDER_TIMEOUT_MS: String(renderTimeoutMs) });
    await app.ready();
    // The handler's own deadline is the render's plus 1 s. The test moves the clock: the request is still
    // waiting just before that deadline and has its answer once it passes (nothing else is pending).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let answered = false;
      const pending = app.inject('/about').finally(() => (answered = true));
      await vi.advanceTimersByTimeAsync(renderTimeoutMs + 1000 - 1);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await new Promise((resolve) => setImmediate(resolve));
      expect(answered).toBe(true);
      const response = await pending;
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
    } finally {
      vi.useRealTimers();
    }
  });

  test('answers 304 to a matching If-None-Match, without a CSP that would not match the kept page', async () => {
    const app = await serve(async (request) => (request.url === '/parts/P110' ? { status: 301, location: '/parts/p110' } : page('ok')()));
    const first = await app.inject('/about');
    const again = await app.inject({ url: '/about', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBeUndefined();
    const moved = await app.inject('/parts/P110');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/parts/p110');
  });

  test('two instances (or one restarted) give a page the same ETag, so either answers the other\'s with 304', async () => {
    const render: Render = async (request) => page(`<script nonce="${request.nonce.script}">1</script><style nonce="${request.nonce.style}"></style>`)();
    const [one, two] = [await serve(render), await serve(render)];
    const first = await one.inject('/about');
    const again = await two.inject({ url: '/about', headers: { 'if-none-match': first.headers.etag as string } });
    expect(first.headers.etag).toMatch(/^W\/"/);
    expect(again.statusCode).toBe(304);
  });

  test('the ETag follows the registry entries and the news version even where the HTML is the same', async () => {
    let registryKey = 'parts@1.0.0';
    let version = 'v1';
    const app = await serve(page('same'), async () => version, () => registryKey);
    const first = (await app.inject('/about')).headers.etag;
    registryKey = 'parts@1.1.0';
    const second = (await app.inject('/about')).headers.etag;
    version = 'v2';
    const third = (await app.inject('/about')).headers.etag;
    expect(new Set([first, second, third]).size).toBe(3);
  });

  test('thousands of distinct Accept-Encoding headers leave the negotiation memo at its bound', async () => {
    const app = await serve(page('<p>text</p>'.repeat(200)));
    for (let index = 0; index < 3000; index++) {
      const response = await app.inject({ url: '/about', headers: { 'accept-encoding': `x-${index}-${'a'.repeat(64)}, gzip` } });
      expect(response.headers['content-encoding']).toBe('gzip');
    }
    expect(negotiatedEncodings.size).toBeLessThanOrEqual(negotiatedEncodings.max);
    expect(negotiatedEncodings.max).toBeLessThanOrEqual(256);
    expect((await app.inject({ url: '/about', headers: { 'accept-encoding': 'br' } })).headers['content-encoding']).toBe('br');
  });

  test('/ with the English cookie redirects to /en, privately', async () => {
    const app = await serve(page('home'));
    const response = await app.inject({ url: '/?a=1', cookies: { i18n_redirected: 'en' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/en?a=1');
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('previews', () => {
  const secret = 'a-preview-secret-for-tests';
  const store = mkdtempSync(join(tmpdir(), 'preview-store-'));
  mkdirSync(join(store, 'parts', '1.3.0', 'node'), { recursive: true });
  writeFileSync(join(store, 'parts', '1.3.0', 'node', 'remoteEntry.js'), '');
  const token = (version: string, expiresAt = Date.now() + 60_000, key = secret) => signPreview({ remote: 'parts', version, expiresAt }, key);
  const recording = () => {
    const seen: RenderRequest[] = [];
    const render: Render = async (request) => {
      seen.push(request);
      return page(`render ${seen.length} ${request.preview?.map((area) => `${area.remote} ${area.version}`).join() ?? 'live'}`)();
    };
    return { seen, render };
  };

  test('a previewed page is rendered for its browser alone: never cached, never indexed, not given to others', async () => {
    const { seen, render } = recording();
    const app = await serve(render, undefined, undefined, {}, createPreviews({ secret, store: createStoreVersions(store) }));
    const cookies = { [previewCookieName('parts')]: token('1.3.0') };
    const first = await app.inject({ url: '/en/parts/d90', cookies });
    expect(first.body).toContain('render 1 parts 1.3.0');
    expect(first.headers).toMatchObject({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex', vary: 'Cookie, Accept-Encoding' });
    expect(first.headers.etag).toBeUndefined();
    expect(seen[0]!.registry).toEqual({ parts: { version: '1.3.0', web: '/remotes/parts/1.3.0/web/remoteEntry.js', node: '/remotes/parts/1.3.0/node/remoteEntry.js' } });
    expect((await app.inject({ url: '/en/parts/d90', cookies })).body).toContain('render 2 parts 1.3.0');
    expect(app.cache.stats().entries).toBe(0);
    const visitor = await app.inject('/en/parts/d90');
    expect(visitor.body).toContain('render 3 live');
    expect(visitor.headers['x-robots-tag']).toBeUndefined();
    expect((await app.inject({ url: '/en/parts/d90', cookies })).body).toContain('render 4 parts 1.3.0');
    expect((await app.inject('/en/parts/d90')).body).toContain('render 3 live');
  });

  test('a forged, expired or unknown-version cookie is ignored, and logged once', async () => {
    const { seen, render } = recording();
    const app = await serve(render, undefined, undefined, {}, createPreviews({ secret, store: createStoreVersions(store) }));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const bad of [token('1.3.0', Date.now() + 60_000, 'another-secret-of-length'), token('1.3.0', Date.now() - 1000), token('9.9.9'), token('1.3.0').replace('1.3.0', '1.3.1')]) {
        for (let visit = 0; visit < 2; visit++) {
          const response = await app.inject({ url: '/en/parts/d90', cookies: { [previewCookieName('parts')]: bad } });
          expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
        }
      }
      expect(seen.every((request) => request.preview === undefined)).toBe(true);
      expect(errors.mock.calls.map(([line]) => JSON.parse(String(line)).reason)).toEqual(['bad signature', 'expired', 'unknown version 9.9.9 of parts', 'bad signature']);
    } finally {
      errors.mockRestore();
    }
  });

  test("a preview's signed hashes hold its version to them; an instance loading the store over HTTP previews a version it has no copy of by them", async () => {
    const { seen, render } = recording();
    const integrity = { webEntry: `sha256-${Buffer.alloc(32, 1).toString('base64')}`, files: `sha256-${Buffer.alloc(32, 2).toString('base64')}` };
    const cookies = { [previewCookieName('parts')]: signPreview({ remote: 'parts', version: '2.0.0', expiresAt: Date.now() + 60_000, integrity }, secret) };
    const overHttp = await serve(render, undefined, undefined, {}, createPreviews({ secret, store: createStoreVersions(store), storeOverHttp: true }));
    expect((await overHttp.inject({ url: '/en/parts/d90', cookies })).body).toContain('parts 2.0.0');
    expect(seen[0]!.registry.parts).toEqual({ version: '2.0.0', web: '/remotes/parts/2.0.0/web/remoteEntry.js', node: '/remotes/parts/2.0.0/node/remoteEntry.js', integrity });
    // An instance that serves its own store has no such version: the token is ignored.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const local = await serve(render, undefined, undefined, {}, createPreviews({ secret, store: createStoreVersions(store) }));
      expect((await local.inject({ url: '/en/parts/d90', cookies })).body).not.toContain('parts 2.0.0');
    } finally {
      errors.mockRestore();
    }
  });

  test('?preview=off clears the preview cookies and sends the page back without the parameter', async () => {
    const app = await serve(page('page'), undefined, undefined, {}, createPreviews({ secret, store: createStoreVersions(store) }));
    const response = await app.inject({ url: '/en/parts/d90?a=1&preview=off', cookies: { [previewCookieName('parts')]: token('1.3.0'), other: 'x' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/en/parts/d90?a=1');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.cookies).toEqual([expect.objectContaining({ name: previewCookieName('parts'), value: '', path: '/' })]);
  });

  test('a preview of a dev server opens the page\'s policy to that loopback origin only', async () => {
    const { render } = recording();
    const app = await serve(render, undefined, undefined, {}, createPreviews({ secret, store: createStoreVersions(store), devBuild: async () => '' }));
    const previewed = await app.inject({ url: '/en/parts/d90', cookies: { [previewCookieName('parts')]: token('dev') } });
    const origin = new URL(devServerRecord('parts').web).origin;
    expect(previewed.headers['content-security-policy']).toMatch(new RegExp(`script-src [^;]*${origin}`));
    expect(previewed.headers['content-security-policy']).toMatch(new RegExp(`connect-src [^;]*${origin.replace('http', 'ws')}`));
    expect((await app.inject('/en/parts/d90')).headers['content-security-policy']).not.toContain(origin);
  });

  test("a preview of a dev server renders the dev server's current build: each new build under entries of its own", async () => {
    const { seen, render } = recording();
    let build = 'b1';
    const previews = createPreviews({ secret, store: createStoreVersions(store), devBuild: async () => build });
    const app = await serve(render, undefined, undefined, {}, previews);
    const cookies = { [previewCookieName('parts')]: token('dev') };
    await app.inject({ url: '/en/parts/d90', cookies });
    build = 'b2';
    await app.inject({ url: '/en/parts/d90', cookies });
    build = 'not a build id';
    await app.inject({ url: '/en/parts/d90', cookies });
    expect(seen.map((request) => request.registry.parts)).toEqual([
      devServerRecord('parts', { build: 'b1' }),
      devServerRecord('parts', { build: 'b2' }),
      devServerRecord('parts'),
    ]);
  });
});

/** A GET of `path` exactly as written, over a socket. */
async function rawGet(app: Awaited<ReturnType<typeof serve>>, path: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await new Promise((done, fail) => {
      const request = httpRequest(`${address}/`, { path }, (response) => {
        response.resume();
        response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers }));
      });
      request.on('error', fail);
      request.end();
    });
  } finally {
    await app.close();
  }
}

describe('addresses an attacker writes', () => {
  test.each(['//evil.example?preview=off', '/\\evil.example?preview=off', '/%5cevil.example?preview=off', '/x/%2e%2e', '/x/..%2f..', '//evil.example', '/en//news', '/en/%2E/news', '/news/%2fetc'])(
    '%s is the site’s 404 page: never a redirect, never a page under another address',
    async (path) => {
      const rendered: string[] = [];
      const app = await serve(async (request) => {
        rendered.push(request.url);
        return request.url.endsWith('/.not-a-page') ? page('not found', 404)() : page('a page')();
      });
      // Over real HTTP: an injected request's URL is normalized on the way (`/x/%2e%2e` would arrive as `/`).
      const response = await rawGet(app, path);
      expect(response.status).toBe(404);
      expect(response.headers.location).toBeUndefined();
      expect(response.headers['cache-control']).not.toMatch(/max-age=[1-9]/);
      expect(rendered).toEqual([path.startsWith('/en/') ? '/en/.not-a-page' : '/.not-a-page']);
    },
  );

  test('plain paths stay as they are', () => {
    for (const path of ['/', '/en', '/en/', '/news/12', '/en/parts/d90', '/search/%E6%9C%BA%E5%99%A8%E4%BA%BA']) expect(plainPath(path), path).toBe(true);
  });

  test('X-Forwarded-Proto is believed only from a trusted proxy (HSTS and Secure cookies follow it)', async () => {
    const https = async (trusted: number, protocol: string, forwarded?: string) => {
      const request = { protocol, headers: forwarded ? { 'x-forwarded-proto': forwarded } : {} } as unknown as Parameters<ReturnType<typeof markHttps>>[0];
      await markHttps(trusted)(request);
      return request.viaHttps;
    };
    expect(await https(0, 'http', 'https')).toBe(false);
    expect(await https(1, 'http', 'https')).toBe(true);
    expect(await https(1, 'http', 'https, http')).toBe(false);
    expect(await https(0, 'https')).toBe(true);
  });
});
