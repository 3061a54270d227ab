import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remoteNames, remoteRecord, type Registry } from '@site/federation';
import { openReleaseRecords } from '../src/records/release-records.js';
import { afterAll, describe, expect, test } from 'vitest';
import { activate, check } from '../src/commands.js';
import { ReleaseError, type ReleaseContext } from '../src/release-context.js';
import { areaApp, pagesArea, partEntry, partsArea, storeVersion, testShell } from './store-fixtures.js';

const initial = Object.fromEntries(remoteNames.map((name) => [name, remoteRecord(name, '1.0.0')])) as Registry;

/** A site whose store has parts 1.0.0 (active) and content 1.0.0 (active, with /news) and 1.1.0. */
async function site() {
  const remotesDir = mkdtempSync(join(tmpdir(), 'release-gate-'));
  const registryFile = join(remotesDir, 'registry.json');
  const records = openReleaseRecords({ registryFile });
  await records.seed(initial);
  storeVersion(remotesDir, 'parts', '1.0.0', 1);
  storeVersion(remotesDir, 'content', '1.0.0', 1, pagesArea('content', ['/news']));
  storeVersion(remotesDir, 'content', '1.1.0', 2, pagesArea('content', ['/news', '/events']));
  const checked: string[] = [];
  const ctx: ReleaseContext & { lines: string[] } = {
    repoRoot: '/nowhere',
    remotesDir,
    records,
    actor: 'tester',
    renderTimeoutMs: 3000,
    now: () => 1000,
    print: (line) => ctx.lines.push(line),
    healthCheck: async ({ remote }) => (checked.push(remote), []),
    shellProvides: async () => testShell,
    lines: [],
  };
  return { ctx, remotesDir, records, checked, registryText: () => readFileSync(registryFile, 'utf8') };
}

describe('the contribution gate at activation', () => {
  test('refuses a page another area serves, in one line, before the health check; the registry stays and the audit log says why', async () => {
    const { ctx, remotesDir, records, checked, registryText } = await site();
    storeVersion(remotesDir, 'parts', '2.0.0', 3, { ...partsArea(['d90']), pages: [...partsArea(['d90']).pages, { path: '/news', module: 'part' }] });
    const before = registryText();
    await expect(activate(ctx, 'parts', '2.0.0')).rejects.toThrow(new ReleaseError('parts 2.0.0 cannot go live: /news is claimed by the content area (/news)', 'refused'));
    await expect(activate(ctx, 'parts', '2.0.0', 'activate', { canaryPercent: 10 })).rejects.toThrow('parts 2.0.0 cannot go live: /news is claimed by the content area (/news)');
    expect(registryText()).toBe(before);
    expect(checked).toEqual([]);
    expect((await records.events()).at(-1)).toMatchObject({ action: 'activate', to: '2.0.0', check: 'failed: contribution: /news is claimed by the content area (/news)' });
  });

  test("weighs the other areas' canaries as well as their active versions", async () => {
    const { ctx, remotesDir, registryText } = await site();
    await activate(ctx, 'content', '1.1.0', 'activate', { canaryPercent: 20 });
    storeVersion(remotesDir, 'parts', '2.0.0', 3, { ...partsArea(['d90']), pages: [...partsArea(['d90']).pages, { path: '/events', module: 'part' }] });
    const before = registryText();
    await expect(activate(ctx, 'parts', '2.0.0', 'activate', { canaryPercent: 10 })).rejects.toThrow('parts 2.0.0 cannot go live: /events is claimed by the content area (/events)');
    expect(registryText()).toBe(before);
  });

  test('refuses a version without a readable manifest, a manifest that breaks the contract, an entry in a slot the shell lacks', async () => {
    const { ctx, remotesDir, registryText } = await site();
    storeVersion(remotesDir, 'parts', '2.0.0', 3, null);
    storeVersion(remotesDir, 'parts', '2.1.0', 4, { ...partsArea(['d90']), entries: [partEntry('d90'), { ...partEntry('m1'), label: { zh: 'M1', en: ' ' } }] });
    storeVersion(remotesDir, 'parts', '2.2.0', 5, { ...partsArea(['d90']), entries: [{ ...partEntry('d90'), slot: 'header.robots' }] });
    const before = registryText();
    await expect(activate(ctx, 'parts', '2.0.0')).rejects.toThrow(new ReleaseError('parts 2.0.0: its area manifest cannot be read: there is no web/area.json', 'refused'));
    await expect(activate(ctx, 'parts', '2.1.0')).rejects.toThrow(new ReleaseError('parts 2.1.0 cannot go live: entries[1] (/parts/m1 in header.components).label.en: no English label', 'refused'));
    await expect(activate(ctx, 'parts', '2.2.0')).rejects.toThrow(new ReleaseError('parts 2.2.0 cannot go live: the shell has no slot header.robots (/parts/d90)', 'refused'));
    expect(registryText()).toBe(before);
  });

  test('passes a version that fits; versions of other areas without a manifest are left out', async () => {
    const { ctx, remotesDir, records, checked } = await site();
    storeVersion(remotesDir, 'contact', '1.0.0', 1, null);
    storeVersion(remotesDir, 'parts', '2.0.0', 3, { ...partsArea(['d90', 'x100']), pages: [...partsArea(['d90', 'x100']).pages, { path: '/contact', module: 'part' }] });
    await activate(ctx, 'parts', '2.0.0');
    expect((await records.read())?.parts.version).toBe('2.0.0');
    expect(checked).toEqual(['parts']);
  });
});

describe('check', () => {
  const apps: string[] = [];
  afterAll(() => apps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  test("reports the checkout's pages that another live area serves, and fails", async () => {
    const { ctx } = await site();
    const app = areaApp({ ...partsArea(['d90']), pages: [...partsArea(['d90']).pages, { path: '/news', module: 'part' }] }, 'mf-parts');
    apps.push(app.parent);
    await expect(check({ ...ctx, repoRoot: app.parent }, 'parts')).rejects.toThrow(
      new ReleaseError('parts would not pass activation: 1 problem, the first: parts cannot go live: /news is claimed by the content area (/news)'),
    );
    expect(ctx.lines).toContain('  problem: parts cannot go live: /news is claimed by the content area (/news)');
  });
});
