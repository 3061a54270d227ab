import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { activate, checkStored, preview, previewTtlMs, promote, prune, remoteArgument, rollback } from '../src/commands.js';
import { ReleaseError, type ReleaseContext } from '../src/release-context.js';
import { readStatus, status } from '../src/status.js';
import { pauseRollout, setCanaryPercent } from '../src/rollouts.js';
import { openReleaseRecords, type ReleaseRecords } from '../src/records/release-records.js';
import { previousVersion, type ReleaseEvent } from '../src/release-log.js';
import { launchesServed, remoteNames, remoteRecord, type Registry } from '@site/federation';
import { readPreview } from '../src/serving/preview-token.js';
import { versionIntegrity } from '../src/version-integrity.js';
import { storeVersion, testShell } from './store-fixtures.js';

const hour = 3600_000;
const initial = Object.fromEntries(remoteNames.map((name) => [name, remoteRecord(name, '1.0.0')])) as Registry;

/** A store with the given versions of parts (published that many hours back). */
function makeStore(versions: Record<string, number>, now: number): string {
  const remotesDir = mkdtempSync(join(tmpdir(), 'release-store-'));
  for (const [version, hoursAgo] of Object.entries({ '1.0.0': 100, ...versions })) storeVersion(remotesDir, 'parts', version, now - hoursAgo * hour);
  return remotesDir;
}

function context(records: ReleaseRecords, remotesDir: string, clock: { now: number }, problems: string[] = []): ReleaseContext & { lines: string[] } {
  const lines: string[] = [];
  return {
    repoRoot: '/nowhere',
    remotesDir,
    records,
    actor: 'tester',
    renderTimeoutMs: 3000,
    now: () => clock.now,
    print: (line) => lines.push(line),
    healthCheck: async () => problems,
    shellProvides: async () => testShell,
    lines,
  };
}

describe('the audit log', () => {
  const event = (action: ReleaseEvent['action'], from: string | null, to: string | null, check = 'passed'): ReleaseEvent => ({ at: 0, actor: 'a', remote: 'parts', action, from, to, check });

  test('the previous version is the one the active version replaced; refused checks do not count', () => {
    const events = [event('activate', '1.0.0', '1.1.0'), event('activate', '1.1.0', '1.2.0'), event('activate', '1.2.0', '1.3.0', 'failed: no h1')];
    expect(previousVersion(events, 'parts', '1.2.0')).toBe('1.1.0');
    expect(previousVersion([...events, event('rollback', '1.2.0', '1.1.0')], 'parts', '1.1.0')).toBe('1.2.0');
    expect(previousVersion([], 'parts', '1.0.0')).toBeNull();
    // A staged rollout's promote says which step it was, and counts like any passed change.
    expect(previousVersion([...events, event('promote', '1.2.0', '1.4.0', 'passed: step 3 of 3, 100% (rollout of rita)')], 'parts', '1.4.0')).toBe('1.2.0');
  });
});

