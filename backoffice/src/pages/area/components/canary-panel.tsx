import { useState } from 'react';
import { Button, Flex, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AreaName, AreaStatus, GuardVerdict } from '@site/console-contract/releases';
import { canaryAtRisk } from '../../../components/release/guard-verdict';
import { useApi } from '../../../app/api/api-context';
import type { ConsoleCall } from '../../../app/actions/use-console-call';
import { canRelease, useSession } from '../../../app/session/use-session';
import { CanaryControls } from '../../../components/release/canary-controls';
import { RollbackButton } from '../../../components/release/rollback-button';

/** The live versions' actions: roll back, and while a canary runs, promote it, change its share, pause or resume its rollout. */
export function CanaryPanel({ remote, status, verdict, call }: { remote: AreaName; status: AreaStatus; verdict: GuardVerdict | undefined; call: ConsoleCall }) {
  const { roles } = useSession();
  if (!canRelease(roles)) return null;
  const atRisk = status.canary ? canaryAtRisk(verdict) : false;
  return (
    <Flex wrap gap={8} align="center">
      <RollbackButton remote={remote} status={status} call={call} primary={atRisk} />
      <CanaryControls remote={remote} status={status} call={call} atRisk={atRisk} />
      {status.canary && <ChangeShare key={status.canary.percent} remote={remote} percent={status.canary.percent} call={call} />}
    </Flex>
  );
}

function ChangeShare({ remote, percent, call }: { remote: AreaName; percent: number; call: ConsoleCall }) {
  const { t } = useTranslation();
  const api = useApi();
  const [share, setShare] = useState<number | null>(percent);
  const inputId = `canary-share-${remote}`;
  return (
    <Flex gap={8} align="center">
      <label htmlFor={inputId}>{t('canary.shareLabel')}</label>
      <InputNumber id={inputId} min={1} max={99} precision={0} value={share} onChange={setShare} suffix="%" />
      <Button
        disabled={share === null || share === percent}
        loading={call.pending === `share-${remote}`}
        onClick={() =>
          share !== null &&
          void call.run(`share-${remote}`, { done: t('canary.shareDone', { remote, percent: share }), failed: t('canary.shareFailed', { remote }) }, () =>
            api.act(remote, { action: 'canary', percent: share }),
          )
        }
      >
        {t('canary.shareChange', { remote })}
      </Button>
    </Flex>
  );
}
