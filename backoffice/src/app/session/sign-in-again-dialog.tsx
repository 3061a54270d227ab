import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api/api-context';
import { useErrorText } from '../api/use-error-text';
import { signedInAgain, useAskingToSignInAgain } from './sign-in-again';

/**
 * Signs the same user in again on the page they are working on (the page stays as it is behind
 * the dialog, its unsaved text with it). It cannot be dismissed: the page's calls wait for it.
 */
export function SignInAgainDialog({ user }: { user: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const errorText = useErrorText();
  const asking = useAskingToSignInAgain();
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ password: string }>();

  async function signIn({ password }: { password: string }) {
    setBusy(true);
    setFailure(null);
    try {
      await api.signIn(user, password);
      await api.session();
      form.resetFields();
      signedInAgain();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={asking} title={t('signInAgain.title')} closable={false} mask={{ closable: false }} keyboard={false} footer={null} destroyOnHidden>
      <Typography.Paragraph>{t('signInAgain.body')}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(fields) => void signIn(fields)}>
        {failure !== null && <Alert type="error" role="alert" showIcon title={errorText(failure)} style={{ marginBottom: 16 }} />}
        <Form.Item label={t('signIn.user')}>
          <Input value={user} readOnly autoComplete="username" />
        </Form.Item>
        <Form.Item label={t('signIn.password')} name="password" rules={[{ required: true, message: t('signIn.passwordRequired') }]}>
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} block>
          {t('signInAgain.submit')}
        </Button>
      </Form>
    </Modal>
  );
}
