import { Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConsoleRole, ConsoleUser } from '@site/console-contract/session';
import { useApi } from '../../../app/api/api-context';
import type { ConsoleCall } from '../../../app/actions/use-console-call';
import { useFormat } from '../../../app/i18n/use-format';
import { useSession } from '../../../app/session/use-session';
import { ConfirmButton } from '../../../components/confirm-button';
import { FormDialogButton } from '../../../components/form-dialog-button';
import { ResponsiveTable } from '../../../components/responsive-table';
import { roleOptions, rolesText } from '../../../app/session/role-words';

/** Every console user: change the role, set a password, remove (not oneself). */
export function UsersTable({ users, call }: { users: ConsoleUser[]; call: ConsoleCall }) {
  const { t } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const session = useSession();

  const changeRoles = (name: string, roles: ConsoleRole[]) =>
    roles.length > 0 &&
    void call.run(`role-${name}`, { done: t('users.roleChanged', { name, role: rolesText(t, roles) }), failed: t('users.roleFailed', { name }) }, () => api.changeUser(name, { roles }));

  return (
    <ResponsiveTable<ConsoleUser>
      rowKey={(user) => user.name}
      rows={users}
      caption={t('users.caption')}
      empty={t('users.empty')}
      columns={[
        { key: 'name', title: t('users.name'), render: ({ name }) => name },
        {
          key: 'role',
          title: t('users.role'),
          // One's own roles are not one's to change (another admin does it): said, not a disabled field.
          render: (user) =>
            user.name === session.user ? (
              rolesText(t, user.roles)
            ) : (
              <Select<ConsoleRole[]>
                mode="multiple"
                aria-label={t('users.roleOf', { name: user.name })}
                value={user.roles}
                loading={call.pending === `role-${user.name}`}
                onChange={(roles) => changeRoles(user.name, roles)}
                options={roleOptions(t)}
                style={{ minWidth: 180, maxWidth: '100%' }}
              />
            ),
        },
        { key: 'created', title: t('users.created'), render: ({ createdAt }) => format.dateTime(createdAt) },
        {
          key: 'actions',
          title: t('users.actions'),
          render: (user) => (
            <Flex wrap gap={8}>
              <FormDialogButton<{ password: string }>
                label={t('users.setPassword', { name: user.name })}
                title={t('users.setPasswordTitle', { name: user.name })}
                confirmLabel={t('users.setPasswordConfirm')}
                buttonProps={{ size: 'small' }}
                initialValues={{ password: '' }}
                onSubmit={({ password }) =>
                  call.run(`password-${user.name}`, { done: t('users.passwordSet', { name: user.name }), failed: t('users.passwordFailed', { name: user.name }) }, () =>
                    api.changeUser(user.name, { password }),
                  )
                }
              >
                <Form.Item label={t('users.newPassword')} name="password" rules={[{ required: true, message: t('users.passwordRequired') }]}>
                  <Input.Password autoComplete="new-password" />
                </Form.Item>
              </FormDialogButton>
              {user.name !== session.user && (
                <ConfirmButton
                  label={t('users.remove', { name: user.name })}
                  title={t('users.removeTitle', { name: user.name })}
                  confirmLabel={t('users.removeConfirm')}
                  danger
                  buttonProps={{ size: 'small' }}
                  onConfirm={() => call.run(`remove-${user.name}`, { done: t('users.removed', { name: user.name }), failed: t('users.removeFailed', { name: user.name }) }, () => api.removeUser(user.name))}
                >
                  <p>{t('users.removeBody', { name: user.name })}</p>
                </ConfirmButton>
              )}
            </Flex>
          ),
        },
      ]}
    />
  );
}
