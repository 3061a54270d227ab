import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { auditActions, consoleRemote, type AuditAction, type AuditEntry } from '@site/console-contract/releases';
import { leadsRemote } from '@site/console-contract/leads';
import { newsroomRemote } from '@site/console-contract/newsroom';
import { launchesSection } from '@site/console-contract/launches';
import { useFormat } from '../../../app/i18n/use-format';
import { rolesText } from '../../../app/session/role-words';
import { ResponsiveTable } from '../../../components/responsive-table';
import { readCheck } from '../read-check';
import { AuditCheck } from './audit-check';

const isAuditAction = (action: string): action is AuditAction => (auditActions as readonly string[]).includes(action);
const userActions = ['user-add', 'user-role', 'user-password', 'user-remove'] as const;
type UserAction = (typeof userActions)[number];
const isUserAction = (action: string): action is UserAction => (userActions as readonly string[]).includes(action);

/** Who an entry is about: an area, or a part of the back office. */
export function auditRemoteName(t: TFunction, remote: string): string {
  if (remote === consoleRemote) return t('audit.backOffice');
  if (remote === leadsRemote || remote === newsroomRemote || remote === launchesSection) return t(`audit.sections.${remote}`);
  return t(`areas.names.${remote}` as 'areas.names.parts', { defaultValue: remote });
}

/** The audit log, newest first, as the server sends it, in the back office's language. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  const format = useFormat();

  /** A user change names the user and what changed; a release names the versions. */
  const change = (entry: AuditEntry) => {
    if (isUserAction(entry.action)) {
      const detail = readCheck(entry.check).detail;
      const role = detail?.kind === 'userRole' ? rolesText(t, detail.roles) : '';
      return t(`audit.userChanges.${entry.action}`, { user: entry.to ?? entry.from ?? '', role });
    }
    // The lead desk's entries name an enquiry by its number, never a person.
    if (entry.remote === leadsRemote) return entry.to ? `#${entry.to}` : '–';
    // The newsroom's name the article (its slug) or the image; a launch's, the launch.
    if (entry.remote === newsroomRemote || entry.remote === launchesSection) return entry.to ?? entry.from ?? '–';
    if (!entry.from && !entry.to) return '–';
    return `${entry.from ?? '–'} → ${entry.to ?? '–'}`;
  };

  return (
    <ResponsiveTable<AuditEntry>
      size="small"
      rowKey={(entry, index) => `${entry.at} ${entry.actor} ${entry.remote} ${entry.action} ${entry.to ?? ''} ${index}`}
      rows={entries}
      caption={t('audit.caption')}
      empty={t('audit.empty')}
      columns={[
        { key: 'at', title: t('audit.at'), width: 170, render: ({ at }) => <time dateTime={at}>{format.dateTime(at)}</time> },
        { key: 'actor', title: t('audit.actor'), render: ({ actor }) => t(`audit.actors.${actor}` as 'audit.actors.site guard', { defaultValue: actor }) },
        {
          key: 'remote',
          title: t('audit.remote'),
          render: ({ remote }) => auditRemoteName(t, remote),
        },
        { key: 'action', title: t('audit.action'), render: ({ action }) => (isAuditAction(action) ? t(`audit.actions.${action}`) : action) },
        { key: 'change', title: t('audit.change'), render: change },
        { key: 'check', title: t('audit.check'), render: ({ check }) => <AuditCheck check={check} /> },
      ]}
    />
  );
}
