import { rolloutMove, type ReleaseEvent, type RemoteName } from '@site/federation';
import type { RegistryStore, RunningCanary } from './registry-store.js';

/**
 * Visitors of one version (the API's SiteEventVisitorCounts): how many saw it, and how many of them
 * saw it fail (an error, a failed chunk, a hydration mismatch or the area's error block). Only
 * reports from pages the site really served with that version count (page tokens), and each
 * client counts once, however many reports it sends: no one client can end a canary or keep one
 * alive.
 */
export interface VisitorCounts {
  views: number;
  failed: number;
}

/** Reads the browser reports' visitors per version (the API's site-events store). */
export interface ReportReader {
  visitors(query: { remote: RemoteName; versions: readonly string[]; sinceMs: number }): Promise<Record<string, VisitorCounts>>;
}

/**
 * When the guard ends a canary. The defaults, for a site whose healthy pages report almost no errors:
 * - `windowMs` 10 min: recent enough to follow a fix, long enough for a quiet area to collect visitors;
 * - `minViews` 30 canary visitors and `minErrors` 3 of them with a failure before it judges at all:
 *   below that, one unlucky visitor (a browser extension, a dropped connection) would decide, and
 *   one client is at most a thirtieth of the evidence;
 * - `maxExcess` 5 points and `maxRatio` 2: it acts only when the share of the canary's visitors who
 *   saw a failure is both 5 points above the active version's and twice it, so an area with a
 *   known background error rate is compared with itself, not with zero.
 */
export interface GuardThresholds {
  windowMs: number;
  minViews: number;
  minErrors: number;
  maxExcess: number;
  maxRatio: number;
}

export const defaultGuardThresholds: GuardThresholds = { windowMs: 10 * 60_000, minViews: 30, minErrors: 3, maxExcess: 0.05, maxRatio: 2 };

const rate = (counts: VisitorCounts) => (counts.views === 0 ? 0 : counts.failed / counts.views);
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

export type Verdict = { roll: false; why: string } | { roll: true; why: string };

/** Whether the canary's visitors say it is worse than the active version, with enough evidence. */
export function judgeCanary(canary: VisitorCounts, active: VisitorCounts, thresholds: GuardThresholds = defaultGuardThresholds): Verdict {
  const [canaryRate, activeRate] = [rate(canary), rate(active)];
  const figures = `${canary.failed} of ${canary.views} visitors saw failures (${percent(canaryRate)}) against ${active.failed} of ${active.views} (${percent(activeRate)}) for the active version`;
  if (canary.views < thresholds.minViews || canary.failed < thresholds.minErrors) return { roll: false, why: `not enough evidence yet: ${figures}` };
  const worse = canaryRate >= activeRate + thresholds.maxExcess && canaryRate >= activeRate * thresholds.maxRatio;
  return { roll: worse, why: figures };
}

/** The guard's last verdict on a running canary (the release console shows it). */
export interface GuardVerdict {
  version: string;
  at: number;
  healthy: boolean;
  why: string;
}

export interface CanaryGuard {
  /** How often it judges, and by what (the release console shows them). */
  readonly intervalMs: number;
  readonly thresholds: GuardThresholds;
  stop(): void;
  /** Per area, its running canary's last verdict. */
  verdicts(): ReadonlyMap<RemoteName, GuardVerdict>;
  /** Judges now (tests; the timer calls it every `intervalMs`). */
  tick(): Promise<void>;
}

/**
 * While a canary runs, compares its browser reports with the active version's every `intervalMs`
 * and ends it when it is worse (judgeCanary). Every instance runs one; the registry's conditional
 * end lets exactly one of them end it and write the audit log, and that one logs it loudly.
 * It never touches the active version. A canary a staged rollout drives moves to its next step
 * when the step is due and the guard did not end it, the same way: a conditional change of the
 * registry, made by one instance.
 */
export function startCanaryGuard(options: {
  registry: Pick<RegistryStore, 'load' | 'endCanary' | 'updateCanary' | 'promote'>;
  reports: ReportReader;
  thresholds?: GuardThresholds;
  intervalMs?: number;
  now?: () => number;
}): CanaryGuard {
  const { registry, reports, thresholds = defaultGuardThresholds, intervalMs = 10_000, now = Date.now } = options;
  let running = false;
  const verdicts = new Map<RemoteName, GuardVerdict>();

  /** True when the canary goes on (healthy, or not enough evidence yet). */
  async function judge(canary: RunningCanary, activeVersion: string): Promise<boolean> {
    const sinceMs = Math.max(canary.since, now() - thresholds.windowMs);
    const counts = await reports.visitors({ remote: canary.remote, versions: [canary.version, activeVersion], sinceMs });
    const none: VisitorCounts = { views: 0, failed: 0 };
    const verdict = judgeCanary(counts[canary.version] ?? none, counts[activeVersion] ?? none, thresholds);
    verdicts.set(canary.remote, { version: canary.version, at: now(), healthy: !verdict.roll, why: verdict.why });
    if (!verdict.roll) return true;
    const reason = `guard: ${verdict.why}, since ${new Date(sinceMs).toISOString()}`;
    const event: ReleaseEvent = { at: now(), actor: 'site guard', remote: canary.remote, action: 'abort', from: canary.version, to: activeVersion, check: `failed: ${reason}` };
    if (await registry.endCanary(canary.remote, canary.version, event)) {
      console.error(JSON.stringify({ level: 'fatal', msg: `CANARY ROLLED BACK: ${canary.remote} ${canary.version} ended, everyone gets ${activeVersion}`, reason }));
    }
    return false;
  }

  async function moveRollout(canary: RunningCanary, activeVersion: string): Promise<void> {
    const move = rolloutMove(canary.record, now());
    const rollout = canary.record.rollout;
    if (move.kind === 'wait' || !rollout) return;
    const of = `step ${rollout.step + 2} of ${rollout.steps.length}`;
    if (move.kind === 'promote') {
      const event: ReleaseEvent = { at: now(), actor: 'site rollout', remote: canary.remote, action: 'promote', from: activeVersion, to: canary.version, check: `passed: ${of}, 100% (rollout of ${rollout.startedBy})` };
      await registry.promote(canary.remote, canary.version, event);
      return;
    }
    const event: ReleaseEvent = { at: now(), actor: 'site rollout', remote: canary.remote, action: 'rollout', from: activeVersion, to: canary.version, check: `passed: ${of}, ${move.next.percent}% (rollout of ${rollout.startedBy})` };
    await registry.updateCanary(canary.remote, canary.record, move.next, event);
  }

  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const live = await registry.load();
      for (const remote of verdicts.keys()) if (!live.canaries.some((canary) => canary.remote === remote)) verdicts.delete(remote);
      for (const canary of live.canaries) {
        const activeVersion = live.browser[canary.remote].version;
        if (await judge(canary, activeVersion)) await moveRollout(canary, activeVersion);
      }
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', msg: 'canary guard could not judge', error: String(error) }));
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return { intervalMs, thresholds, stop: () => clearInterval(timer), verdicts: () => verdicts, tick };
}
