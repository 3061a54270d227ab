import type { ReleaseEvent, RemoteName } from '@site/federation';
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

/**
 * While a canary runs, compares its browser reports with the active version's every `intervalMs`
 * and ends it when it is worse (judgeCanary). Every instance runs one; the registry's conditional
 * end lets exactly one of them end it and write the audit log, and that one logs it loudly.
 * It never touches the active version.
 */
export function startCanaryGuard(options: {
  registry: RegistryStore;
  reports: ReportReader;
  thresholds?: GuardThresholds;
  intervalMs?: number;
  now?: () => number;
}): () => void {
  const { registry, reports, thresholds = defaultGuardThresholds, intervalMs = 10_000, now = Date.now } = options;
  let running = false;

  async function judge(canary: RunningCanary, activeVersion: string): Promise<void> {
    const sinceMs = Math.max(canary.since, now() - thresholds.windowMs);
    const counts = await reports.visitors({ remote: canary.remote, versions: [canary.version, activeVersion], sinceMs });
    const none: VisitorCounts = { views: 0, failed: 0 };
    const verdict = judgeCanary(counts[canary.version] ?? none, counts[activeVersion] ?? none, thresholds);
    if (!verdict.roll) return;
    const reason = `guard: ${verdict.why}, since ${new Date(sinceMs).toISOString()}`;
    const event: ReleaseEvent = { at: now(), actor: 'site guard', remote: canary.remote, action: 'abort', from: canary.version, to: activeVersion, check: `failed: ${reason}` };
    if (await registry.endCanary(canary.remote, canary.version, event)) {
      console.error(JSON.stringify({ level: 'fatal', msg: `CANARY ROLLED BACK: ${canary.remote} ${canary.version} ended, everyone gets ${activeVersion}`, reason }));
    }
  }

  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const live = await registry.load();
      for (const canary of live.canaries) await judge(canary, live.browser[canary.remote].version);
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', msg: 'canary guard could not judge', error: String(error) }));
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
