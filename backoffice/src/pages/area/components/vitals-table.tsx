import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { vitalNames, type AreaName, type AreaVitals, type GuardThresholds, type PageVitals, type VitalFigure, type VitalName } from '@site/console-contract/releases';
import { useFormat } from '../../../app/i18n/use-format';
import { consoleTokens } from '../../../app/theme/console-theme';
import { ResponsiveTable } from '../../../components/responsive-table';
import { useVitalFormat } from '../../../components/release/use-vital-format';
import styles from './vitals-table.module.css';

/**
 * The p75 of LCP, INP and CLS per page kind over the guard's window: the active version's, and a
 * running canary's beside it, marked in colour and words where the guard's limit is exceeded.
 */
export function VitalsTable({ remote, vitals, thresholds }: { remote: AreaName; vitals: AreaVitals | null; thresholds: GuardThresholds }) {
  const { t } = useTranslation();
  const format = useFormat();
  const formatVital = useVitalFormat();
  const figure = (name: VitalName, { p75, visitors }: VitalFigure) => (p75 === null ? t('vitals.noSample') : t('vitals.figure', { value: formatVital(name, p75), count: visitors }));

  const cell = (name: VitalName, row: PageVitals) => {
    const active = figure(name, row.active[name]);
    if (!vitals?.canary || !row.canary) return active;
    const canary = row.canary[name];
    return (
      <ul className={styles.versions}>
        <li>{t('vitals.active', { version: vitals.active, figure: active })}</li>
        <li className={canary.worse ? styles.worse : undefined}>
          {t('vitals.canary', { version: vitals.canary, figure: figure(name, canary) })}
          {canary.worse && (
            <Tag variant="solid" color={consoleTokens.colorTagMisfit} className={styles.tag}>
              {t('vitals.worse')}
            </Tag>
          )}
        </li>
      </ul>
    );
  };

  return (
    <section aria-labelledby="vitals-title">
      <Typography.Title level={2} id="vitals-title">
        {t('vitals.title')}
      </Typography.Title>
      {vitals ? (
        <>
          <Typography.Paragraph type="secondary">
            {t('vitals.explain', { since: format.dateTime(vitals.since), lcpPct: thresholds.lcpWorsePct, lcpMs: thresholds.lcpMinMs, inpMs: thresholds.inpWorseMs })}
          </Typography.Paragraph>
          <ResponsiveTable<PageVitals>
            size="small"
            rowKey={(row) => row.page}
            rows={vitals.pages}
            pageSize={20}
            caption={t('vitals.caption', { remote })}
            empty={t('vitals.empty')}
            columns={[
              { key: 'page', title: t('vitals.page'), render: ({ page }) => <Typography.Text code>{page}</Typography.Text> },
              ...vitalNames.map((name) => ({ key: name, title: t(`vitals.names.${name}`), render: (row: PageVitals) => cell(name, row) })),
            ]}
          />
        </>
      ) : (
        <Typography.Paragraph type="danger">{t('vitals.unavailable')}</Typography.Paragraph>
      )}
    </section>
  );
}
