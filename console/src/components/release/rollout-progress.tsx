import { useTranslation } from 'react-i18next';
import type { CanaryStatus } from '../../../server/console-api';
import { useFormat } from '../../app/i18n/use-format';

/** A canary's share, and where its staged rollout stands: the steps, the current one, the next step's time or "paused". */
export function CanaryShare({ canary }: { canary: CanaryStatus }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rollout = canary.rollout;
  return (
    <>
      {t('canary.share', { version: canary.version, percent: canary.percent, since: format.dateTime(canary.since) })}
      {rollout && (
        <>
          <br />
          {t('canary.rollout', {
            steps: rollout.steps.map((step) => `${step}%`).join(' → '),
            step: rollout.step + 1,
            count: rollout.steps.length,
            every: rollout.every,
          })}{' '}
          {rollout.paused
            ? t('canary.paused')
            : rollout.nextAt
              ? t('canary.nextStep', { time: format.time(rollout.nextAt), percent: rollout.steps[rollout.step + 1] ?? 100 })
              : t('canary.lastStep')}
        </>
      )}
    </>
  );
}
