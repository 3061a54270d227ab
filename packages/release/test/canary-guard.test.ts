import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { remoteNames, remoteRecord } from '@site/federation';
import { createCanaryGuard } from '../src/guard/canary-guard.js';
import { defaultGuardThresholds, guardSettings, guardSettingsSchema, judgeCanary, type VisitorCounts } from '../src/guard/judge.js';
import type { VitalFigures } from '../src/guard/speed.js';
import { createSiteVersions } from '../src/serving/site-versions.js';

const counts = (views: number, failed = 0): VisitorCounts => ({ views, failed });
/** p75 of LCP and INP (ms), each from `visitors` visitors. */
const vitals = (lcp: number | null, inp: number | null = null, visitors = 30): VitalFigures => ({
  LCP: { p75: lcp, visitors: lcp === null ? 0 : visitors },
  INP: { p75: inp, visitors: inp === null ? 0 : visitors },
});
const noVitals = async () => ({});
/** A guard judging every `intervalMs`, as a site instance mounts it. */
const startGuard = (options: Parameters<typeof createCanaryGuard>[0]) => {
  const guard = createCanaryGuard(options);
  guard.start();
  return guard;
};

describe('judging a canary', () => {
  test('waits for enough visitors, saying how many more, and whether it does worse so far', () => {
    expect(judgeCanary(counts(29, 29), counts(100))).toMatchObject({ state: 'waiting', needed: 1, worse: true });
    expect(judgeCanary(counts(3, 1), counts(100))).toMatchObject({ state: 'waiting', needed: 27, worse: true, why: 'not enough evidence yet: 1 of 3 visitors saw failures (33.3%) against 0 of 100 (0.0%) for the active version' });
    expect(judgeCanary(counts(0), counts(0))).toMatchObject({ state: 'waiting', needed: 30, worse: false });
  });

  test('healthy with enough visitors and too few failures to act on', () => {
    expect(judgeCanary(counts(1000, 2), counts(1000))).toMatchObject({ state: 'healthy', worse: true });
    expect(judgeCanary(counts(40), counts(40, 1))).toMatchObject({ state: 'healthy', worse: false, needed: 0 });
  });

  test('failing when clearly worse than the active version, in absolute and relative terms', () => {
    const verdict = judgeCanary(counts(40, 10), counts(100, 1));
    expect(verdict).toMatchObject({ state: 'failing', worse: true, why: '10 of 40 visitors saw failures (25.0%) against 1 of 100 (1.0%) for the active version' });
    // Five points more, but not twice as many: an area with a known background rate.
    expect(judgeCanary(counts(100, 25), counts(100, 20)).state).toBe('healthy');
    // Twice as many, but under five points more.
    expect(judgeCanary(counts(1000, 40), counts(1000, 20)).state).toBe('healthy');
  });
});

