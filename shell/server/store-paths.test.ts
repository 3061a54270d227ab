import { expect, test } from 'vitest';
import { isVersionAsset } from './store-paths';

test("of the store, the public port serves a version's two builds and its file list, nothing else", () => {
  for (const path of ['/parts/1.2.0/web/remoteEntry.js', '/parts/1.2.0/node/chunk.js', '/parts/1.2.0/web/static/js/a.js', '/parts/1.2.0/integrity.json']) expect(isVersionAsset(path), path).toBe(true);
  for (const path of ['/parts/1.2.0/release.json', '/parts/1.2.0/requirements.json', '/parts/1.2.0/integrity.json/x', '/parts/.staging/web/a.js', '/.staging/x/web/a.js', '/shop/1.2.0/integrity.json', '/parts/1.2.0/web/../release.json', '/parts/1.2.0/web/.hidden'])
    expect(isVersionAsset(path), path).toBe(false);
});
