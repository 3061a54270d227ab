import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { addVersion, listVersions } from '../src/version-store.js';

/** A built version folder ({web,node}) whose entry says `text`. */
function build(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'built-'));
  for (const side of ['web', 'node']) {
    mkdirSync(join(dir, side, 'static'), { recursive: true });
    writeFileSync(join(dir, side, 'remoteEntry.js'), text);
    for (let index = 0; index < 50; index++) writeFileSync(join(dir, side, 'static', `chunk-${index}.js`), `${text} ${index}`);
  }
  return dir;
}

test('publishers racing on one version: one adds it whole, the others leave it alone, nothing is left aside', async () => {
  const store = mkdtempSync(join(tmpdir(), 'store-'));
  const results = await Promise.all(Array.from({ length: 6 }, () => addVersion(store, 'parts', build('v1'), { version: '1.0.0-abc', publishedAt: 1 })));
  expect(results.filter(Boolean)).toHaveLength(1);
  expect(readFileSync(join(store, 'parts', '1.0.0-abc', 'web', 'remoteEntry.js'), 'utf8')).toBe('v1');
  expect(readdirSync(join(store, 'parts', '1.0.0-abc', 'node', 'static'))).toHaveLength(50);
  expect(readdirSync(join(store, '.staging'))).toEqual([]);
  expect((await listVersions(store, 'parts')).map((info) => info.version)).toEqual(['1.0.0-abc']);
});

test('a version in the store is never written again, whatever a later build holds', async () => {
  const store = mkdtempSync(join(tmpdir(), 'store-'));
  expect(await addVersion(store, 'parts', build('first'), { version: '1.0.0-abc', publishedAt: 1 })).toBe(true);
  const entry = join(store, 'parts', '1.0.0-abc', 'web', 'remoteEntry.js');
  const written = statSync(entry).mtimeMs;
  expect(await addVersion(store, 'parts', build('second'), { version: '1.0.0-abc', publishedAt: 2 })).toBe(false);
  expect(readFileSync(entry, 'utf8')).toBe('first');
  expect(statSync(entry).mtimeMs).toBe(written);
});
