import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AreaName, AreaStatus } from '@site/console-contract/releases';
import { useApi } from '../../../app/api/api-context';
import type { ConsoleCall } from '../../../app/actions/use-console-call';
import { ActivateButton } from './activate-button';
import { CanaryButton } from './canary-button';
import { RolloutButton } from './rollout-button';

interface VersionActionsProps {
  remote: AreaName;
  version: string;
  status: AreaStatus;
  call: ConsoleCall;
}

/** What a release manager can do with one stored version. Each button's name says which area and version. */
export function VersionActions({ remote, version, status, call }: VersionActionsProps) {
  const { t } = useTranslation();
  const api = useApi();
  const names = { remote, version };
  const key = (action: string) => `${action}-${remote}-${version}`;
  const isActive = status.active === version;
  const canaryRuns = status.canary !== null;
  return (
    <Flex wrap gap={6}>
      <Button
        size="small"
        aria-label={t('versionActions.previewName', names)}
        loading={call.pending === key('preview')}
        onClick={() =>
          void call.run(key('preview'), { done: t('versionActions.previewDone', names), failed: t('versionActions.previewFailed', names) }, () =>
            api.act(remote, { action: 'preview', version }),
          )
        }
      >
        {t('versionActions.preview')}
      </Button>
      <Button
        size="small"
        aria-label={t('versionActions.checkName', names)}
        loading={call.pending === key('check')}
        onClick={() =>
          void call.run(key('check'), { done: t('versionActions.checkDone', names), failed: t('versionActions.checkFailed', names) }, () =>
            api.act(remote, { action: 'check', version }),
          )
        }
      >
        {t('versionActions.check')}
      </Button>
      {!isActive && <ActivateButton remote={remote} version={version} active={status.active} call={call} />}
      {!isActive && !canaryRuns && <CanaryButton remote={remote} version={version} active={status.active} call={call} />}
      {!isActive && !canaryRuns && <RolloutButton remote={remote} version={version} active={status.active} call={call} />}
    </Flex>
  );
}
