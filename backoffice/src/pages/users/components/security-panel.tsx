import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LoginLock, SecurityEvent, SecurityOverview } from '../../../../server/console-api';
import { useApi } from '../../../app/api/api-context';
import type { ConsoleCall } from '../../../app/actions/use-console-call';
import { useFormat } from '../../../app/i18n/use-format';
import { ConfirmButton } from '../../../components/confirm-button';
import { Panel } from '../../../components/panel';

/** What sign-ins the console saw (admins): names and addresses locked now, with unlock, and the recent events. */
export function SecurityPanel({ security, call }: { security: SecurityOverview; call: ConsoleCall }) {
  const { t } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const detail = (event: SecurityEvent) => {
    if (event.kind === 'unlock') return t('security.details.unlockedBy', { user: event.detail });
    if (event.kind === 'sign-in') return event.detail ? t(`roles.user.${event.detail}` as 'roles.user.admin', { defaultValue: event.detail }) : '';
    return event.detail ? t(`security.details.${event.detail}` as 'security.details.everywhere', { defaultValue: event.detail }) : '';
  };
  return (
    <Panel id="security" title={t('security.title')}>
      <Table<LoginLock>
        rowKey={(lock) => `${lock.kind}:${lock.name}`}
        dataSource={security.locks}
        pagination={false}
        caption={t('security.locksCaption')}
        locale={{ emptyText: t('security.noLocks') }}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('security.kind'), dataIndex: 'kind', render: (kind: LoginLock['kind']) => (kind === 'user' ? t('security.kindUser') : t('security.kindAddress')) },
          { title: t('security.name'), dataIndex: 'name' },
          { title: t('security.until'), dataIndex: 'until', render: (until: string) => format.dateTime(until) },
          {
            title: t('users.actions'),
            key: 'unlock',
            render: (_, lock) =>
              lock.kind === 'user' ? (
                <ConfirmButton
                  label={t('security.unlock', { name: lock.name })}
                  title={t('security.unlock', { name: lock.name })}
                  confirmLabel={t('security.unlock', { name: lock.name })}
                  buttonProps={{ size: 'small' }}
                  onConfirm={() => call.run(`unlock-${lock.name}`, { done: t('security.unlocked', { name: lock.name }), failed: t('security.unlockFailed', { name: lock.name }) }, () => api.unlock(lock.name))}
                >
                  <p>{t('security.unlocked', { name: lock.name })}</p>
                </ConfirmButton>
              ) : null,
          },
        ]}
      />
      <Table<SecurityEvent>
        rowKey={(event, index) => `${event.at}-${index}`}
        dataSource={security.events}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        caption={t('security.eventsCaption')}
        locale={{ emptyText: t('security.empty') }}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('security.at'), dataIndex: 'at', render: (at: string) => format.dateTime(at) },
          { title: t('security.event'), dataIndex: 'kind', render: (kind: SecurityEvent['kind']) => t(`security.events.${kind}`) },
          { title: t('security.user'), dataIndex: 'user' },
          { title: t('security.address'), dataIndex: 'address', render: (address: string | null) => address ?? '–' },
          { title: t('security.detail'), key: 'detail', render: (_, event) => detail(event) },
        ]}
      />
    </Panel>
  );
}
