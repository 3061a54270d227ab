// The canary guard's judgement: whether a canary's visitors fare worse than the active version's,
// by the failures they saw and by the speed they measured (speed.ts). The site's instances act on
// it (canary-guard.ts: they end a failing canary, and move a staged rollout only while it is not
// failing); the back office shows it. One place for the rule and its defaults.
import { z } from 'zod';
import { checkSpeeds, slowerSoFar, speedFails, speedWhy, type SpeedChecks, type SpeedThresholds, type VitalFigures } from './speed.js';

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

/** Reads the browser reports' visitors and vitals per version (the API's site-events store). */
export interface ReportReader {
  visitors(query: { remote: string; versions: readonly string[]; sinceMs: number }): Promise<Record<string, VisitorCounts>>;
  vitals(query: { remote: string; versions: readonly string[]; sinceMs: number }): Promise<Record<string, VitalFigures>>;
}

/**
 * When the guard ends a canary. The defaults, for a site whose healthy pages report almost no errors:
 * - `windowMs` 10 min: recent enough to follow a fix, long enough for a quiet area to collect visitors;
 * - `minViews` 30 canary visitors before it judges at all: below that, one unlucky visitor (a
 *   browser extension, a dropped connection) would decide, and one client is at most a thirtieth
 *   of the evidence; `minErrors` 3 of them with a failure before it ends one;
 * - `maxExcess` 5 points and `maxRatio` 2: it acts only when the share of the canary's visitors who
 *   saw a failure is both 5 points above the active version's and twice it, so an area with a
 *   known background error rate is compared with itself, not with zero;
 * - speed (SpeedThresholds): once `minVitals` 30 visitors of each version measured a vital, the
 *   canary fails when its p75 LCP is `lcpWorsePct` 20 % and at least `lcpMinMs` 100 ms above the
 *   active version's, or its p75 INP `inpWorseMs` 50 ms above it.
 */
export interface GuardThresholds extends SpeedThresholds {
  windowMs: number;
  minViews: number;
  minErrors: number;
  maxExcess: number;
  maxRatio: number;
}

/** The guard's settings from the environment (`CANARY_GUARD_*`), with the defaults above: the site and the back office read them alike. */
export const guardSettingsSchema = z.object({
  CANARY_GUARD_INTERVAL_S: z.coerce.number().min(1).max(60).default(10),
  CANARY_GUARD_WINDOW_S: z.coerce.number().min(60).max(86_400).default(600),
  CANARY_GUARD_MIN_VIEWS: z.coerce.number().int().min(1).default(30),
  CANARY_GUARD_MIN_ERRORS: z.coerce.number().int().min(1).default(3),
  CANARY_GUARD_MAX_EXCESS: z.coerce.number().min(0).max(1).default(0.05),
  CANARY_GUARD_MAX_RATIO: z.coerce.number().min(1).default(2),
  CANARY_GUARD_LCP_WORSE_PCT: z.coerce.number().min(0).max(1000).default(20),
  CANARY_GUARD_LCP_MIN_MS: z.coerce.number().min(0).max(60_000).default(100),
  CANARY_GUARD_INP_WORSE_MS: z.coerce.number().min(0).max(60_000).default(50),
  CANARY_GUARD_MIN_VITALS: z.coerce.number().int().min(1).default(30),
});

export interface GuardSettings {
  intervalMs: number;
  thresholds: GuardThresholds;
}

export function guardSettings(values: z.infer<typeof guardSettingsSchema>): GuardSettings {
  return {
    intervalMs: values.CANARY_GUARD_INTERVAL_S * 1000,
    thresholds: {
      windowMs: values.CANARY_GUARD_WINDOW_S * 1000,
      minViews: values.CANARY_GUARD_MIN_VIEWS,
      minErrors: values.CANARY_GUARD_MIN_ERRORS,
      maxExcess: values.CANARY_GUARD_MAX_EXCESS,
      maxRatio: values.CANARY_GUARD_MAX_RATIO,
      lcpWorsePct: values.CANARY_GUARD_LCP_WORSE_PCT,
      lcpMinMs: values.CANARY_GUARD_LCP_MIN_MS,
      inpWorseMs: values.CANARY_GUARD_INP_WORSE_MS,
      minVitals: values.CANARY_GUARD_MIN_VITALS,
    },
  };
}

export const defaultGuardThresholds: GuardThresholds = guardSettings(guardSettingsSchema.parse({})).thresholds;