describe('judging a canary by speed', () => {
  const healthy = [counts(100), counts(100)] as const;

  test('failing when its p75 LCP is 20 % and 100 ms above the active version\'s, saying so', () => {
    const verdict = judgeCanary(...healthy, defaultGuardThresholds, { canary: vitals(940), active: vitals(310) });
    expect(verdict).toMatchObject({
      state: 'failing',
      worse: true,
      speed: { LCP: { canary: { p75: 940, visitors: 30 }, active: { p75: 310, visitors: 30 }, judged: true, worse: true, limit: 410 }, INP: { judged: false, worse: false } },
      why: 'LCP p75 940 ms against 310 ms for the active version (limit 410 ms: +20% and at least +100 ms)',
    });
  });

  test('a fast page needs 100 ms more, a slow one 20 % more; slower within the limit is neither failing nor at risk', () => {
    const judge = (canary: number, active: number) => judgeCanary(...healthy, defaultGuardThresholds, { canary: vitals(canary), active: vitals(active) });
    // 60 % slower, but 90 ms: noise on a fast page.
    expect(judge(240, 150)).toMatchObject({ state: 'healthy', worse: false, speed: { LCP: { limit: 250, worse: false } } });
    expect(judge(251, 150).state).toBe('failing');
    expect(judge(2400, 2000)).toMatchObject({ state: 'healthy', worse: false, speed: { LCP: { limit: 2400, worse: false } } });
    expect(judge(2401, 2000).state).toBe('failing');
    expect(judge(1900, 2000)).toMatchObject({ state: 'healthy', worse: false });
  });

  test('failing when its p75 INP is 50 ms above; CLS ends no canary', () => {
    const judge = (canary: number, active: number) => judgeCanary(...healthy, defaultGuardThresholds, { canary: vitals(null, canary), active: vitals(null, active) });
    expect(judge(250, 200)).toMatchObject({ state: 'healthy', speed: { INP: { judged: true, worse: false, limit: 250 } } });
    expect(judge(251, 200)).toMatchObject({ state: 'failing', why: 'INP p75 251 ms against 200 ms for the active version (limit 250 ms: +50 ms)' });
    const both = judgeCanary(...healthy, defaultGuardThresholds, { canary: vitals(900, 400), active: vitals(300, 100) });
    expect(both.why).toBe('LCP p75 900 ms against 300 ms for the active version (limit 400 ms: +20% and at least +100 ms); INP p75 400 ms against 100 ms for the active version (limit 150 ms: +50 ms)');
    const layout = judgeCanary(...healthy, defaultGuardThresholds, { canary: { CLS: { p75: 0.9, visitors: 100 } }, active: { CLS: { p75: 0.01, visitors: 100 } } });
    expect(layout).toMatchObject({ state: 'healthy', worse: false });
  });

  test('judges a vital only with enough visitors of it on both sides, and meanwhile says it does worse so far', () => {
    const few = judgeCanary(...healthy, defaultGuardThresholds, { canary: vitals(5000, null, 29), active: vitals(300) });
    expect(few).toMatchObject({ state: 'healthy', worse: true, speed: { LCP: { judged: false, worse: true, limit: 400 } } });
    expect(judgeCanary(...healthy, defaultGuardThresholds, { canary: vitals(5000), active: vitals(300, null, 29) }).state).toBe('healthy');
    expect(judgeCanary(...healthy, { ...defaultGuardThresholds, minVitals: 5 }, { canary: vitals(5000, null, 5), active: vitals(300, null, 5) }).state).toBe('failing');
    // No figure of the active version: nothing to compare with.
    expect(judgeCanary(...healthy, defaultGuardThresholds, { canary: vitals(5000), active: {} })).toMatchObject({ state: 'healthy', worse: false, speed: { LCP: { judged: false, limit: 0 } } });
  });

  test('speed fails a canary still waiting for failures; failures keep their own wording when they fail too', () => {
    const slow = { canary: vitals(3000), active: vitals(1000) };
    expect(judgeCanary(counts(5), counts(100), defaultGuardThresholds, slow)).toMatchObject({ state: 'failing', needed: 25, why: expect.stringMatching(/^LCP p75 3000 ms/) });
    expect(judgeCanary(counts(40, 10), counts(100, 1), defaultGuardThresholds, slow).why).toBe('10 of 40 visitors saw failures (25.0%) against 1 of 100 (1.0%) for the active version');
  });

  test('reads its thresholds from CANARY_GUARD_*, with the defaults', () => {
    expect(defaultGuardThresholds).toMatchObject({ lcpWorsePct: 20, lcpMinMs: 100, inpWorseMs: 50, minVitals: 30 });
    const env = { CANARY_GUARD_LCP_WORSE_PCT: '10', CANARY_GUARD_LCP_MIN_MS: '250', CANARY_GUARD_INP_WORSE_MS: '80', CANARY_GUARD_MIN_VITALS: '5' };
    expect(guardSettings(guardSettingsSchema.parse(env)).thresholds).toMatchObject({ lcpWorsePct: 10, lcpMinMs: 250, inpWorseMs: 80, minVitals: 5 });
    expect(guardSettingsSchema.safeParse({ CANARY_GUARD_MIN_VITALS: '0' }).success).toBe(false);
    expect(guardSettingsSchema.safeParse({ CANARY_GUARD_LCP_MIN_MS: '-1' }).success).toBe(false);
  });
});

