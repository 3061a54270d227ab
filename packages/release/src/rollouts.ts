// A running canary changed by hand: its share, or its staged rollout paused and resumed. The steps
// themselves are the site's to take (shell/server/canary-guard.ts).
import type { Canary, RemoteName, Rollout } from '@site/federation';
import { event, liveRegistry, ReleaseError, type ReleaseContext } from './release-context.js';

/** The running canary of `remote`, as stored. */
async function runningCanary(ctx: ReleaseContext, remote: RemoteName): Promise<{ canary: Canary; active: string }> {
  const registry = await liveRegistry(ctx);
  const canary = registry[remote].canary;
  if (!canary) throw new ReleaseError(`${remote} has no canary running (active: ${registry[remote].version})`);
  return { canary, active: registry[remote].version };
}

/** Changes the running canary's share of visitors. A staged rollout it followed ends: the share is set by hand from now on. */
export async function setCanaryPercent(ctx: ReleaseContext, remote: RemoteName, percent: number): Promise<void> {
  if (!(Number.isInteger(percent) && percent >= 1 && percent <= 99)) throw new ReleaseError('a canary takes a whole percentage of visitors from 1 to 99', 'invalid');
  const { canary, active } = await runningCanary(ctx, remote);
  const { rollout: _ended, ...byHand } = canary;
  const note = canary.rollout ? ` (the staged rollout ends: its share is set by hand now)` : '';
  if (!(await ctx.records.updateCanary(remote, canary, { ...byHand, percent }, event(ctx, remote, 'canary', active, canary.version, `passed: ${canary.percent}% -> ${percent}%${note}`)))) {
    throw new ReleaseError(`the canary of ${remote} changed meanwhile: see release status`);
  }
  ctx.print(`${remote}: ${canary.version} for ${percent}% of visitors (was ${canary.percent}%)${note}`);
}

/** Pauses (`pause`) or resumes a staged rollout; resumed, its next step is due one interval later. */
export async function pauseRollout(ctx: ReleaseContext, remote: RemoteName, pause: boolean): Promise<void> {
  const { canary, active } = await runningCanary(ctx, remote);
  const rollout = canary.rollout;
  if (!rollout) throw new ReleaseError(`the canary of ${remote} is not a staged rollout`);
  if ((rollout.pausedAt !== undefined) === pause) {
    ctx.print(`${remote}: the rollout is already ${pause ? 'paused' : 'running'}`);
    return;
  }
  const { pausedAt: _was, ...running } = rollout;
  const next: Rollout = pause ? { ...rollout, pausedAt: ctx.now() } : { ...running, stepSince: ctx.now() };
  const what = `${pause ? 'paused' : 'resumed'} at step ${rollout.step + 1} of ${rollout.steps.length}, ${canary.percent}%`;
  if (!(await ctx.records.updateCanary(remote, canary, { ...canary, rollout: next }, event(ctx, remote, 'rollout', active, canary.version, `passed: ${what}`)))) {
    throw new ReleaseError(`the canary of ${remote} changed meanwhile: see release status`);
  }
  ctx.print(`${remote}: rollout of ${canary.version} ${what}`);
}

