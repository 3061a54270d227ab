import { useTranslation } from 'react-i18next';
import type { AreaSeries, SeriesRange } from '@site/console-contract/releases';
import { useFormat } from '../../../app/i18n/use-format';
import visuallyHidden from '../../../components/visually-hidden.module.css';
import { minuteRate, seriesTotals, type ChartLine } from './chart-lines';

/** What the chart shows, in words, for screen readers: totals over the range per version. */
export function ChartSummary({ id, series, lines, range }: { id: string; series: AreaSeries; lines: ChartLine[]; range: SeriesRange }) {
  const { t } = useTranslation();
  const format = useFormat();
  const versions = lines.filter((line) => line.measure === 'views');
  const parts = versions.map((line) => {
    const totals = seriesTotals(series, line.version);
    const rate = minuteRate(totals.views, totals.failed);
    return t('chart.summaryVersion', {
      version: line.version,
      role: t(`roles.version.${line.role}`),
      views: format.number(totals.views),
      failures: format.number(totals.failed),
      rate: rate === null ? t('health.noViews') : format.percent(rate),
    });
  });
  return (
    <p id={id} className={visuallyHidden.hidden}>
      {t('chart.summary', { range: t(`chart.ranges.${range}`), versions: parts.join('; ') })}
    </p>
  );
}
