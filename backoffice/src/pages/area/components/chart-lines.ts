import type { AreaSeries, AreaStatus } from '../../../../server/console-api';
import { consoleTokens } from '../../../app/theme/console-theme';

/** One line of the health chart: a version's views, or its failure rate. */
export interface ChartLine {
  version: string;
  /** `ended`: no longer live, but it has reports in the range (a canary the guard or someone ended). */
  role: 'active' | 'canary' | 'ended';
  measure: 'views' | 'rate';
  color: string;
  /** Canvas dash pattern (empty: solid): the lines differ by more than colour. */
  dash: number[];
  values: (number | null)[];
}

const looks = {
  active: { color: consoleTokens.colorChartActive, dash: { views: [], rate: [2, 4] } },
  canary: { color: consoleTokens.colorChartCanary, dash: { views: [10, 5], rate: [10, 4, 2, 4] } },
  ended: { color: consoleTokens.colorChartEnded, dash: { views: [3, 3], rate: [1, 3] } },
} as const;

const hasReports = (data: AreaSeries['versions'][string]) => data.views.some(Boolean) || data.failed.some(Boolean);

/**
 * The active version's and the canary's views and failure rate per minute (null where nobody viewed
 * it), and those of versions no longer live that have reports in the range: a canary that ended
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
    const rate = data.views.map((views, minute) => (views > 0 ? (data.failed[minute] ?? 0) / views : null));
    return [
      { version, role, measure: 'views' as const, color: looks[role].color, dash: [...looks[role].dash.views], values: data.views },
      { version, role, measure: 'rate' as const, color: looks[role].color, dash: [...looks[role].dash.rate], values: rate },
    ];
  });
}

/** Totals over the range per line's version, for the screen-reader summary. */
export function seriesTotals(series: AreaSeries, version: string): { views: number; failed: number } {
  const data = series.versions[version];
  const sum = (values: number[] | undefined) => (values ?? []).reduce((total, value) => total + value, 0);
  return { views: sum(data?.views), failed: sum(data?.failed) };
}
