import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { AreaSeries, SeriesRange } from '@site/console-contract/releases';
import { useFormat } from '../../../app/i18n/use-format';
import { consoleTokens } from '../../../app/theme/console-theme';
import { niceCeiling, scaleOf, type ChartLine } from './chart-lines';
import styles from './health-chart.module.css';

const height = 280;

function chartData(series: AreaSeries, lines: ChartLine[]): uPlot.AlignedData {
  const times = Array.from({ length: series.points }, (_, minute) => (series.from + minute * series.stepMs) / 1000);
  return [times, ...lines.map((line) => line.values)];
}

interface HealthChartProps {
  series: AreaSeries;
  lines: ChartLine[];
  label: string;
  /** The element that says in words what the chart shows. */
  summaryId: string;
}

/** Times on the axis in the console's language: the minute within a day, the day and minute over a week. */
function timeAxisFormat(language: string, range: SeriesRange) {
  const format = new Intl.DateTimeFormat(language === 'en' ? 'en' : 'zh-CN', {
    ...(range === 'week' ? { month: 'numeric', day: 'numeric' } : {}),
    hour: '2-digit',
    minute: '2-digit',
  });
  return (_u: uPlot, splits: number[]) => splits.map((seconds) => format.format(new Date(seconds * 1000)));
}

/**
 * The uPlot chart (loaded lazily): views and failures per minute on the left axis, the failure rate
 * on the right. Both axes fit the data: a 33 % rate reaches a third of the way up, not off a 5 % scale.
 */
export default function HealthChart({ series, lines, label, summaryId }: HealthChartProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const container = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const data = useMemo(() => chartData(series, lines), [series, lines]);
  const shape = lines.map((line) => `${line.version}:${line.measure}`).join(',');
  const range = series.range;

  // A new chart (empty; the next effect fills it) when the lines or the words change; new data alone only redraws it.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const axis = { stroke: consoleTokens.colorText, grid: { stroke: consoleTokens.colorChartGrid, width: 1 }, ticks: { stroke: consoleTokens.colorChartGrid } };
    const chart = new uPlot(
      {
        width: element.clientWidth || 600,
        height,
        legend: { show: false },
        scales: {
          counts: { range: (_u, _min, max) => [0, niceCeiling(max)] },
          rate: { range: (_u, _min, max) => [0, Math.min(1, niceCeiling(Math.max(max, 0.01)))] },
        },
        axes: [
          { ...axis, space: 70, values: timeAxisFormat(i18n.language, range) },
          { ...axis, scale: 'counts', label: t('chart.axisViews') },
          { ...axis, scale: 'rate', side: 1, label: t('chart.axisRate'), grid: { show: false }, values: (_u, splits) => splits.map((value) => format.percent(value)) },
        ],
        series: [
          {},
          ...lines.map((line) => ({
            label: t(`chart.lines.${line.measure}`, { version: line.version, role: t(`roles.version.${line.role}`) }),
            scale: scaleOf(line.measure),
            stroke: line.color,
            dash: line.dash,
            width: line.width,
            points: { show: line.points, size: 5, fill: line.color },
            spanGaps: false,
            value: (_u: uPlot, value: number | null) => (value === null ? '' : line.measure === 'rate' ? format.percent(value) : format.number(value)),
          })),
        ],
      },
      [[], ...lines.map(() => [])],
      element,
    );
    plot.current = chart;
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
      plot.current = null;
    };
    // `lines` is read through `shape`: the same lines with new values must not rebuild the chart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shape, t, format, i18n.language, range]);

  useEffect(() => {
    plot.current?.setData(data);
  }, [data]);

  return <div ref={container} className={styles.chart} role="img" aria-label={label} aria-describedby={summaryId} />;
}
