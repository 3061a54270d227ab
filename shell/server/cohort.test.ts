import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import { describe, expect, test } from 'vitest';
import { remoteNames, remoteRecord } from '@site/federation/remotes';
import { cohortCookie, createPreviews, createSiteVersions, createStoreVersions, createVisits } from '@site/release/site';
import { readConfig } from './config';
import { createPageCache } from './page-cache';
import type { RenderBundle } from './render-bundle';
import { createRequestHandler } from './page-routes';
import { helmetOptions } from './security-headers';

/** A site whose registry runs a canary of parts (1.1.0 for `percent`% beside 1.0.0); pages say which parts version rendered them. */
async function siteWithCanary(percent: number) {
  const file = join(mkdtempSync(join(tmpdir(), 'cohort-')), 'registry.json');
  const remotes = Object.fromEntries(remoteNames.map((name) => [name, remoteRecord(name, '1.0.0')]));
  remotes['parts'] = { ...remoteRecord('parts', '1.0.0'), canary: { ...remoteRecord('parts', '1.1.0'), percent, since: Date.now() } };
  writeFileSync(file, JSON.stringify({ remotes }));
  let renders = 0;
  const render: RenderBundle['render'] = async (request) => {
    renders += 1;
    return { status: 200, html: `<html><body>parts ${request.registry.parts.version}</body></html>`, areaFailed: false };
  };
  const app = Fastify();
  await app.register(cookie);
  const config = readConfig({});
  await app.register(helmet, helmetOptions(config));
  const registry = createSiteVersions({ file, internalOrigin: config.internalOrigin, allowedOrigins: [] });
  const bundle = { render, shellAssets: { scripts: [], styles: [] } } as unknown as RenderBundle;
  const previews = createPreviews({ secret: undefined, store: createStoreVersions('/nonexistent') });
  app.get('/*', createRequestHandler({ config, visits: createVisits({ versions: registry, previews }), bundle, cache: createPageCache(1024 * 1024), contentVersion: async () => 'v1', previews }));
  return { app, renders: () => renders };
}

const versionIn = (body: string) => /parts ([^<]+)</.exec(body)?.[1];

describe('canary cohorts', () => {
  test('about the asked share of fresh visitors get the canary, each keeps it, and pages are for their browser only', async () => {
    const { app } = await siteWithCanary(30);
    const visitors: { bucket: string; version: string | undefined }[] = [];
    for (let index = 0; index < 400; index++) {
      const response = await app.inject('/en/parts/d90');
      const set = response.cookies.find((item) => item.name === cohortCookie)!;
      expect(set).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
      expect(response.headers).toMatchObject({ 'cache-control': 'private, max-age=0', vary: 'Cookie, Accept-Encoding' });
      visitors.push({ bucket: set.value, version: versionIn(response.body) });
    }
    const share = visitors.filter((visitor) => visitor.version === '1.1.0').length / visitors.length;
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.4);
    // Sticky: the cookie brings each visitor back to the version they first got.
    for (const visitor of visitors.slice(0, 50)) {
      const again = await app.inject({ url: '/en/parts/h60', cookies: { [cohortCookie]: visitor.bucket } });
      expect(versionIn(again.body)).toBe(visitor.version);
      expect(again.cookies).toEqual([]);
    }
  });

  test('crawlers and visitors who refuse tracking get the active version, and no cookie', async () => {
    const { app } = await siteWithCanary(99);
    for (const headers of [{ 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }, { 'sec-gpc': '1' }, { dnt: '1' }]) {
      for (let index = 0; index < 20; index++) {
        const response = await app.inject({ url: '/en/parts/d90', headers });
        expect(versionIn(response.body)).toBe('1.0.0');
        expect(response.cookies).toEqual([]);
      }
    }
  });

  test('the page cache keeps each cohort its own page: a canary page is never served to a stable visitor', async () => {
    const { app, renders } = await siteWithCanary(50);
    const canary = await app.inject({ url: '/en/parts/d90', cookies: { [cohortCookie]: '10' } });
    const stable = await app.inject({ url: '/en/parts/d90', cookies: { [cohortCookie]: '90' } });
    expect([versionIn(canary.body), versionIn(stable.body)]).toEqual(['1.1.0', '1.0.0']);
    expect(canary.headers.etag).not.toBe(stable.headers.etag);
    // Both are cached now, each under its cohort.
    expect(versionIn((await app.inject({ url: '/en/parts/d90', cookies: { [cohortCookie]: '60' } })).body)).toBe('1.0.0');
    expect(versionIn((await app.inject({ url: '/en/parts/d90', cookies: { [cohortCookie]: '0' } })).body)).toBe('1.1.0');
    expect(renders()).toBe(2);
  });
});
