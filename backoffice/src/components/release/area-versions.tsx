import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AreaName, AreaStatus, GuardVerdict } from '@site/console-contract/releases';
import { useFormat } from '../../app/i18n/use-format';
import { Facts } from '../facts';
import { FitTag } from '../version-tags';
import { GuardVerdictView } from './guard-verdict';
import { RolloutTimeline } from './rollout-timeline';

interface AreaVersionsProps {
  remote: AreaName;
  status: AreaStatus;
  verdict: GuardVerdict | undefined;
  /** How often the site's guard judges (a rollout step is overdue after two of its rounds). */
  guardIntervalMs: number;
}

/**
 * The active, canary and previous versions of an area, whether each fits the shell, and for a
 * canary: its share, the guard's judgement and a staged rollout's timeline.
 */
export function AreaVersions({ remote, status, verdict, guardIntervalMs }: AreaVersionsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const version = (name: string | null) =>
    name ? (
      <>
        <Typography.Text strong>{name}</Typography.Text> <FitTag details={status.details[name]} />
      </>
    ) : (
      t('overview.none')
    );
  const canary = status.canary;
  const judged = verdict && canary && verdict.version === canary.version ? verdict : undefined;
  const items = [
    { key: 'active', label: t('roles.version.active'), value: version(status.active) },
    {
      key: 'canary',
      label: t('roles.version.canary'),
      value: canary ? (
        <>
          {version(canary.version)}
          <br />
          {t('canary.share', { version: canary.version, percent: canary.percent, since: format.dateTime(canary.since) })}
          {judged && <GuardVerdictView verdict={judged} />}
          {canary.rollout && <RolloutTimeline remote={remote} canary={canary} rollout={canary.rollout} verdict={judged} guardIntervalMs={guardIntervalMs} />}
        </>
      ) : (
        t('overview.noCanary')
      ),
    },
    { key: 'previous', label: t('roles.version.previous'), value: version(status.previous) },
  ];
  return <Facts items={items} />;
}
