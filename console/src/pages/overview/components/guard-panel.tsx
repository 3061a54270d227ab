import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { areaNames, type GuardState } from '../../../../server/console-api';
import { useFormat } from '../../../app/i18n/use-format';
import { Facts } from '../../../components/facts';
import { Panel } from '../../../components/panel';

/** The canary guard: when it rolls a canary back, and its last verdict per running canary. */
export function GuardPanel({ guard }: { guard: GuardState }) {
  const { t } = useTranslation();
  const format = useFormat();
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
        })}
      </Typography.Paragraph>
      {verdicts.length === 0 ? (
        <Typography.Text type="secondary">{t('guard.noVerdicts')}</Typography.Text>
      ) : (
        <Facts
          items={verdicts.map((verdict) => ({
            key: verdict.remote,
            label: verdict.remote,
            value: (
              <>
                {t(verdict.healthy ? 'guard.verdictLineHealthy' : 'guard.verdictLineUnhealthy', { version: verdict.version, time: format.time(verdict.at) })}{' '}
                <Typography.Text type="secondary">{verdict.why}</Typography.Text>
              </>
            ),
          }))}
        />
      )}
    </Panel>
  );
}
