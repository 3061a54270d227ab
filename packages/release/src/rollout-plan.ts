// A staged rollout's plan, step by step: when the next step is due, and what it does. The site's
// guard takes the steps (guard/canary-guard.ts); `release status` and the back office show them.
import type { Canary, Rollout } from '@site/federation';

/** When the rollout's next step is due (ms since the epoch); undefined while it is paused. */
export function nextStepAt(rollout: Rollout): number | undefined {
  return rollout.pausedAt === undefined ? rollout.stepSince + rollout.everyMs : undefined;
}

/**
 * What a rollout does next at `now`: nothing yet, move the canary to the next share, or promote
 * it (the last step, 100 %). The guard's verdict is the caller's: no step while it objects.
 */
export function rolloutMove(canary: Canary, now: number): { kind: 'wait' } | { kind: 'step'; next: Canary } | { kind: 'promote' } {
  const rollout = canary.rollout;
  const due = rollout && nextStepAt(rollout);
  if (!rollout || due === undefined || now < due) return { kind: 'wait' };
  const step = rollout.step + 1;
  const percent = rollout.steps[step];
  if (percent === undefined || percent >= 100) return { kind: 'promote' };
  return { kind: 'step', next: { ...canary, percent, rollout: { ...rollout, step, stepSince: now } } };
}
