import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { integrityList, versionIntegrity, writeIntegrityList } from '../src/version-integrity.js';

const hex = (text: string) => createHash('sha256').update(text).digest('hex');
const sri = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const files = {
  'node/remoteEntry.js': hex('node entry'),
  'web/remoteEntry.js': hex('web entry'),
  'web/remoteEntry.js.br': hex('compressed'),
  'web/static/js/a.js': hex('chunk'),
  'release.json': hex('record'),
  'requirements.json': hex('requirements'),
};

describe("a version's file list", () => {
  test('names every file of its two builds with its Subresource Integrity hash, not their compressed copies or its records', () => {
    expect(JSON.parse(integrityList(files))).toEqual({
      'node/remoteEntry.js': sri('node entry'),
      'web/remoteEntry.js': sri('web entry'),
      'web/static/js/a.js': sri('chunk'),
    });
  });

  test('the registry records the hash of the browser entry and of the list as written, the same for the same files in any order', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'integrity-'));
    await writeIntegrityList(dir, files);
    const written = readFileSync(join(dir, 'integrity.json'), 'utf8');
    expect(versionIntegrity(files)).toEqual({ webEntry: sri('web entry'), files: sri(written) });
    const reversed = Object.fromEntries(Object.entries(files).reverse());
    expect(versionIntegrity(reversed)).toEqual(versionIntegrity(files));
  });

  test('a version recorded without hashes, or without a browser entry, has none', () => {
    expect(versionIntegrity(undefined)).toBeUndefined();
    expect(versionIntegrity({ 'node/remoteEntry.js': hex('x') })).toBeUndefined();
  });
});
