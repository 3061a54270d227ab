import { useTranslation } from 'react-i18next';
import type { AreaName } from '@site/console-contract/releases';
import { useApi } from '../../../app/api/api-context';
import type { ConsoleCall } from '../../../app/actions/use-console-call';
import { ConfirmButton } from '../../../components/confirm-button';

/** Makes a version live for everyone, after a dialog that names the area and both versions (from → to). */
export function ActivateButton({ remote, version, active, call }: { remote: AreaName; version: string; active: string | null; call: ConsoleCall }) {
  const { t } = useTranslation();
  const api = useApi();
  const names = { remote, version, from: active ?? t('overview.none'), to: version };
  const key = `activate-${remote}-${version}`;
  return (
    <ConfirmButton
      label={t('activate.button')}
      name={t('activate.buttonName', names)}
      title={t('activate.title', names)}
      confirmLabel={t('activate.confirm', names)}
      buttonProps={{ size: 'small', type: 'primary', loading: call.pending === key }}
      onConfirm={() => call.run(key, { done: t('activate.done', names), failed: t('activate.failed', names) }, () => api.act(remote, { action: 'activate', version }))}
    >
      <p>{t('activate.body', names)}</p>
      <p>{t('activate.checks')}</p>
    </ConfirmButton>
  );
}
