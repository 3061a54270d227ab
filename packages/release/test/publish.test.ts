import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openReleaseRecords, type ReleaseRecords } from '../src/records/release-records.js';
import { afterAll, describe, expect, test } from 'vitest';
import { remoteNames, remoteRecord, type Registry } from '@site/federation';
import { activate, publish } from '../src/commands.js';
import { ReleaseError, type ReleaseContext } from '../src/release-context.js';
import { listVersions } from '../src/version-store.js';
import { areaApp, pagesArea, partsArea, testShell } from './store-fixtures.js';

const apps: string[] = [];
afterAll(() => apps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the fixture app that builds `manifest`, removed after the tests. */
function app(manifest: unknown, name?: string): string {
  const made = areaApp(manifest, name);
  apps.push(made.parent);
  return made.dir;
}

function site(): ReleaseContext & { lines: string[]; records: ReleaseRecords; remotesDir: string } {
  const remotesDir = mkdtempSync(join(tmpdir(), 'release-publish-'));
  const lines: string[] = [];
  return {
    // No workspace app here: what is built comes from --root.
    repoRoot: '/nowhere',
    remotesDir,
    records: openReleaseRecords({ registryFile: join(remotesDir, 'registry.json') }),
    actor: 'tester',
    renderTimeoutMs: 3000,
    now: () => 5000,
    print: (line) => lines.push(line),
    shellProvides: async () => testShell,
    lines,
  };
}

describe('publish --root', () => {
  test("builds the app in that folder, with the area's build command, into a new version of the store", async () => {
    const ctx = site();
    const root = app(partsArea(['d90', 'x100']));
    expect(await publish(ctx, 'parts', { version: '3.0.0-team', root })).toBe('3.0.0-team');
    const stored = join(ctx.remotesDir, 'parts', '3.0.0-team');
    expect(JSON.parse(readFileSync(join(stored, 'web', 'area.json'), 'utf8'))).toEqual(partsArea(['d90', 'x100']));
    expect((await listVersions(ctx.remotesDir, 'parts')).map((info) => [info.version, info.publishedAt, info.requires])).toEqual([['3.0.0-team', 5000, { federationContract: 2, packages: {} }]]);
    expect(ctx.lines).toEqual([`building parts 3.0.0-team from ${root} into ${stored} ...`, 'published parts 3.0.0-team']);
    expect((await ctx.records.events()).at(-1)).toMatchObject({ action: 'publish', remote: 'parts', to: '3.0.0-team' });
    // Every file's SHA-256 and where it came from, as a push records them.
    const [info] = await listVersions(ctx.remotesDir, 'parts');
    expect(Object.keys(info!.files!)).toEqual(expect.arrayContaining(['web/area.json', 'requirements.json']));
    expect(Object.values(info!.files!).every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
    expect(info!.provenance).toMatchObject({ via: 'publish', by: 'tester', repository: root, tools: { node: process.version } });

    // Versions are never changed in place.
    await expect(publish(ctx, 'parts', { version: '3.0.0-team', root })).rejects.toThrow(new ReleaseError('version 3.0.0-team of parts already exists: versions are immutable, publish another version'));
  });

  test("refuses, after building, an app that is another area's; nothing is stored", async () => {
    const ctx = site();
    const root = app(pagesArea('content', ['/news']));
    await expect(publish(ctx, 'parts', { version: '3.0.0', root })).rejects.toThrow(new ReleaseError(`${root} builds the content area, not parts: nothing was published`));
    expect(readdirSync(join(ctx.remotesDir, 'parts'))).toEqual([]);
    expect(readdirSync(join(ctx.remotesDir, '.staging'))).toEqual([]);
    expect(await ctx.records.events()).toEqual([]);
  });

  test('refuses, before building, a folder that is not an app', async () => {
    const ctx = site();
    const folder = mkdtempSync(join(tmpdir(), 'not-an-app-'));
    await expect(publish(ctx, 'parts', { version: '3.0.0', root: join(folder, 'missing') })).rejects.toThrow(new ReleaseError(`--root ${join(folder, 'missing')}: there is no such folder`));
    await expect(publish(ctx, 'parts', { version: '3.0.0', root: folder })).rejects.toThrow(new ReleaseError(`--root ${folder} is not an area's app: it has no package.json`));
    writeFileSync(join(folder, 'package.json'), '{}');
    mkdirSync(join(folder, 'src'));
    await expect(publish(ctx, 'parts', { version: '3.0.0', root: folder })).rejects.toThrow(new ReleaseError(`--root ${folder} is not an area's app: it has no rsbuild.config.mjs`));
    expect(existsSync(join(ctx.remotesDir, 'parts'))).toBe(false);
  });
});

test('publish --to keeps the area manifest beside the record in the store: the version can be checked and activated', async () => {
  const ctx = site();
  const repoRoot = join(app(partsArea(['d90']), 'mf-parts'), '..');
  const upload = mkdtempSync(join(tmpdir(), 'release-upload-'));
  await publish({ ...ctx, repoRoot }, 'parts', { version: '4.0.0', to: upload, baseUrl: 'https://cdn.example.com/remotes' });
  expect(readdirSync(join(ctx.remotesDir, 'parts', '4.0.0')).sort()).toEqual(['release.json', 'web']);
  expect(JSON.parse(readFileSync(join(ctx.remotesDir, 'parts', '4.0.0', 'web', 'area.json'), 'utf8'))).toEqual(partsArea(['d90']));

  await ctx.records.seed(Object.fromEntries(remoteNames.map((name) => [name, remoteRecord(name, '1.0.0')])) as Registry);
  await activate({ ...ctx, healthCheck: async () => [] }, 'parts', '4.0.0');
  expect((await ctx.records.read())?.parts).toEqual(remoteRecord('parts', '4.0.0', 'https://cdn.example.com/remotes'));
});
