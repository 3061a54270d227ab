import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AreaName, AreaStatus } from '@site/console-contract/releases';
import { useApi } from '../../app/api/api-context';
import type { ConsoleCall } from '../../app/actions/use-console-call';
import { ConfirmButton } from '../confirm-button';

/**
 * While a canary runs: promote it (asks first), and pause or resume its staged rollout. Promote is
 * the primary action only while the canary does not do worse than the active version (`atRisk`).
 */
export function CanaryControls({ remote, status, call, atRisk = false }: { remote: AreaName; status: AreaStatus; call: ConsoleCall; atRisk?: boolean }) {
  const { t } = useTranslation();
  const api = useApi();
  const canary = status.canary;
  if (!canary) return null;
  const names = { remote, canary: canary.version, active: status.active ?? t('overview.none') };
  const rollout = canary.rollout;
  const toggle = rollout?.paused ? 'resume' : 'pause';
  return (
    <>
      <ConfirmButton
        label={t('promote.button', { remote })}
        title={t('promote.title', { remote })}
        confirmLabel={t('promote.confirm', names)}
        buttonProps={{ type: atRisk ? 'default' : 'primary', loading: call.pending === `promote-${remote}` }}
        onConfirm={() => call.run(`promote-${remote}`, { done: t('promote.done', names), failed: t('promote.failed', { remote }) }, () => api.act(remote, { action: 'promote' }))}
      >
        <p>{t('promote.body', names)}</p>
      </ConfirmButton>
      {rollout && (
        <Button
          loading={call.pending === `${toggle}-${remote}`}
          onClick={() =>
            void call.run(`${toggle}-${remote}`, { done: t(`rollout.${toggle}Done`, names), failed: t(`rollout.${toggle}Failed`, { remote }) }, () => api.act(remote, { action: toggle }))
          }
        >
          {t(`rollout.${toggle}`, { remote })}
        </Button>
      )}
    </>
  );
}
