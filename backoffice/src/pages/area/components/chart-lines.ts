import type { AreaSeries, AreaStatus } from '@site/console-contract/releases';
import { consoleTokens } from '../../../app/theme/console-theme';

/** One line of the health chart: a version's views, failures or failure rate. */
export interface ChartLine {
  version: string;
  /** `ended`: no longer live, but it has reports in the range (a canary the guard or someone ended). */
  role: 'active' | 'canary' | 'ended';
  measure: 'views' | 'failures' | 'rate';
  color: string;
  /** Canvas dash pattern (empty: solid): the lines differ by more than colour. */
  dash: number[];
  /**
   * Stroke width. The active version's lines are wider than the canary's, which are drawn over them
   * with points: where two lines have the same values, both stay visible.
   */
  width: number;
  points: boolean;
  values: (number | null)[];
}

/** The counts (views, failures) share the left axis; the rate has the right one. */
export const scaleOf = (measure: ChartLine['measure']) => (measure === 'rate' ? 'rate' : 'counts');

/** Rounded up to 1, 2 or 5 times a power of ten, so the axis ends on a round figure just above the data. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((step) => step * power >= value) ?? 10) * power;
}

const looks = {
  active: { color: consoleTokens.colorChartActive, width: 4, points: false, dash: { views: [], failures: [12, 4], rate: [2, 4] } },
  canary: { color: consoleTokens.colorChartCanary, width: 2, points: true, dash: { views: [], failures: [12, 4], rate: [2, 4] } },
  ended: { color: consoleTokens.colorChartEnded, width: 2, points: false, dash: { views: [6, 3], failures: [12, 4, 2, 4], rate: [1, 3] } },
} as const;

/**
 * A minute's failure rate: null when nothing was reported. A failure reported in a minute without
 * a view (the view began the minute before) counts as a view of its own, so the rate never passes
 * 100 % and such a minute is still drawn.
 */
export function minuteRate(views: number, failed: number): number | null {
  const seen = Math.max(views, failed);
  return seen > 0 ? failed / seen : null;
}

const hasReports = (data: AreaSeries['versions'][string]) => data.views.some(Boolean) || data.failed.some(Boolean);

/**
 * The active version's and the canary's views, failures and failure rate per minute, and those of versions no longer live that have reports in the range: a canary that ended
 * keeps its line, so the chart still shows what ended it.
 */
export function chartLines(series: AreaSeries, status: AreaStatus): ChartLine[] {
  const live = [status.active, status.canary?.version];
  const shown: { role: ChartLine['role']; version: string | null }[] = [
    { role: 'active', version: status.active },
    { role: 'canary', version: status.canary?.version ?? null },
    ...Object.keys(series.versions)
      .filter((version) => !live.includes(version) && hasReports(series.versions[version]!))
      .map((version) => ({ role: 'ended' as const, version })),
  ];
  return shown.flatMap(({ role, version }) => {
    const data = version ? series.versions[version] : undefined;
    if (!version || !data) return [];
    const look = looks[role];
    const line = (measure: ChartLine['measure'], values: (number | null)[]): ChartLine => ({
      version,
      role,
      measure,
      color: look.color,
      dash: [...look.dash[measure]],
      width: look.width,
      points: look.points,
      values,
    });
    return [
      line('views', data.views),
      line('failures', data.failed),
      line(
        'rate',
        data.views.map((views, minute) => minuteRate(views, data.failed[minute] ?? 0)),
      ),
    ];
  });
}

/** Totals over the range per line's version, for the screen-reader summary. */
export function seriesTotals(series: AreaSeries, version: string): { views: number; failed: number } {
  const data = series.versions[version];
  const sum = (values: number[] | undefined) => (values ?? []).reduce((total, value) => total + value, 0);
  return { views: sum(data?.views), failed: sum(data?.failed) };
}
