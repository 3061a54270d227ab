import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useApi } from '../../../app/api/api-context';
import { useErrorText } from '../../../app/api/use-error-text';
import { safeNextPath } from '../../../app/router/paths';

interface SignInFields {
  user: string;
  password: string;
}

/** User name and password; afterwards back to the page that sent the visitor here. */
export function SignInForm() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  async function signIn({ user, password }: SignInFields) {
    setBusy(true);
    setFailure(null);
    try {
      await api.signIn(user, password);
      await api.session();
      await navigate(safeNextPath(searchParams.get('next')), { replace: true });
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  }

  return (
    <Form<SignInFields> layout="vertical" requiredMark={false} onFinish={(fields) => void signIn(fields)}>
      {failure !== null && <Alert type="error" role="alert" showIcon title={errorText(failure)} style={{ marginBottom: 16 }} />}
      <Form.Item label={t('signIn.user')} name="user" rules={[{ required: true, message: t('signIn.userRequired') }]}>
        <Input autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item label={t('signIn.password')} name="password" rules={[{ required: true, message: t('signIn.passwordRequired') }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} block>
        {t('signIn.submit')}
      </Button>
    </Form>
  );
}
