import { lazy, Suspense, useMemo } from 'react';
import { Radio, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { seriesRanges, type AreaName, type AreaStatus, type SeriesRange } from '@site/console-contract/releases';
import { ChartBoundary } from './chart-boundary';
import { chartLines } from './chart-lines';
import { ChartLegend } from './chart-legend';
import { ChartSummary } from './chart-summary';
import { useAreaSeries } from './use-area-series';

// uPlot and its styles load with the chart, after the page: the first load stays small.
const HealthChart = lazy(() => import('./health-chart'));

/** Views and failure rate per minute of the active version and the canary, over the chosen range. */
export function AreaHealth({ remote, range, status }: { remote: AreaName; range: SeriesRange; status: AreaStatus }) {
  const { t } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  const { series, failed } = useAreaSeries(remote, range);
  const lines = useMemo(() => (series ? chartLines(series, status) : []), [series, status]);
  const label = t('chart.label', { remote, range: t(`chart.ranges.${range}`) });

  return (
    <section aria-labelledby="health-title">
      <Typography.Title level={2} id="health-title">
        {t('chart.title')}
      </Typography.Title>
      <Radio.Group
        aria-label={t('chart.range')}
        optionType="button"
        value={range}
        onChange={(event) => setSearchParams({ range: event.target.value as SeriesRange }, { replace: true, preventScrollReset: true })}
        options={seriesRanges.map((value) => ({ value, label: t(`chart.ranges.${value}`) }))}
        style={{ marginBottom: 12 }}
      />
      {failed && !series && <Typography.Paragraph type="danger">{t('chart.failed')}</Typography.Paragraph>}
      {series && lines.length === 0 && <Typography.Paragraph type="secondary">{t('chart.noLines')}</Typography.Paragraph>}
      {series && lines.length > 0 && (
        <>
          <ChartLegend lines={lines} />
          <ChartBoundary>
            <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 280 }} />}>
              <HealthChart series={series} lines={lines} label={label} summaryId="health-summary" />
            </Suspense>
          </ChartBoundary>
          <ChartSummary id="health-summary" series={series} lines={lines} range={range} />
        </>
      )}
    </section>
  );
}
