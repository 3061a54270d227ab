import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GuardVerdict } from '@site/console-contract/releases';
import { useFormat } from '../../app/i18n/use-format';
import { consoleTokens } from '../../app/theme/console-theme';
import styles from './guard-verdict.module.css';
import { SpeedChecks } from './speed-checks';

const colors: Record<GuardVerdict['state'], string> = {
  healthy: consoleTokens.colorTagFits,
  waiting: consoleTokens.colorTagUnknown,
  failing: consoleTokens.colorTagMisfit,
};

/** Whether the canary does worse than the active version: failing, or waiting and worse so far. Then rolling back comes first. */
export function canaryAtRisk(verdict: GuardVerdict | undefined): boolean {
  return verdict !== undefined && (verdict.state === 'failing' || verdict.worse);
}

/**
 * The guard's judgement of a canary at a glance: its state in its own colour and words (healthy,
 * not enough evidence with how many more visitors it needs, failing), then the figures behind it:
 * failures, and the speed (LCP, INP) against the guard's limits.
 */
export function GuardVerdictView({ verdict }: { verdict: GuardVerdict }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rate = (figures: GuardVerdict['canary']) => (figures.views === 0 ? format.percent(0) : format.percent(figures.failed / figures.views));
  return (
    <div className={styles.verdict} data-state={verdict.state} role="status">
      <Tag variant="solid" color={colors[verdict.state]} className={styles.state}>
        {t(`guard.states.${verdict.state}`)}
      </Tag>
      <span>
        {verdict.state === 'failing' && <strong>{t('guard.failingNext')} </strong>}
        {verdict.state === 'waiting' && <strong>{t('guard.needMore', { count: verdict.needed })} </strong>}
        {verdict.state !== 'failing' && verdict.worse && <strong className={styles.worse}>{t('guard.worseSoFar')} </strong>}
        {t('guard.figures', {
          failed: verdict.canary.failed,
          views: verdict.canary.views,
          rate: rate(verdict.canary),
          activeFailed: verdict.active.failed,
          activeViews: verdict.active.views,
          activeRate: rate(verdict.active),
        })}{' '}
        <Typography.Text type="secondary">{t('guard.judgedAt', { time: format.time(verdict.at), since: format.dateTime(verdict.since) })}</Typography.Text>
      </span>
      <SpeedChecks speed={verdict.speed} />
    </div>
  );
}
