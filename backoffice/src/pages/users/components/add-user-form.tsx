import { Button, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConsoleRole } from '@site/console-contract/session';
import { useApi } from '../../../app/api/api-context';
import type { ConsoleCall } from '../../../app/actions/use-console-call';
import { roleOptions } from '../../../app/session/role-words';

interface NewUser {
  name: string;
  roles: ConsoleRole[];
  password: string;
}

export function AddUserForm({ call }: { call: ConsoleCall }) {
  const { t } = useTranslation();
  const api = useApi();
  const [form] = Form.useForm<NewUser>();

  async function add({ name, roles, password }: NewUser) {
    const added = await call.run('add-user', { done: t('users.added', { name }), failed: t('users.addFailed', { name }) }, () => api.addUser(name.trim(), roles, password));
    if (added) form.resetFields();
  }

  return (
    <section aria-labelledby="add-user-title">
      <Typography.Title level={2} id="add-user-title">
        {t('users.addTitle')}
      </Typography.Title>
      <Form<NewUser> form={form} layout="inline" initialValues={{ roles: ['viewer'] }} onFinish={(fields) => void add(fields)} style={{ rowGap: 12 }}>
        <Form.Item label={t('users.name')} name="name" rules={[{ required: true, whitespace: true, message: t('users.nameRequired') }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('users.role')} name="roles" rules={[{ required: true, message: t('users.rolesRequired') }]}>
          <Select mode="multiple" style={{ minWidth: 200 }} options={roleOptions(t)} />
        </Form.Item>
        <Form.Item label={t('users.password')} name="password" rules={[{ required: true, message: t('users.passwordRequired') }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={call.pending === 'add-user'}>
          {t('users.add')}
        </Button>
      </Form>
    </section>
  );
}
