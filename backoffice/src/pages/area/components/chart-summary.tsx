import { useTranslation } from 'react-i18next';
import type { AreaSeries, SeriesRange } from '../../../../server/console-api';
import { useFormat } from '../../../app/i18n/use-format';
import visuallyHidden from '../../../components/visually-hidden.module.css';
import { seriesTotals, type ChartLine } from './chart-lines';

/** What the chart shows, in words, for screen readers: totals over the range per version. */
export function ChartSummary({ id, series, lines, range }: { id: string; series: AreaSeries; lines: ChartLine[]; range: SeriesRange }) {
  const { t } = useTranslation();
  const format = useFormat();
  const versions = lines.filter((line) => line.measure === 'views');
  const parts = versions.map((line) => {
    const totals = seriesTotals(series, line.version);
    return t('chart.summaryVersion', {
      version: line.version,
      role: t(`roles.version.${line.role}`),
      views: format.number(totals.views),
      rate: totals.views ? format.percent(totals.failed / totals.views) : t('health.noViews'),
    });
  });
  return (
    <p id={id} className={visuallyHidden.hidden}>
      {t('chart.summary', { range: t(`chart.ranges.${range}`), versions: parts.join('; ') })}
    </p>
  );
}
