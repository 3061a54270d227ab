import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AreaName } from '@site/console-contract/releases';
import { useApi } from '../../../app/api/api-context';
import type { ConsoleCall } from '../../../app/actions/use-console-call';
import { FormDialogButton } from '../../../components/form-dialog-button';
import { parseRolloutSteps, rolloutIntervalPattern } from './rollout-steps';

interface RolloutFields {
  steps: string;
  every: string;
}

/** A staged rollout: a canary whose share moves up one step per interval while the guard is satisfied, then promoted. */
export function RolloutButton({ remote, version, active, call }: { remote: AreaName; version: string; active: string | null; call: ConsoleCall }) {
  const { t } = useTranslation();
  const api = useApi();
  const names = { remote, version, active: active ?? t('overview.none') };
  const key = `rollout-${remote}-${version}`;
  return (
    <FormDialogButton<RolloutFields>
      label={t('rollout.button')}
      name={t('rollout.buttonName', names)}
      title={t('rollout.title', names)}
      confirmLabel={t('rollout.confirm')}
      buttonProps={{ size: 'small', loading: call.pending === key }}
      initialValues={{ steps: '5,25,50,100', every: '10m' }}
      onSubmit={({ steps, every }) =>
        call.run(key, { done: t('rollout.done', names), failed: t('rollout.failed', names) }, () =>
          api.act(remote, { action: 'activate', version, steps: parseRolloutSteps(steps) ?? [], every: every.trim() }),
        )
      }
    >
      <p>{t('rollout.body', names)}</p>
      <Form.Item
        label={t('rollout.steps')}
        name="steps"
        extra={t('rollout.stepsHelp')}
        rules={[{ validator: (_, value: string) => (parseRolloutSteps(value) ? Promise.resolve() : Promise.reject(new Error(t('rollout.stepsRule')))) }]}
      >
        <Input />
      </Form.Item>
      <Form.Item label={t('rollout.every')} name="every" extra={t('rollout.everyHelp')} rules={[{ required: true, pattern: rolloutIntervalPattern, message: t('rollout.everyRule') }]}>
        <Input />
      </Form.Item>
    </FormDialogButton>
  );
}
