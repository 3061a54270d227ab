import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CanaryStatus, GuardVerdict, RolloutPlan } from '@site/console-contract/releases';
import { useFormat } from '../../app/i18n/use-format';
import { useDuration } from '../../app/time/use-duration';
import { useNow } from '../../app/time/use-now';
import styles from './rollout-timeline.module.css';

/**
 * A step is overdue once no instance's guard has moved it for two of its rounds past its time
 * (and a few seconds for the registry to follow): no site instance is running to move it.
 */
export function overdueMs(rollout: RolloutPlan, guardIntervalMs: number, now: number): number {
  if (rollout.paused || !rollout.nextAt) return 0;
  const late = now - Date.parse(rollout.nextAt) - (2 * guardIntervalMs + 5_000);
  return Math.max(0, late);
}

/**
 * A staged rollout as a timeline (in the manner of Argo Rollouts' step list and Vercel's rolling
 * releases): a bar of the share served, each step done, current or next, and a countdown to the
 * second to the next one, or why it does not move (paused, held while the canary fails, overdue
 * because no site instance is moving it).
 */
export function RolloutTimeline({ remote, canary, rollout, verdict, guardIntervalMs }: { remote: string; canary: CanaryStatus; rollout: RolloutPlan; verdict: GuardVerdict | undefined; guardIntervalMs: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const duration = useDuration();
  const now = useNow();
  const next = rollout.steps[rollout.step + 1];
  const left = rollout.nextAt ? Date.parse(rollout.nextAt) - now : 0;
  const late = overdueMs(rollout, guardIntervalMs, now);
  let status;
  if (rollout.paused) status = <p className={styles.status}>{t('timeline.paused', { time: rollout.pausedAt ? format.dateTime(rollout.pausedAt) : '' })}</p>;
  else if (verdict?.state === 'failing') status = <p className={styles.status}>{t('timeline.held')}</p>;
  else if (late > 0) status = <Alert type="warning" showIcon role="alert" title={t('timeline.overdue', { time: duration(late) })} />;
  else if (left > 0)
    status = (
      <p className={styles.status}>
        <time dateTime={rollout.nextAt ?? undefined}>{next === undefined || next >= 100 ? t('timeline.promoteIn', { time: duration(left) }) : t('timeline.countdown', { percent: next, time: duration(left) })}</time>
      </p>
    );
  else status = <p className={styles.status}>{t('timeline.due')}</p>;

  return (
    <section className={styles.timeline} aria-label={t('timeline.caption', { remote })}>
      <div className={styles.bar} role="img" aria-label={t('timeline.progress', { percent: canary.percent, version: canary.version })}>
        <div className={styles.filled} style={{ width: `${canary.percent}%` }} />
      </div>
      <p className={styles.share}>{t('timeline.progress', { percent: canary.percent, version: canary.version })}</p>
      <ol className={styles.steps}>
        {rollout.steps.map((percent, index) => {
          const state = index < rollout.step ? 'done' : index === rollout.step ? 'current' : 'next';
          return (
            <li key={percent} className={styles.step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <span className={styles.percent}>{percent}%</span>
              <span className={styles.label}>{percent >= 100 && state === 'next' ? t('timeline.promote') : t(`timeline.${state}`)}</span>
            </li>
          );
        })}
      </ol>
      {status}
    </section>
  );
}
