import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { areaNames, type GuardState } from '@site/console-contract/releases';
import { Facts } from '../../../components/facts';
import { Panel } from '../../../components/panel';
import { GuardVerdictView } from '../../../components/release/guard-verdict';

/** The canary guard: when it rolls a canary back, and its last verdict per running canary. */
export function GuardPanel({ guard }: { guard: GuardState }) {
  const { t } = useTranslation();
  const { thresholds } = guard;
  const verdicts = areaNames.flatMap((remote) => {
    const verdict = guard.verdicts[remote];
    return verdict ? [{ remote, ...verdict }] : [];
  });
  return (
    <Panel id="guard" title={t('guard.title')}>
      <Typography.Paragraph>
        {t('guard.rule', {
          interval: Math.round(guard.intervalMs / 1000),
          window: Math.round(thresholds.windowMs / 60_000),
          minViews: thresholds.minViews,
          minErrors: thresholds.minErrors,
          excess: Math.round(thresholds.maxExcess * 100),
          ratio: thresholds.maxRatio,
        })}{' '}
        {t('guard.speedRule', { minVitals: thresholds.minVitals, lcpPct: thresholds.lcpWorsePct, lcpMs: thresholds.lcpMinMs, inpMs: thresholds.inpWorseMs })}
      </Typography.Paragraph>
      {verdicts.length === 0 ? (
        <Typography.Text type="secondary">{t('guard.noVerdicts')}</Typography.Text>
      ) : (
        <Facts items={verdicts.map((verdict) => ({ key: verdict.remote, label: t(`areas.names.${verdict.remote}`), value: <GuardVerdictView verdict={verdict} /> }))} />
      )}
    </Panel>
  );
}
