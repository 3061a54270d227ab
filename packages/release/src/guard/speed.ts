// The speed half of the canary guard's judgement (judge.ts has the rule as a whole): whether a
// canary's visitors wait clearly longer than the active version's, by the Core Web Vitals their
// browsers measured. LCP (how soon the page's main content shows) and INP (how soon it answers a
// tap) are judged; CLS is shown by the back office but ends no canary.

import { speedVitalNames, type SpeedCheck, type SpeedVitalName, type VitalFigure, type VitalName } from '@site/federation';

export type { SpeedCheck, VitalFigure };

/** Per vital (LCP, INP, CLS), as the reports give them; a vital absent has no sample. */
export type VitalFigures = Partial<Record<VitalName, VitalFigure>>;

/** The thresholds of speed (GuardThresholds holds them with the others). */
export interface SpeedThresholds {
  /** LCP: the canary's p75 more than this many percent above the active version's… */
  lcpWorsePct: number;
  /** …and more than this many ms above it (20 % of a 150 ms page is noise, not a slower page). */
  lcpMinMs: number;
  /** INP: the canary's p75 more than this many ms above the active version's. */
  inpWorseMs: number;
  /** Visitors with a sample of a vital, for both the canary and the active version, before it is judged. */
  minVitals: number;
}

export type SpeedChecks = Record<SpeedVitalName, SpeedCheck>;

const noFigure: VitalFigure = { p75: null, visitors: 0 };

/** The p75 a canary may not exceed, given the active version's p75 of the vital. */
export function speedLimit(name: SpeedVitalName, activeP75: number, thresholds: SpeedThresholds): number {
  if (name === 'INP') return activeP75 + thresholds.inpWorseMs;
  return Math.max(activeP75 * (1 + thresholds.lcpWorsePct / 100), activeP75 + thresholds.lcpMinMs);
}

export function checkSpeed(name: SpeedVitalName, canary: VitalFigure = noFigure, active: VitalFigure = noFigure, thresholds: SpeedThresholds): SpeedCheck {
  const limit = active.p75 === null ? 0 : speedLimit(name, active.p75, thresholds);
  const judged = canary.visitors >= thresholds.minVitals && active.visitors >= thresholds.minVitals && canary.p75 !== null && active.p75 !== null;
  const worse = canary.p75 !== null && active.p75 !== null && canary.p75 > limit;
  return { canary, active, judged, worse, limit };
}

export function checkSpeeds(canary: VitalFigures, active: VitalFigures, thresholds: SpeedThresholds): SpeedChecks {
  return Object.fromEntries(speedVitalNames.map((name) => [name, checkSpeed(name, canary[name], active[name], thresholds)])) as SpeedChecks;
}

/** Whether the canary fails on speed: a judged vital above its limit. */
export const speedFails = (speed: SpeedChecks) => speedVitalNames.some((name) => speed[name].judged && speed[name].worse);

/**
 * Whether a vital of the canary is above its limit so far, judged or not yet. Not any amount slower:
 * an identical build is slower half the time, and the back office would call every canary at risk.
 */
export const slowerSoFar = (speed: SpeedChecks) => speedVitalNames.some((name) => speed[name].worse);

const ms = (value: number) => `${Math.round(value)} ms`;

/** `LCP p75 940 ms against 310 ms for the active version (limit 410 ms: +20% and at least +100 ms)`, for each failing vital. */
export function speedWhy(speed: SpeedChecks, thresholds: SpeedThresholds): string {
  return speedVitalNames
    .filter((name) => speed[name].judged && speed[name].worse)
    .map((name) => {
      const { canary, active, limit } = speed[name];
      const rule = name === 'LCP' ? `+${thresholds.lcpWorsePct}% and at least +${thresholds.lcpMinMs} ms` : `+${thresholds.inpWorseMs} ms`;
      return `${name} p75 ${ms(canary.p75!)} against ${ms(active.p75!)} for the active version (limit ${ms(limit)}: ${rule})`;
    })
    .join('; ');
}
