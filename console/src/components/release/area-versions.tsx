import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AreaName, AreaStatus, GuardState } from '../../../server/console-api';
import { Facts } from '../facts';
import { CanaryShare } from './rollout-progress';
import { FitTag } from '../version-tags';

interface AreaVersionsProps {
  status: AreaStatus;
  verdict: GuardState['verdicts'][AreaName];
}

/** The active, canary and previous versions of an area, whether each fits the shell, and the guard's last word on the canary. */
export function AreaVersions({ status, verdict }: AreaVersionsProps) {
  const { t } = useTranslation();
  const version = (name: string | null) =>
    name ? (
      <>
        <Typography.Text strong>{name}</Typography.Text> <FitTag details={status.details[name]} />
      </>
    ) : (
      t('overview.none')
    );
  const canary = status.canary;
  const items = [
    { key: 'active', label: t('roles.version.active'), value: version(status.active) },
    {
      key: 'canary',
      label: t('roles.version.canary'),
      value: canary ? (
        <>
          {version(canary.version)}
          <br />
          <CanaryShare canary={canary} />
          {verdict && verdict.version === canary.version && (
            <>
              <br />
              {verdict.healthy ? t('guard.verdictHealthy') : t('guard.verdictUnhealthy')} <Typography.Text type="secondary">{verdict.why}</Typography.Text>
            </>
          )}
        </>
      ) : (
        t('overview.noCanary')
      ),
    },
    { key: 'previous', label: t('roles.version.previous'), value: version(status.previous) },
  ];
  return <Facts items={items} />;
}
