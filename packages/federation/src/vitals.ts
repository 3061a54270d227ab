/**
 * The Core Web Vitals a browser measures (Google's `web-vitals`) and reports with the area version
 * it ran: LCP and INP in milliseconds, CLS unitless. The site reports them, the API keeps them, the
 * canary guard judges by them and the back office shows them: this is their one list.
 */
export const vitalNames = ['LCP', 'INP', 'CLS'] as const;
export type VitalName = (typeof vitalNames)[number];

/** The vitals the canary guard judges a canary's speed by: CLS is shown, but ends no canary. */
export const speedVitalNames = ['LCP', 'INP'] as const satisfies readonly VitalName[];
export type SpeedVitalName = (typeof speedVitalNames)[number];

/**
 * One vital of one version (and page kind) over a window: the 75th percentile over visitors (each
 * visitor once, at their worst), and how many visitors had a sample. What the API's reports give,
 * the guard judges and the back office shows.
 */
export interface VitalFigure {
  /** Milliseconds for LCP and INP; null when no visitor had a sample. */
  p75: number | null;
  visitors: number;
}

/**
 * A canary's vital against the active version's, as the guard compares them:
 * - `judged`: both versions have enough visitors with a sample (the guard's `minVitals`);
 * - `worse`: the canary's p75 is above `limit`, judged or not yet (so far);
 * - `limit`: the p75 the canary may not exceed, from the active version's (0 while it has none).
 * The canary fails on it when `judged` and `worse`.
 */
export interface SpeedCheck {
  canary: VitalFigure;
  active: VitalFigure;
  judged: boolean;
  worse: boolean;
  limit: number;
}
