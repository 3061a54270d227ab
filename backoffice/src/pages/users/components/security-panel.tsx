import { useTranslation } from 'react-i18next';
import type { LoginLock, SecurityEvent, SecurityOverview } from '@site/console-contract/session';
import { useApi } from '../../../app/api/api-context';
import type { ConsoleCall } from '../../../app/actions/use-console-call';
import { useFormat } from '../../../app/i18n/use-format';
import { ConfirmButton } from '../../../components/confirm-button';
import { Panel } from '../../../components/panel';
import { ResponsiveTable } from '../../../components/responsive-table';

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
      <ResponsiveTable<LoginLock>
        rowKey={(lock) => `${lock.kind}:${lock.name}`}
        rows={security.locks}
        caption={t('security.locksCaption')}
        empty={t('security.noLocks')}
        columns={[
          { key: 'kind', title: t('security.kind'), render: ({ kind }) => (kind === 'user' ? t('security.kindUser') : t('security.kindAddress')) },
          { key: 'name', title: t('security.name'), render: ({ name }) => name },
          { key: 'until', title: t('security.until'), render: ({ until }) => format.dateTime(until) },
          {
            key: 'unlock',
            title: t('users.actions'),
            render: (lock) =>
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
      <ResponsiveTable<SecurityEvent>
        rowKey={(event, index) => `${event.at}-${index}`}
        rows={security.events}
        pageSize={20}
        caption={t('security.eventsCaption')}
        empty={t('security.empty')}
        columns={[
          { key: 'at', title: t('security.at'), render: ({ at }) => format.dateTime(at) },
          { key: 'kind', title: t('security.event'), render: ({ kind }) => t(`security.events.${kind}`) },
          { key: 'user', title: t('security.user'), render: ({ user }) => user },
          { key: 'address', title: t('security.address'), render: ({ address }) => address ?? '–' },
          { key: 'detail', title: t('security.detail'), render: detail },
        ]}
      />
    </Panel>
  );
}