function recordsSuite(name: string, open: () => Promise<{ records: ReleaseRecords; registryText: () => Promise<string> }>) {
  describe(`${name} registry`, () => {
    test('activate, rollback and status; a refused check leaves the registry as it was', async () => {
      const clock = { now: Date.now() };
      const { records, registryText } = await open();
      await records.seed(initial);
      await records.seed({ ...initial, parts: remoteRecord('parts', '9.9.9') });
      expect((await records.read())?.parts.version).toBe('1.0.0');
      const remotesDir = makeStore({ '1.1.0': 2, '1.2.0': 1 }, clock.now);

      await activate(context(records, remotesDir, clock), 'parts', '1.1.0');
      clock.now += 1000;
      await activate(context(records, remotesDir, clock), 'parts', '1.2.0');
      expect((await records.read())?.parts).toEqual(remoteRecord('parts', '1.2.0'));

      const before = await registryText();
      const refused = activate(context(records, remotesDir, clock, ['/parts/d90: no h1']), 'parts', '1.0.0');
      await expect(refused).rejects.toThrow('health check failed, parts stays at 1.2.0: /parts/d90: no h1');
      expect(await registryText()).toBe(before);

      clock.now += 1000;
      await rollback(context(records, remotesDir, clock), 'parts');
      const parts = (await readStatus(context(records, remotesDir, clock))).parts;
      expect(parts).toMatchObject({ active: '1.1.0', previous: '1.2.0' });
      expect(parts.versions.map((info) => [info.version, info.activatedAt])).toEqual([
        ['1.0.0', null],
        ['1.1.0', clock.now],
        ['1.2.0', clock.now - 1000],
      ]);

      const json = context(records, remotesDir, clock);
      await status(json, true);
      expect(JSON.parse(json.lines[0]!).remotes.parts).toEqual({ active: '1.1.0', previous: '1.2.0', versions: ['1.0.0', '1.1.0', '1.2.0'], canary: null, pages: expect.any(Object), details: expect.any(Object) });
      expect(JSON.parse(json.lines[0]!).remotes.parts.details['1.1.0']).toEqual({
        publishedAt: expect.stringMatching(/^\d{4}-/),
        publishedBy: null,
        activatedAt: expect.stringMatching(/^\d{4}-/),
        commit: null,
        provenance: null,
        requires: null,
        fits: null,
        misfit: null,
      });
      const text = context(records, remotesDir, clock);
      await status(text, false);
      expect(text.lines.join('\n')).toMatch(/tester {2}activate parts 1\.2\.0 -> 1\.0\.0 {2}check: failed: \/parts\/d90: no h1/);
      await records.close();
    });

    test('a launch switches its areas and goes live in one write, once; its canary ending ends it, its promotion lets everyone see it', async () => {
      const { records } = await open();
      await records.seed(initial);
      const note = (remote: string, to: string): ReleaseEvent => ({ at: 1, actor: 'rita', remote, action: 'activate', from: '1.0.0', to, check: 'passed: launch 7 (X1)' });
      const canary = { ...remoteRecord('parts', '2.0.0'), percent: 30, since: 1 };
      const go = { records: { products: remoteRecord('products', '2.0.0'), parts: { ...remoteRecord('parts', '1.0.0'), canary } }, launch: { go: { id: 7, cohort: [{ remote: 'parts' as const, version: '2.0.0' }] } } };
      expect(await records.switchLaunch(go, [note('products', '2.0.0'), note('parts', '2.0.0')])).toBe(true);
      // Going live twice is refused: the first write holds.
      expect(await records.switchLaunch({ ...go, records: { products: remoteRecord('products', '3.0.0') } }, [note('products', '3.0.0')])).toBe(false);
      const site = (await records.readSite())!;
      expect(site.registry.products.version).toBe('2.0.0');
      expect(site.registry.parts).toEqual({ ...remoteRecord('parts', '1.0.0'), canary });
      expect(site.launches).toEqual([{ id: 7, cohort: [{ remote: 'parts', version: '2.0.0' }] }]);
      // Only the canary's visitors see it.
      expect(launchesServed(site.launches, site.registry)).toEqual([]);
      expect(launchesServed(site.launches, { ...site.registry, parts: canary })).toEqual([7]);
      expect((await records.events()).filter((entry) => entry.check.includes('launch 7')).map((entry) => entry.to)).toEqual(['2.0.0', '2.0.0']);

      expect(await records.promote('parts', '2.0.0', note('parts', '2.0.0'))).toBe(true);
      expect((await records.readSite())!.launches).toEqual([{ id: 7, cohort: [] }]);
      expect(launchesServed((await records.readSite())!.launches, (await records.read())!)).toEqual([7]);

      // A second launch with a canary the guard ends: it ends with it, the first stays live.
      expect(await records.switchLaunch({ records: { contact: { ...remoteRecord('contact', '1.0.0'), canary: { ...remoteRecord('contact', '2.0.0'), percent: 10, since: 2 } } }, launch: { go: { id: 8, cohort: [{ remote: 'contact', version: '2.0.0' }] } } }, [note('contact', '2.0.0')])).toBe(true);
      expect(await records.endCanary('contact', '2.0.0', { ...note('contact', '1.0.0'), action: 'abort' })).toBe(true);
      expect((await records.readSite())!.launches.map((launch) => launch.id)).toEqual([7]);

      // A revert: the records as they were, and the launch no longer live.
      await records.switchLaunch({ records: { products: remoteRecord('products', '1.0.0'), parts: remoteRecord('parts', '1.0.0') }, launch: { end: 7 } }, [note('products', '1.0.0')]);
      expect(await records.readSite()).toEqual({ registry: initial, launches: [] });
      await records.close();
    });

    test('a canary runs beside the active version, ends or is promoted once, and rollback still knows the version before', async () => {
      const clock = { now: Date.now() };
      const { records } = await open();
      await records.seed(initial);
      const remotesDir = makeStore({ '1.1.0': 2, '1.2.0': 1 }, clock.now);
      const ctx = () => context(records, remotesDir, clock);
      await activate(ctx(), 'parts', '1.1.0');
      await activate(ctx(), 'parts', '1.2.0', 'activate', { canaryPercent: 30 });
      expect((await records.read())?.parts).toEqual({ ...remoteRecord('parts', '1.1.0'), canary: { ...remoteRecord('parts', '1.2.0'), percent: 30, since: clock.now } });
      const json = ctx();
      await status(json, true);
      expect(JSON.parse(json.lines[0]!).remotes.parts.canary).toEqual({ version: '1.2.0', percent: 30, since: new Date(clock.now).toISOString() });
      await expect(activate(ctx(), 'parts', '1.0.0')).rejects.toThrow('parts has a canary running (1.2.0 for 30% of visitors): promote it or roll it back first');
      await expect(activate(ctx(), 'parts', '1.0.0', 'activate', { canaryPercent: 100 })).rejects.toThrow('--canary takes a whole percentage of visitors from 1 to 99');

      // Every instance's guard may try at once: one ends it, and the audit log says so once.
      const abort = (actor: string) => records.endCanary('parts', '1.2.0', { at: clock.now, actor, remote: 'parts', action: 'abort', from: '1.2.0', to: '1.1.0', check: 'guard' });
      expect((await Promise.all([abort('a'), abort('b'), abort('c')])).filter(Boolean)).toHaveLength(1);
      expect((await records.read())?.parts).toEqual(remoteRecord('parts', '1.1.0'));
      expect((await records.events()).filter((item) => item.action === 'abort')).toHaveLength(1);
      expect((await readStatus(ctx())).parts).toMatchObject({ active: '1.1.0', previous: '1.0.0', canary: null });

      await activate(ctx(), 'parts', '1.2.0', 'activate', { canaryPercent: 50 });
      await promote(ctx(), 'parts');
      expect((await records.read())?.parts).toEqual(remoteRecord('parts', '1.2.0'));
      expect((await readStatus(ctx())).parts).toMatchObject({ active: '1.2.0', previous: '1.1.0', canary: null });
      await expect(promote(ctx(), 'parts')).rejects.toThrow('parts has no canary to promote (active: 1.2.0)');

      // A rollback during a canary ends the canary; everyone keeps the active version.
      await activate(ctx(), 'parts', '1.0.0', 'activate', { canaryPercent: 10 });
      const rolledBack = ctx();
      await rollback(rolledBack, 'parts');
      expect(rolledBack.lines).toEqual(['parts: canary 1.0.0 ended, everyone gets 1.2.0']);
      expect((await records.read())?.parts).toEqual(remoteRecord('parts', '1.2.0'));
      await records.close();
    });

    test('a staged rollout starts at its first step after the checks, pauses, resumes, and a share set by hand ends its plan', async () => {
      const clock = { now: Date.now() };
      const { records } = await open();
      await records.seed(initial);
      const remotesDir = makeStore({ '1.1.0': 2 }, clock.now);
      const ctx = () => context(records, remotesDir, clock);
      await expect(activate(ctx(), 'parts', '1.1.0', 'activate', { rollout: { steps: '5,25,50', every: '10m' } })).rejects.toThrow(
        new ReleaseError('--steps: the last step is 100: the rollout ends with everyone on the new version', 'invalid'),
      );
      await expect(activate(ctx(), 'parts', '1.1.0', 'activate', { rollout: { steps: '5,25,100', every: '5s' } })).rejects.toThrow(/--every takes seconds, minutes, hours or days from 10s/);
      await expect(activate(context(records, remotesDir, clock, ['/parts/d90: no h1']), 'parts', '1.1.0', 'activate', { rollout: { steps: '5,25,100', every: '10m' } })).rejects.toThrow(
        new ReleaseError('health check failed, parts stays at 1.0.0: /parts/d90: no h1', 'refused'),
      );
      expect((await records.read())?.parts.canary).toBeUndefined();

      // The checks take a while: the first step starts when they are done, and lasts a whole interval.
      const checking = ctx();
      checking.healthCheck = async () => {
        clock.now += 7_000;
        return [];
      };
      await activate(checking, 'parts', '1.1.0', 'activate', { rollout: { steps: '5,25,100', every: '10m' } });
      const started = { steps: [5, 25, 100], every: '10m', everyMs: 600_000, step: 0, stepSince: clock.now, startedBy: 'tester' };
      expect((await records.read())?.parts.canary).toEqual({ ...remoteRecord('parts', '1.1.0'), percent: 5, since: clock.now, rollout: started });
      const json = ctx();
      await status(json, true);
      expect(JSON.parse(json.lines[0]!).remotes.parts.canary.rollout).toEqual({ ...started, stepSince: new Date(clock.now).toISOString(), nextAt: new Date(clock.now + 600_000).toISOString(), paused: false, pausedAt: null });

      clock.now += 60_000;
      await pauseRollout(ctx(), 'parts', true);
      expect((await records.read())?.parts.canary?.rollout).toEqual({ ...started, pausedAt: clock.now });
      clock.now += 60_000;
      await pauseRollout(ctx(), 'parts', false);
      expect((await records.read())?.parts.canary?.rollout).toEqual({ ...started, stepSince: clock.now });

      // Another instance moved it meanwhile: a change naming the old canary changes nothing.
      const seen = (await records.read())!.parts.canary!;
      const moved = { ...seen, percent: 25, rollout: { ...seen.rollout!, step: 1 } };
      const step = { at: clock.now, actor: 'site rollout', remote: 'parts', action: 'rollout' as const, from: '1.0.0', to: '1.1.0', check: 'passed' };
      expect(await records.updateCanary('parts', seen, moved, step)).toBe(true);
      expect(await records.updateCanary('parts', seen, { ...moved, percent: 50 }, step)).toBe(false);

      const byHand = ctx();
      await setCanaryPercent(byHand, 'parts', 40);
      expect(byHand.lines).toEqual(['parts: 1.1.0 for 40% of visitors (was 25%) (the staged rollout ends: its share is set by hand now)']);
      expect((await records.read())?.parts.canary).toEqual({ ...remoteRecord('parts', '1.1.0'), percent: 40, since: seen.since });
      await expect(pauseRollout(ctx(), 'parts', true)).rejects.toThrow('the canary of parts is not a staged rollout');
      const actions = (await records.events()).map((item) => [item.actor, item.action, item.check.replace(/ \(.*$/, '')]);
      expect(actions.slice(-5)).toEqual([
        ['tester', 'rollout', 'passed: step 1 of 3, 5%'],
        ['tester', 'rollout', 'passed: paused at step 1 of 3, 5%'],
        ['tester', 'rollout', 'passed: resumed at step 1 of 3, 5%'],
        ['site rollout', 'rollout', 'passed'],
        ['tester', 'canary', 'passed: 25% -> 40%'],
      ]);
      await records.close();
    });

    test('a version stored with its files goes live with their hashes, through a canary and its promotion', async () => {
      const clock = { now: Date.now() };
      const { records } = await open();
      await records.seed(initial);
      const remotesDir = makeStore({ '1.1.0': 2 }, clock.now);
      const files = { 'web/remoteEntry.js': 'ab'.repeat(32), 'node/remoteEntry.js': 'cd'.repeat(32) };
      writeFileSync(join(remotesDir, 'parts', '1.1.0', 'release.json'), JSON.stringify({ version: '1.1.0', publishedAt: clock.now, files }));
      const integrity = versionIntegrity(files)!;
      await activate(context(records, remotesDir, clock), 'parts', '1.1.0', 'activate', { canaryPercent: 20 });
      expect((await records.read())?.parts.canary).toMatchObject({ version: '1.1.0', integrity });
      await promote(context(records, remotesDir, clock), 'parts');
      expect((await records.read())?.parts).toEqual(remoteRecord('parts', '1.1.0', undefined, integrity));
      // A version stored without its files' hashes goes live as before, unchecked.
      await activate(context(records, remotesDir, clock), 'parts', '1.0.0');
      expect((await records.read())?.parts).toEqual(remoteRecord('parts', '1.0.0'));
      await records.close();
    });

    test('check runs activation\'s checks on a stored version and changes nothing but the audit log', async () => {
      const clock = { now: Date.now() };
      const { records, registryText } = await open();
      await records.seed(initial);
      const remotesDir = makeStore({ '1.1.0': 2 }, clock.now);
      const before = await registryText();
      const passed = context(records, remotesDir, clock);
      await checkStored(passed, 'parts', '1.1.0');
      expect(passed.lines.at(-1)).toBe('parts 1.1.0 fits the shell and passes the health check; activation would pass');
      await expect(checkStored(context(records, remotesDir, clock, ['/parts/d90: no h1']), 'parts', '1.1.0')).rejects.toThrow(
        new ReleaseError('parts 1.1.0 would not pass activation: /parts/d90: no h1', 'refused'),
      );
      await expect(checkStored(context(records, remotesDir, clock), 'parts', '7.0.0')).rejects.toThrow(new ReleaseError('unknown version "7.0.0" of parts (stored: 1.0.0, 1.1.0)', 'invalid'));
      expect(await registryText()).toBe(before);
      expect((await records.events()).map((item) => [item.action, item.from, item.to, item.check])).toEqual([
        ['check', '1.0.0', '1.1.0', 'passed'],
        ['check', '1.0.0', '1.1.0', 'failed: /parts/d90: no h1'],
      ]);
      await records.close();
    });
  });
}

recordsSuite('file', async () => {
  const registryFile = join(mkdtempSync(join(tmpdir(), 'release-registry-')), 'registry.json');
  return { records: openReleaseRecords({ registryFile }), registryText: async () => readFileSync(registryFile, 'utf8') };
});

const databaseUrl = process.env.RELEASE_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `release_test_${process.pid}`;
const admin = new pg.Pool({ connectionString: databaseUrl, max: 1 });
beforeAll(() => admin.query(`CREATE SCHEMA ${schema}`));
afterAll(async () => {
  for (let index = 1; index <= suiteSchemas; index++) await admin.query(`DROP SCHEMA ${schema}_${index} CASCADE`);
  await admin.query(`DROP SCHEMA ${schema} CASCADE`);
  await admin.end();
});
const inSchema = `${databaseUrl}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;

let suiteSchemas = 0;
recordsSuite('PostgreSQL', async () => {
  // Each test its own tables, as each file test has its own registry file.
  const own = `${schema}_${++suiteSchemas}`;
  await admin.query(`CREATE SCHEMA ${own}`);
  const records = openReleaseRecords({ registryFile: '/unused', databaseUrl: `${databaseUrl}?options=${encodeURIComponent(`-c search_path=${own}`)}` });
  return { records, registryText: async () => JSON.stringify(await records.read()) };
});

describe('PostgreSQL notifications', () => {
  test('a watcher hears an activation made by another connection, by its NOTIFY', async () => {
    const watcher = openReleaseRecords({ registryFile: '/unused', databaseUrl: inSchema });
    const writer = openReleaseRecords({ registryFile: '/unused', databaseUrl: inSchema });
    await writer.seed(initial);
    let heard!: () => void;
    const notified = new Promise<void>((resolve) => (heard = resolve));
    // No timer fires while the watcher runs: a poll, or the re-read after the listening connection
    // reconnects, cannot call it. Only the NOTIFY the activation sends can.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      const stop = await watcher.watch(() => heard());
      await writer.activate('contact', remoteRecord('contact', '2.0.0'), { at: 0, actor: 't', remote: 'contact', action: 'activate', from: '1.0.0', to: '2.0.0', check: 'passed' });
      await notified;
      await stop();
    } finally {
      vi.useRealTimers();
    }
    await Promise.all([watcher.close(), writer.close()]);
  });
});

describe('prune', () => {
  test('removes old versions but never the active, the previous, or one live in the last 24 hours', async () => {
    const clock = { now: Date.now() };
    const records = openReleaseRecords({ registryFile: join(mkdtempSync(join(tmpdir(), 'release-registry-')), 'registry.json') });
    await records.seed(initial);
    const remotesDir = makeStore({ '1.1.0': 90, '1.2.0': 80, '1.3.0': 70, '1.4.0': 60, '1.5.0': 50 }, clock.now);
    for (const version of ['1.1.0', '1.2.0', '1.3.0']) {
      await activate(context(records, remotesDir, clock), 'parts', version);
      clock.now += 30 * hour;
    }
    await activate(context(records, remotesDir, clock), 'parts', '1.4.0');
    clock.now += 2 * hour;
    // 1.4.0 active, 1.3.0 previous (live less than 24 h ago), 1.5.0 the newest kept.
    const removed = await prune(context(records, remotesDir, clock), 'parts', 1);
    expect(removed.sort()).toEqual(['1.0.0', '1.1.0', '1.2.0']);
    expect((await readStatus(context(records, remotesDir, clock))).parts.versions.map((info) => info.version)).toEqual(['1.3.0', '1.4.0', '1.5.0']);
  });
});

test('an unknown remote or version is refused in one clear line', async () => {
  expect(() => remoteArgument('robots')).toThrow(new ReleaseError('unknown remote "robots" (remotes: products, parts, content, contact)'));
  const records = openReleaseRecords({ registryFile: join(mkdtempSync(join(tmpdir(), 'release-registry-')), 'registry.json') });
  await records.seed(initial);
  const remotesDir = makeStore({}, Date.now());
  await expect(activate(context(records, remotesDir, { now: Date.now() }), 'parts', '7.7.7')).rejects.toThrow('unknown version "7.7.7" of parts (stored: 1.0.0)');
});

test('a version built for libraries the live shell cannot provide is refused in one line, logged, and the registry stays', async () => {
  const registryFile = join(mkdtempSync(join(tmpdir(), 'release-registry-')), 'registry.json');
  const records = openReleaseRecords({ registryFile });
  await records.seed(initial);
  const clock = { now: Date.now() };
  const remotesDir = makeStore({ '1.1.0': 1, '2.0.0': 1 }, clock.now);
  const shell = { ...testShell, federationContract: 1, packages: { react: '19.3.1', '@site/design': '1.0.0' } };
  writeFileSync(join(remotesDir, 'parts', '1.1.0', 'requirements.json'), JSON.stringify({ federationContract: 1, packages: { react: '18.3.1', '@site/design': '1.0.0' } }));
  writeFileSync(join(remotesDir, 'parts', '2.0.0', 'requirements.json'), JSON.stringify({ federationContract: 1, packages: { react: '19.1.0', '@site/design': '1.0.0' } }));
  const checked: string[] = [];
  const ctx = { ...context(records, remotesDir, clock), shellProvides: async () => shell, healthCheck: async () => (checked.push('checked'), []) };
  const before = readFileSync(registryFile, 'utf8');

  await expect(activate(ctx, 'parts', '1.1.0')).rejects.toThrow(new ReleaseError('parts 1.1.0 cannot run in the live shell, parts stays at 1.0.0: it needs react 18.3.1 (the shell has 19.3.1)', 'refused'));
  expect(readFileSync(registryFile, 'utf8')).toBe(before);
  expect(checked).toEqual([]);
  expect((await records.events()).at(-1)).toMatchObject({ action: 'activate', to: '1.1.0', check: 'failed: incompatible: react 18.3.1 (the shell has 19.3.1)' });

  await status(ctx, false);
  expect(ctx.lines).toContain('shell provides: contract 1, react 19.3.1, @site/design 1.0.0');
  expect(ctx.lines).toContain('      requires contract 1, react 18.3.1, @site/design 1.0.0: does not fit the shell: needs react 18.3.1 (the shell has 19.3.1)');

  await activate(ctx, 'parts', '2.0.0');
  expect((await records.read())?.parts.version).toBe('2.0.0');
  expect(checked).toEqual(['checked']);
});

describe('preview', () => {
  const secret = 'a-preview-secret-for-tests';
  const setUp = async () => {
    const records = openReleaseRecords({ registryFile: join(mkdtempSync(join(tmpdir(), 'release-registry-')), 'registry.json') });
    await records.seed(initial);
    const clock = { now: Date.UTC(2026, 10, 25, 12) };
    const remotesDir = makeStore({ '1.3.0': 1, '1.4.0': 1 }, clock.now);
    writeFileSync(join(remotesDir, 'parts', '1.4.0', 'requirements.json'), JSON.stringify({ federationContract: 1, packages: { react: '18.3.1' } }));
    return { ...context(records, remotesDir, clock), shellProvides: async () => ({ federationContract: 1, packages: { react: '19.3.1' } }) };
  };

  test('prints, last, a link whose signed token names the area, the version and the expiry', async () => {
    const ctx = await setUp();
    const link = await preview(ctx, 'parts', '1.3.0', { ttl: '90m', secret, origin: 'https://www.example.com/' });
    expect(ctx.lines.at(-1)).toBe(link);
    const token = /^https:\/\/www\.example\.com\/preview\/(.+)$/.exec(link)![1]!;
    expect(readPreview(token, secret, ctx.now())).toEqual({ ok: true, preview: { remote: 'parts', version: '1.3.0', expiresAt: ctx.now() + 90 * 60_000 } });
    expect(ctx.lines[0]).toBe('preview of parts 1.3.0 until 2026-11-25T13:30:00.000Z; the badge\'s exit link (or ?preview=off) ends it. Open:');
    await preview(ctx, 'parts', 'dev', { ttl: '2h', secret, origin: 'http://localhost:3000' });
    expect(ctx.lines.at(-2)).toContain('parts from npm run dev -- parts on this machine');
  });

  test('refuses, in one line, what it cannot sign or the live shell cannot run', async () => {
    const ctx = await setUp();
    const options = { ttl: '2h', secret, origin: 'http://localhost:3000' };
    await expect(preview(ctx, 'parts', '7.7.7', options)).rejects.toThrow('unknown version "7.7.7" of parts in this site\'s store (stored: 1.0.0, 1.3.0, 1.4.0; or dev)');
    await expect(preview(ctx, 'parts', '1.4.0', options)).rejects.toThrow('parts 1.4.0 cannot run in the live shell: it needs react 18.3.1 (the shell has 19.3.1)');
    await expect(preview(ctx, 'parts', '1.3.0', { ...options, secret: undefined })).rejects.toThrow(/^RELEASE_PREVIEW_SECRET/);
    await expect(preview(ctx, 'parts', '1.3.0', { ...options, secret: 'short' })).rejects.toThrow(/^RELEASE_PREVIEW_SECRET/);
    expect(ctx.lines).toEqual([]);
  });

  test('--ttl takes minutes, hours or days up to a week', () => {
    expect(previewTtlMs('30m')).toBe(30 * 60_000);
    expect(previewTtlMs('2h')).toBe(2 * hour);
    expect(previewTtlMs('7d')).toBe(7 * 24 * hour);
    for (const bad of ['8d', '0h', '2', 'h', '1.5h', '-1h']) expect(() => previewTtlMs(bad)).toThrow(ReleaseError);
  });
});
