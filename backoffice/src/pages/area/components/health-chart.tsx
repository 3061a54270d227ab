import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { AreaSeries } from '../../../../server/console-api';
import { useFormat } from '../../../app/i18n/use-format';
import { consoleTokens } from '../../../app/theme/console-theme';
import type { ChartLine } from './chart-lines';
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

/** The uPlot chart (loaded lazily): views on the left axis, failure rate on the right. */
export default function HealthChart({ series, lines, label, summaryId }: HealthChartProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const container = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const data = useMemo(() => chartData(series, lines), [series, lines]);
  const shape = lines.map((line) => `${line.version}:${line.measure}`).join(',');

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
          views: { range: (_u, _min, max) => [0, Math.max(1, max)] },
          rate: { range: (_u, _min, max) => [0, Math.max(0.05, max)] },
        },
        axes: [
          axis,
          { ...axis, scale: 'views', label: t('chart.axisViews') },
          { ...axis, scale: 'rate', side: 1, label: t('chart.axisRate'), grid: { show: false }, values: (_u, splits) => splits.map((value) => format.percent(value)) },
        ],
        series: [
          {},
          ...lines.map((line) => ({
            label: t(`chart.lines.${line.measure}`, { version: line.version, role: t(`roles.version.${line.role}`) }),
            scale: line.measure,
            stroke: line.color,
            dash: line.dash,
            width: 2,
            points: { show: false },
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
  }, [shape, t, format]);

  useEffect(() => {
    plot.current?.setData(data);
  }, [data]);

  return <div ref={container} className={styles.chart} role="img" aria-label={label} aria-describedby={summaryId} />;
}
