import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { openStatuses, type LeadList, type LeadStatus } from '@site/console-contract/leads';
import styles from './lead-age.module.css';

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/** "15 min", "2 h", "3 d": how long ago, in the largest whole unit. */
export function ageText(t: TFunction, ms: number): string {
  if (ms < hourMs) return t('leads.age.minutes', { count: Math.max(0, Math.floor(ms / minuteMs)) });
  if (ms < dayMs) return t('leads.age.hours', { count: Math.floor(ms / hourMs) });
  return t('leads.age.days', { count: Math.floor(ms / dayMs) });
}

/**
 * How long an enquiry has waited: amber, then red past the lead desk's limits (a day and two unless an
 * admin set others), while it is still open (won, lost and spam wait for nobody); past them it says
 * so in words too, for whoever does not see the colour.
 */
export function LeadAge({ receivedAt, status, now, limits }: { receivedAt: string; status: LeadStatus; now: number; limits: LeadList['ageLimits'] }) {
  const { t } = useTranslation();
  const ms = now - Date.parse(receivedAt);
  const open = openStatuses.includes(status);
  const level = !open ? 'done' : ms >= limits.redMs ? 'red' : ms >= limits.amberMs ? 'amber' : 'fresh';
  const text = ageText(t, ms);
  return (
    <Tag className={styles[level]} data-age={level}>
      {text}
      {(level === 'amber' || level === 'red') && <span className={styles.hidden}> {t(`leads.age.${level}`)}</span>}
    </Tag>
  );
}