describe('the guard', () => {
  afterEach(() => vi.useRealTimers());

  test('ends a bad canary once across instances, logs why, and keeps the active version', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const dir = mkdtempSync(join(tmpdir(), 'guard-'));
    const file = join(dir, 'registry.json');
    const remotes = Object.fromEntries(remoteNames.map((name) => [name, remoteRecord(name, '1.0.0')]));
    remotes['parts'] = { ...remoteRecord('parts', '1.0.0'), canary: { ...remoteRecord('parts', '1.1.0'), percent: 50, since: Date.now() - 60_000 } };
    writeFileSync(file, JSON.stringify({ remotes }));
    const queries: unknown[] = [];
    const reports = {
      visitors: async (query: { versions: readonly string[] }) => {
        queries.push(query);
        return { '1.1.0': counts(40, 12), '1.0.0': counts(40) };
      },
      vitals: noVitals,
    };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stores = [1, 2, 3].map(() => createSiteVersions({ file, internalOrigin: 'http://127.0.0.1:3000', allowedOrigins: [] }));
    const guards = stores.map((registry) => startGuard({ versions: registry, reports, intervalMs: 1000 }));
    const fatal = () => logged.mock.calls.map(([line]) => JSON.parse(String(line))).filter((line) => line.level === 'fatal');
    try {
      await vi.advanceTimersByTimeAsync(1000);
      await vi.waitFor(() => expect(JSON.parse(readFileSync(file, 'utf8')).remotes.parts).toEqual(remoteRecord('parts', '1.0.0')));
      // The instance that ended it logs once its registry lock is released (real file I/O).
      await vi.waitFor(() => expect(fatal()).not.toHaveLength(0));
      // More rounds on every instance: none ends it again.
      await vi.advanceTimersByTimeAsync(3000);
      const log = readFileSync(join(dir, 'release-log.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
      expect(log).toEqual([
        expect.objectContaining({ actor: 'site guard', remote: 'parts', action: 'abort', from: '1.1.0', to: '1.0.0', check: expect.stringMatching(/^failed: guard: 12 of 40 visitors saw failures \(30\.0%\) against 0 of 40/) }),
      ]);
      expect(fatal()).toEqual([expect.objectContaining({ msg: 'CANARY ROLLED BACK: parts 1.1.0 ended, everyone gets 1.0.0' })]);
      expect(queries[0]).toMatchObject({ remote: 'parts', versions: ['1.1.0', '1.0.0'] });
    } finally {
      guards.forEach((guard) => guard.stop());
      logged.mockRestore();
      await Promise.all(stores.map((store) => store.close()));
    }
  });

  test('moves a staged rollout one step per interval, once across instances, and ends it with promote', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rollout-'));
    const file = join(dir, 'registry.json');
    let now = Date.now();
    const rollout = { steps: [5, 25, 100], every: '30s', everyMs: 30_000, step: 0, stepSince: now, startedBy: 'alice' };
    const remotes = Object.fromEntries(remoteNames.map((name) => [name, remoteRecord(name, '1.0.0')]));
    remotes['parts'] = { ...remoteRecord('parts', '1.0.0'), canary: { ...remoteRecord('parts', '1.1.0'), percent: 5, since: now, rollout } };
    writeFileSync(file, JSON.stringify({ remotes }));
    // Slower, within the limit: neither failing nor at risk, so the rollout moves.
    const reports = { visitors: async () => ({ '1.1.0': counts(40), '1.0.0': counts(40) }), vitals: async () => ({ '1.1.0': vitals(1100, 120), '1.0.0': vitals(1000, 100) }) };
    const stores = [1, 2, 3].map(() => createSiteVersions({ file, internalOrigin: 'http://127.0.0.1:3000', allowedOrigins: [] }));
    const guards = stores.map((registry) => startGuard({ versions: registry, reports, intervalMs: 60_000, now: () => now }));
    const parts = () => JSON.parse(readFileSync(file, 'utf8')).remotes.parts;
    const log = () => readFileSync(join(dir, 'release-log.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    try {
      await Promise.all(guards.map((guard) => guard.tick()));
      expect(parts().canary.percent).toBe(5);
      now += 30_000;
      await Promise.all(guards.map((guard) => guard.tick()));
      expect(parts().canary).toMatchObject({ percent: 25, rollout: { step: 1, stepSince: now } });
      expect(guards[0]!.verdicts().get('parts')).toMatchObject({ version: '1.1.0', state: 'healthy', worse: false });
      now += 30_000;
      await Promise.all(guards.map((guard) => guard.tick()));
      expect(parts()).toEqual(remoteRecord('parts', '1.1.0'));
      expect(log()).toEqual([
        expect.objectContaining({ actor: 'site rollout', action: 'rollout', from: '1.0.0', to: '1.1.0', check: 'passed: step 2 of 3, 25% (rollout of alice)' }),
        expect.objectContaining({ actor: 'site rollout', action: 'promote', from: '1.0.0', to: '1.1.0', check: 'passed: step 3 of 3, 100% (rollout of alice)' }),
      ]);
    } finally {
      guards.forEach((guard) => guard.stop());
      await Promise.all(stores.map((store) => store.close()));
    }
  });

  test('a paused rollout does not move', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rollout-'));
    const file = join(dir, 'registry.json');
    const now = Date.now();
    const rollout = { steps: [5, 100], every: '30s', everyMs: 30_000, step: 0, stepSince: now - 120_000, pausedAt: now - 60_000, startedBy: 'alice' };
    const remotes = Object.fromEntries(remoteNames.map((name) => [name, remoteRecord(name, '1.0.0')]));
    remotes['parts'] = { ...remoteRecord('parts', '1.0.0'), canary: { ...remoteRecord('parts', '1.1.0'), percent: 5, since: now, rollout } };
    writeFileSync(file, JSON.stringify({ remotes }));
    const store = createSiteVersions({ file, internalOrigin: 'http://127.0.0.1:3000', allowedOrigins: [] });
    const guard = startGuard({ versions: store, reports: { visitors: async () => ({}), vitals: noVitals }, intervalMs: 60_000 });
    try {
      await guard.tick();
      expect(JSON.parse(readFileSync(file, 'utf8')).remotes.parts.canary.percent).toBe(5);
    } finally {
      guard.stop();
      await store.close();
    }
  });

  test('a canary slower by the thresholds is ended, and its staged rollout does not move', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rollout-'));
    const file = join(dir, 'registry.json');
    const now = Date.now();
    // Its next step is due: only the speed holds it back.
    const rollout = { steps: [5, 25, 100], every: '30s', everyMs: 30_000, step: 0, stepSince: now - 60_000, startedBy: 'alice' };
    const remotes = Object.fromEntries(remoteNames.map((name) => [name, remoteRecord(name, '1.0.0')]));
    remotes['parts'] = { ...remoteRecord('parts', '1.0.0'), canary: { ...remoteRecord('parts', '1.1.0'), percent: 5, since: now - 60_000, rollout } };
    writeFileSync(file, JSON.stringify({ remotes }));
    const reports = { visitors: async () => ({ '1.1.0': counts(40), '1.0.0': counts(40) }), vitals: async () => ({ '1.1.0': vitals(940), '1.0.0': vitals(310) }) };
    const store = createSiteVersions({ file, internalOrigin: 'http://127.0.0.1:3000', allowedOrigins: [] });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const guard = startGuard({ versions: store, reports, intervalMs: 60_000, now: () => now });
    try {
      await guard.tick();
      expect(JSON.parse(readFileSync(file, 'utf8')).remotes.parts).toEqual(remoteRecord('parts', '1.0.0'));
      const log = readFileSync(join(dir, 'release-log.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
      expect(log).toEqual([
        expect.objectContaining({
          actor: 'site guard',
          action: 'abort',
          check: `failed: guard: LCP p75 940 ms against 310 ms for the active version (limit 410 ms: +20% and at least +100 ms), since ${new Date(now - 60_000).toISOString()}`,
        }),
      ]);
    } finally {
      guard.stop();
      logged.mockRestore();
      await store.close();
    }
  });
});
