import { Empty, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AreaName, AreaStatus, GuardState } from '@site/console-contract/releases';
import { canaryAtRisk } from '../../../components/release/guard-verdict';
import type { ConsoleCall } from '../../../app/actions/use-console-call';
import { paths } from '../../../app/router/paths';
import { canRelease, useSession } from '../../../app/session/use-session';
import { Panel } from '../../../components/panel';
import { CanaryControls } from '../../../components/release/canary-controls';
import { RollbackButton } from '../../../components/release/rollback-button';
import { AreaVersions } from '../../../components/release/area-versions';
import { VersionHealth } from './version-health';

interface AreaCardProps {
  remote: AreaName;
  status: AreaStatus | undefined;
  guard: GuardState;
  call: ConsoleCall;
}

/** One area on the overview: its live versions, their health, and the actions a release manager needs first. */
export function AreaCard({ remote, status, guard, call }: AreaCardProps) {
  const { t } = useTranslation();
  const { roles } = useSession();
  const verdict = guard.verdicts[remote];
  const atRisk = status?.canary ? canaryAtRisk(verdict) : false;
  return (
    <Panel
      id={`area-${remote}`}
      title={t('areas.title', { area: t(`areas.names.${remote}`), remote })}
      extra={<Link to={paths.area(remote)}>{t('overview.openArea', { remote })}</Link>}
    >
      {!status ? (
        <Empty description={t('overview.noStatus')} />
      ) : (
        <Flex vertical gap={12}>
          <AreaVersions remote={remote} status={status} verdict={verdict} guardIntervalMs={guard.intervalMs} />
          <VersionHealth remote={remote} status={status} />
          {canRelease(roles) && (
            <Flex wrap gap={8}>
              <RollbackButton remote={remote} status={status} call={call} primary={atRisk} />
              <CanaryControls remote={remote} status={status} call={call} atRisk={atRisk} />
            </Flex>
          )}
        </Flex>
      )}
    </Panel>
  );
}
