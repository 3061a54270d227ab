import { useState } from 'react';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api/api-context';
import { useErrorText } from '../api/use-error-text';
import { FormDialogButton } from '../../components/form-dialog-button';

interface PasswordChange {
  current: string;
  password: string;
  again: string;
}

const minLength = 12;

/** Any user's own new password, given the current one; their other sessions end (the server says so). */
export function ChangePasswordButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const errorText = useErrorText();
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; error: unknown } | null>(null);

  async function change({ current, password }: PasswordChange) {
    try {
      await api.changeOwnPassword(current, password);
      setOutcome({ ok: true });
    } catch (error) {
      setOutcome({ ok: false, error });
    }
  }

  return (
    <>
      <FormDialogButton<PasswordChange>
        label={t('header.changePassword')}
        title={t('account.title')}
        confirmLabel={t('account.confirm')}
        buttonProps={{ type: 'text', className }}
        initialValues={{ current: '', password: '', again: '' }}
        onSubmit={change}
      >
        <Form.Item label={t('account.current')} name="current" rules={[{ required: true, message: t('account.currentRequired') }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item label={t('account.new')} name="password" rules={[{ required: true, min: minLength, message: t('account.tooShort') }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={t('account.again')}
          name="again"
          dependencies={['password']}
          rules={[({ getFieldValue }) => ({ validator: async (_, value) => (value === getFieldValue('password') ? undefined : Promise.reject(new Error(t('account.mismatch')))) })]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </FormDialogButton>
      {outcome && (
        <Alert
          role={outcome.ok ? 'status' : 'alert'}
          type={outcome.ok ? 'success' : 'error'}
          title={outcome.ok ? t('account.done') : `${t('account.failed')} ${errorText(outcome.error)}`}
          closable={{ onClose: () => setOutcome(null), 'aria-label': t('common.dismiss') }}
        />
      )}
    </>
  );
}
