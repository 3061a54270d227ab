// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import { createPreviews, createStoreVersions, previewCookieName, signPreview } from '@site/release/site';
import { previewRoutes } from './preview-routes';
import type { RenderBundle } from './render-bundle';

const secret = 'a-preview-secret-for-tests';
const hash = (byte: number) => `sha256-${Buffer.alloc(32, byte).toString('base64')}`;

async function serve(storeOverHttp: boolean) {
  const store = mkdtempSync(join(tmpdir(), 'preview-route-store-'));
  mkdirSync(join(store, 'parts', '1.3.0-a-long-prerelease-name', 'node'), { recursive: true });
  writeFileSync(join(store, 'parts', '1.3.0-a-long-prerelease-name', 'node', 'remoteEntry.js'), '');
  const app = Fastify();
  await app.register(cookie);
  const bundle = { remotePages: async () => ['/parts/:slug', '/parts/d90'] } as unknown as RenderBundle;
  await app.register(previewRoutes, { previews: createPreviews({ secret, store: createStoreVersions(store), storeOverHttp }), launchPreviews: { check: async () => undefined }, bundle, versions: { load: async () => ({ internal: {} }) as never } });
  return app;
}

describe('GET /preview/<token>', () => {
  test('a token carrying its version’s hashes (about 180 characters) sets the cookie and lands on one of the area’s pages', async () => {
    const token = signPreview({ remote: 'parts', version: '1.3.0-a-long-prerelease-name', expiresAt: Date.now() + 60_000, integrity: { webEntry: hash(1), files: hash(2) } }, secret);
    expect(token.length).toBeGreaterThan(150);
    const app = await serve(true);
    const landed = await app.inject(`/preview/${token}`);
    expect(landed.statusCode).toBe(302);
    expect(landed.headers.location).toBe('/parts/d90');
    expect(landed.headers).toMatchObject({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' });
    expect(landed.cookies.find((set) => set.name === previewCookieName('parts'))?.value).toBe(token);
  });

  test('a forged token, or one with a slash, lands on the live home page without a cookie', async () => {
    const app = await serve(false);
    const token = signPreview({ remote: 'parts', version: '1.3.0-a-long-prerelease-name', expiresAt: Date.now() + 60_000 }, 'another-secret-for-tests');
    for (const url of [`/preview/${token}`, `/preview/${signPreview({ remote: 'parts', version: '1.3.0-a-long-prerelease-name', expiresAt: Date.now() + 60_000 }, secret)}/x`]) {
      const landed = await app.inject(url);
      expect(landed.statusCode).toBe(302);
      expect(landed.headers.location).toBe('/');
      expect(landed.cookies).toEqual([]);
    }
  });
});