/**
 * What the guard makes of a canary now:
 * - `waiting`: too few canary visitors to judge its failures (`needed` more before it does), and
 *   not failing on speed;
 * - `failing`: its visitors saw failures clearly more often than the active version's, or a judged
 *   vital (`speed`) is slower by its threshold: it is ended;
 * - `healthy`: judged, and not worse by the thresholds.
 * `worse`: its share of visitors who saw a failure, or a p75 of `speed`, is above the active
 * version's so far, whatever the state (a canary waiting for evidence may already be doing worse).
 * `why` is for logs and the audit log (`failed: guard: …`): the failures' figures, or when speed
 * alone fails, the slower vitals; the back office says it in its own words from the figures.
 */
export interface Judgement {
  state: 'waiting' | 'healthy' | 'failing';
  canary: VisitorCounts;
  active: VisitorCounts;
  needed: number;
  worse: boolean;
  speed: SpeedChecks;
  why: string;
}

/** The canary's and the active version's vitals over the window. */
export interface SpeedFigures {
  canary: VitalFigures;
  active: VitalFigures;
}

const rate = (counts: VisitorCounts) => (counts.views === 0 ? 0 : counts.failed / counts.views);
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

/** A canary's visitors see failures clearly more often than the active version's (enough of them to judge). */
export function failsByErrors(canary: VisitorCounts, active: VisitorCounts, thresholds: GuardThresholds): boolean {
  const [canaryRate, activeRate] = [rate(canary), rate(active)];
  return canary.views >= thresholds.minViews && canary.failed >= thresholds.minErrors && canaryRate >= activeRate + thresholds.maxExcess && canaryRate >= activeRate * thresholds.maxRatio;
}

export function judgeCanary(
  canary: VisitorCounts,
  active: VisitorCounts,
  thresholds: GuardThresholds = defaultGuardThresholds,
  vitals: SpeedFigures = { canary: {}, active: {} },
): Judgement {
  const [canaryRate, activeRate] = [rate(canary), rate(active)];
  const figures = `${canary.failed} of ${canary.views} visitors saw failures (${percent(canaryRate)}) against ${active.failed} of ${active.views} (${percent(activeRate)}) for the active version`;
  const speed = checkSpeeds(vitals.canary, vitals.active, thresholds);
  const worse = canaryRate > activeRate || slowerSoFar(speed);
  const needed = Math.max(0, thresholds.minViews - canary.views);
  const errorsFail = failsByErrors(canary, active, thresholds);
  // The failures' wording first when they are the reason: the audit log's readers know its shape.
  if (errorsFail) return { state: 'failing', canary, active, needed, worse, speed, why: figures };
  if (speedFails(speed)) return { state: 'failing', canary, active, needed, worse, speed, why: speedWhy(speed, thresholds) };
  if (needed > 0) return { state: 'waiting', canary, active, needed, worse, speed, why: `not enough evidence yet: ${figures}` };
  return { state: 'healthy', canary, active, needed: 0, worse, speed, why: figures };
}

/**
 * Whether a live version fails its own visitors, whatever runs beside it (an incident): as many
 * visitors as the guard needs to judge, as many of them with a failure as it needs to end a canary,
 * and a share of them with failures of at least the excess it allows a canary.
 */
export function versionFailing(counts: VisitorCounts, thresholds: GuardThresholds): boolean {
  return counts.views >= thresholds.minViews && counts.failed >= thresholds.minErrors && rate(counts) >= thresholds.maxExcess;
}

/** A running canary's judgement over the guard's window, from the reports. */
export async function judgeRunningCanary(
  reports: ReportReader,
  canary: { remote: string; version: string; since: number },
  activeVersion: string,
  thresholds: GuardThresholds,
  now: number,
): Promise<Judgement & { sinceMs: number }> {
  const sinceMs = Math.max(canary.since, now - thresholds.windowMs);
  const query = { remote: canary.remote, versions: [canary.version, activeVersion], sinceMs };
  const [counts, vitals] = await Promise.all([reports.visitors(query), reports.vitals(query)]);
  const none: VisitorCounts = { views: 0, failed: 0 };
  const speed = { canary: vitals[canary.version] ?? {}, active: vitals[activeVersion] ?? {} };
  return { ...judgeCanary(counts[canary.version] ?? none, counts[activeVersion] ?? none, thresholds, speed), sinceMs };
}
