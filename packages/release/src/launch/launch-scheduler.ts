import { repeatEvery } from '@site/config/repeat';
import { alertLaunch, dueLaunches, interruptedLaunches, launchesIn } from '@site/launches';
import { ReleaseError } from '../release-context.js';
import { goLive, recoverInterrupted, revertLaunch, type MomentDeps } from './launch-moment.js';

/** A moment (going live, reverting) still under way after this long was interrupted: one takes seconds. */
const interruptedAfterMs = 60_000;

/**
 * Launches at their time, and after their canary ends: twice a second it takes live the scheduled
 * launches whose time comes within `leadMs` (their preflight runs first; the switch waits for the
 * time itself), and reverts a live launch whose canary ended, by the guard or a rollback (its
 * articles are already off the site: the registry ended the launch with the canary). Every back office runs it; each launch
 * goes live once (it is claimed), and a start after its time takes it live at once. A time that
 * passes with the launch blocked or failing becomes its alert, never a silent stall.
 */
export function startLaunchScheduler(options: {
  /** The moment's dependencies with `actor` acting (the scheduler: `launch schedule`). */
  deps: (actor: string) => MomentDeps;
  onError: (error: unknown) => void;
  onDone?: (what: { id: number; did: 'live' | 'reverted' }) => void;
  intervalMs?: number;
  leadMs?: number;
}): () => void {
  const { deps, onError, onDone, intervalMs = 500, leadMs = 10_000 } = options;
  const tick = async () => {
    const scheduled = deps('launch schedule');
    const { db, ctx } = scheduled;
    for (const launch of await dueLaunches(db, ctx.now() + leadMs)) {
      try {
        if (await goLive(scheduled, launch.id, 'time')) onDone?.({ id: launch.id, did: 'live' });
      } catch (error) {
        // A blocked preflight is already the launch's alert; anything else becomes it.
        if (!(error instanceof ReleaseError && error.kind === 'refused')) await alertLaunch(db, launch.id, `failed at its time: ${error instanceof Error ? error.message : String(error)}`, 'launch schedule', ctx.now());
        onError(error);
      }
    }
    // A moment whose process died long ago (one takes seconds).
    for (const launch of await interruptedLaunches(db, ctx.now() - interruptedAfterMs)) await recoverInterrupted(scheduled, launch);
    const live = await launchesIn(db, 'live');
    if (live.length === 0) return;
    const site = await ctx.records.readSite();
    const inRegistry = new Set(site?.launches.map((launch) => launch.id) ?? []);
    for (const id of live.filter((id) => !inRegistry.has(id))) {
      if (await revertLaunch(scheduled, id, 'a canary it went live with ended (the guard, or a rollback)')) onDone?.({ id, did: 'reverted' });
    }
  };
  return repeatEvery(tick, { intervalMs, onError });
}
