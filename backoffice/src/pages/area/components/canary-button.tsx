import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AreaName } from '@site/console-contract/releases';
import { useApi } from '../../../app/api/api-context';
import type { ConsoleCall } from '../../../app/actions/use-console-call';
import { FormDialogButton } from '../../../components/form-dialog-button';

/** Starts a canary: this version for N % of visitors (1–99), the active one for the rest. */
export function CanaryButton({ remote, version, active, call }: { remote: AreaName; version: string; active: string | null; call: ConsoleCall }) {
  const { t } = useTranslation();
  const api = useApi();
  const names = { remote, version, active: active ?? t('overview.none') };
  const key = `canary-${remote}-${version}`;
  return (
    <FormDialogButton<{ percent: number }>
      label={t('canary.button')}
      name={t('canary.buttonName', names)}
      title={t('canary.title', names)}
      confirmLabel={t('canary.confirm')}
      buttonProps={{ size: 'small', loading: call.pending === key }}
      initialValues={{ percent: 5 }}
      onSubmit={({ percent }) =>
        call.run(key, { done: t('canary.done', { ...names, percent }), failed: t('canary.failed', names) }, () => api.act(remote, { action: 'canary', version, percent }))
      }
    >
      <p>{t('canary.body', names)}</p>
      <Form.Item label={t('canary.shareLabel')} name="percent" rules={[{ required: true, type: 'integer', min: 1, max: 99, message: t('canary.shareRule') }]}>
        <InputNumber min={1} max={99} precision={0} suffix="%" />
      </Form.Item>
    </FormDialogButton>
  );
}
