import { useTranslation } from 'react-i18next';
import type { AreaName, AreaStatus } from '@site/console-contract/releases';
import { useApi } from '../../app/api/api-context';
import type { ConsoleCall } from '../../app/actions/use-console-call';
import { ConfirmButton } from '../confirm-button';

/**
 * What a rollback does now: during a canary it ends the canary (everyone keeps the active version),
 * otherwise the previous version becomes active again. Null when there is nothing to go back to.
 */
export function rollbackOf(status: AreaStatus): { from: string; to: string; endsCanary: boolean } | null {
  if (status.canary && status.active) return { from: status.canary.version, to: status.active, endsCanary: true };
  if (status.active && status.previous) return { from: status.active, to: status.previous, endsCanary: false };
  return null;
}

/**
 * Rollback in two clicks: this button, then the dialog's, which names the area and both versions.
 * `primary`: the canary does worse than the active version, so ending it is the first thing to do.
 */
export function RollbackButton({ remote, status, call, primary = false }: { remote: AreaName; status: AreaStatus; call: ConsoleCall; primary?: boolean }) {
  const { t } = useTranslation();
  const api = useApi();
  const rollback = rollbackOf(status);
  if (!rollback) return null;
  const names = { remote, from: rollback.from, to: rollback.to };
  return (
    <ConfirmButton
      label={t('rollback.button', { remote })}
      title={t('rollback.title', { remote })}
      confirmLabel={rollback.endsCanary ? t('rollback.confirmEndCanary', names) : t('rollback.confirm', names)}
      danger
      buttonProps={{ loading: call.pending === `rollback-${remote}`, ...(primary ? { type: 'primary' as const } : {}) }}
      onConfirm={() =>
        call.run(`rollback-${remote}`, { done: t('rollback.done', names), failed: t('rollback.failed', { remote }) }, () => api.act(remote, { action: 'rollback' }))
      }
    >
      <p>{rollback.endsCanary ? t('rollback.bodyEndCanary', names) : t('rollback.body', names)}</p>
    </ConfirmButton>
  );
}
