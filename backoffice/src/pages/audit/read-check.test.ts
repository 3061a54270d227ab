import { describe, expect, it } from 'vitest';
import { readCheck } from './read-check';

describe('reading an audit check back', () => {
  it('knows the sentences the release library and the back office write', () => {
    expect(readCheck('passed')).toEqual({ result: 'passed', detail: null, recorded: '', fromCli: false });
    expect(readCheck('none').result).toBe('none');
    expect(readCheck('passed: step 1 of 3, 5% (steps 5,25,100 every 10m)').detail).toEqual({ kind: 'stepStart', step: 1, count: 3, percent: 5, steps: '5,25,100', everyMs: 600_000 });
    expect(readCheck('passed: step 2 of 3, 25% (rollout of ana)').detail).toEqual({ kind: 'step', step: 2, count: 3, percent: 25, user: 'ana' });
    expect(readCheck('passed: 5% -> 20% (the staged rollout ends: its share is set by hand now)').detail).toEqual({ kind: 'share', from: 5, to: 20, rolloutEnded: true });
    expect(readCheck('passed: paused at step 2 of 3, 25%').detail).toEqual({ kind: 'paused', step: 2, count: 3, percent: 25 });
    expect(
      readCheck('failed: guard: 4 of 12 visitors saw failures (33.3%) against 0 of 40 (0.0%) for the active version, since 2026-11-27T08:50:00.000Z').detail,
    ).toEqual({ kind: 'guard', failed: 4, views: 12, activeFailed: 0, activeViews: 40, since: '2026-11-27T08:50:00.000Z' });
    expect(
      readCheck(
        'failed: guard: LCP p75 940 ms against 310 ms for the active version (limit 410 ms: +20% and at least +100 ms); INP p75 251 ms against 200 ms for the active version (limit 250 ms: +50 ms), since 2026-11-27T08:50:00.000Z',
      ).detail,
    ).toEqual({
      kind: 'guardSpeed',
      vitals: [
        { name: 'LCP', canary: 940, active: 310, limit: 410 },
        { name: 'INP', canary: 251, active: 200, limit: 250 },
      ],
      since: '2026-11-27T08:50:00.000Z',
    });
    expect(readCheck('failed: interrupted before it took effect (the registry was not changed)').detail).toEqual({ kind: 'interrupted' });
    expect(readCheck('none: until 2026-11-28T00:00:00.000Z').detail).toEqual({ kind: 'previewUntil', until: '2026-11-28T00:00:00.000Z' });
    expect(readCheck('passed: ana as releaser (npm run console)')).toEqual({ result: 'passed', detail: { kind: 'userRole', user: 'ana', roles: ['releaser'] }, recorded: 'ana as releaser', fromCli: true });
  });

  it('reads a set of roles', () => {
    expect(readCheck('passed: mei is editor,sales').detail).toEqual({ kind: 'userRole', user: 'mei', roles: ['editor', 'sales'] });
  });

  it('keeps any other detail as recorded, with its result', () => {
    expect(readCheck('failed: incompatible: react ^20')).toEqual({ result: 'failed', detail: null, recorded: 'incompatible: react ^20', fromCli: false });
  });
});
