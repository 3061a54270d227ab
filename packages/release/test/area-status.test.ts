import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remoteNames, remoteRecord, type Registry } from '@site/federation';
import { openReleaseRecords } from '../src/records/release-records.js';
import { expect, test } from 'vitest';
import { activate } from '../src/commands.js';
import { type ReleaseContext } from '../src/release-context.js';
import { status } from '../src/status.js';
import { partEntry, partsArea, storeVersion, testShell } from './store-fixtures.js';

const initial = Object.fromEntries(remoteNames.map((name) => [name, remoteRecord(name, '1.0.0')])) as Registry;

/** parts 1.0.0 (d90, t28) active; 1.1.0 (d90, x100) a canary; 2.0.0 newest; 0.9.0 with no manifest. */
async function site() {
  const remotesDir = mkdtempSync(join(tmpdir(), 'release-status-'));
  const records = openReleaseRecords({ registryFile: join(remotesDir, 'registry.json') });
  await records.seed(initial);
  const lines: string[] = [];
  const ctx: ReleaseContext = {
    repoRoot: '/nowhere',
    remotesDir,
    records,
    actor: 'tester',
    renderTimeoutMs: 3000,
    now: () => 10,
    print: (line) => lines.push(line),
    healthCheck: async () => [],
    shellProvides: async () => testShell,
  };
  storeVersion(remotesDir, 'parts', '0.9.0', 0, null);
  storeVersion(remotesDir, 'parts', '1.0.0', 1, partsArea(['d90', 't28']));
  storeVersion(remotesDir, 'parts', '1.1.0', 2, partsArea(['d90', 'x100']));
  storeVersion(remotesDir, 'parts', '2.0.0', 3, { ...partsArea(['d90', 't28']), entries: [...partsArea(['d90', 't28']).entries, { ...partEntry('d90'), slot: 'footer.parts' }] });
  await activate(ctx, 'parts', '1.1.0', 'activate', { canaryPercent: 10 });
  lines.length = 0;
  return { ctx, lines, remotesDir };
}

test('status --json lists, per stored version, its route patterns, pages and menu entries; null without a manifest', async () => {
  const { ctx, lines } = await site();
  await status(ctx, true);
  const parts = JSON.parse(lines[0]!).remotes.parts;
  expect(parts.pages['0.9.0']).toBeNull();
  expect(parts.pages['1.1.0']).toEqual({
    paths: ['/parts/:slug'],
    pages: ['/parts/d90', '/parts/x100'],
    entries: [
      { slot: 'header.components', path: '/parts/d90', label: { zh: 'd90 模组', en: 'd90 module' } },
      { slot: 'header.components', path: '/parts/x100', label: { zh: 'x100 模组', en: 'x100 module' } },
    ],
  });
  expect(Object.keys(parts.pages)).toEqual(['0.9.0', '1.0.0', '1.1.0', '2.0.0']);
  expect(JSON.parse(lines[0]!).remotes.content.pages).toEqual({});
});

test('status prints what the canary and the newest version add and remove against the active one', async () => {
  const { ctx, lines } = await site();
  await status(ctx, false);
  const changes = lines.filter((line) => line.includes(' vs active: '));
  expect(changes).toEqual([
    '  1.1.0 vs active: + /parts/x100 (page, header.components); - /parts/t28 (page, header.components)',
    '  2.0.0 vs active: + /parts/d90 (footer.parts)',
  ]);
  // Printed under the area's versions, before the next area.
  expect(lines.indexOf(changes[1]!)).toBeLessThan(lines.findIndex((line) => line.startsWith('content:')));
});

test('a version without a manifest is said to be unknown; a long list is cut short', async () => {
  const { ctx, lines, remotesDir } = await site();
  storeVersion(remotesDir, 'parts', '3.0.0', 4, partsArea(['d90', 't28', 'a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7']));
  await status(ctx, false);
  expect(lines).toContain('  3.0.0 vs active: + /parts/a1 (page, header.components), + /parts/a2 (page, header.components), + /parts/a3 (page, header.components), + /parts/a4 (page, header.components), + 3 more');
  storeVersion(remotesDir, 'parts', '4.0.0', 5, null);
  lines.length = 0;
  await status(ctx, false);
  expect(lines).toContain('  4.0.0 vs active: unknown (4.0.0 has no readable area manifest)');
});
