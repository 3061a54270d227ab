import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { remoteNames, remoteRecord } from '@site/federation';
import { judgeCanary, startCanaryGuard, type VisitorCounts } from './canary-guard';
import { createRegistryStore } from './registry-store';

const counts = (views: number, failed = 0): VisitorCounts => ({ views, failed });

describe('judging a canary', () => {
  test('never without enough evidence', () => {
    expect(judgeCanary(counts(29, 29), counts(100)).roll).toBe(false);
    expect(judgeCanary(counts(1000, 2), counts(1000)).roll).toBe(false);
  });

  test('rolls back a canary clearly worse than the active version, in absolute and relative terms', () => {
    const verdict = judgeCanary(counts(40, 10), counts(100, 1));
    expect(verdict).toEqual({ roll: true, why: '10 of 40 visitors saw failures (25.0%) against 1 of 100 (1.0%) for the active version' });
    // Five points more, but not twice as many: an area with a known background rate.
    expect(judgeCanary(counts(100, 25), counts(100, 20)).roll).toBe(false);
    // Twice as many, but under five points more.
    expect(judgeCanary(counts(1000, 40), counts(1000, 20)).roll).toBe(false);
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
    };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stores = [1, 2, 3].map(() => createRegistryStore({ file, internalOrigin: 'http://127.0.0.1:3000', allowedOrigins: [] }));
    const guards = stores.map((registry) => startCanaryGuard({ registry, reports, intervalMs: 1000 }));
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
    const reports = { visitors: async () => ({ '1.1.0': counts(40), '1.0.0': counts(40) }) };
    const stores = [1, 2, 3].map(() => createRegistryStore({ file, internalOrigin: 'http://127.0.0.1:3000', allowedOrigins: [] }));
    const guards = stores.map((registry) => startCanaryGuard({ registry, reports, intervalMs: 60_000, now: () => now }));
    const parts = () => JSON.parse(readFileSync(file, 'utf8')).remotes.parts;
    const log = () => readFileSync(join(dir, 'release-log.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    try {
      await Promise.all(guards.map((guard) => guard.tick()));
      expect(parts().canary.percent).toBe(5);
      now += 30_000;
      await Promise.all(guards.map((guard) => guard.tick()));
      expect(parts().canary).toMatchObject({ percent: 25, rollout: { step: 1, stepSince: now } });
      expect(guards[0]!.verdicts().get('parts')).toMatchObject({ version: '1.1.0', healthy: true });
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
    const store = createRegistryStore({ file, internalOrigin: 'http://127.0.0.1:3000', allowedOrigins: [] });
    const guard = startCanaryGuard({ registry: store, reports: { visitors: async () => ({}) }, intervalMs: 60_000 });
    try {
      await guard.tick();
      expect(JSON.parse(readFileSync(file, 'utf8')).remotes.parts.canary.percent).toBe(5);
    } finally {
      guard.stop();
      await store.close();
    }
  });
});
