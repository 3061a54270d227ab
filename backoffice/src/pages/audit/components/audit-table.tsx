import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { auditActions, type AuditAction, type AuditEntry } from '../../../../server/console-api';

const isAuditAction = (action: string): action is AuditAction => (auditActions as readonly string[]).includes(action);
import { useFormat } from '../../../app/i18n/use-format';

/** The audit log, newest first, as the server sends it. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Table<AuditEntry>
      size="small"
      rowKey={(entry) => `${entry.at} ${entry.actor} ${entry.remote} ${entry.action} ${entry.to ?? ''}`}
      dataSource={entries}
      pagination={entries.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      caption={t('audit.caption')}
      locale={{ emptyText: t('audit.empty') }}
      // No scrolling box: its rows hold nothing to focus, so a keyboard could not scroll it; long checks wrap.
      columns={[
        { title: t('audit.at'), dataIndex: 'at', render: (at: string) => <time dateTime={at}>{format.dateTime(at)}</time> },
        { title: t('audit.actor'), dataIndex: 'actor' },
        { title: t('audit.remote'), dataIndex: 'remote' },
        { title: t('audit.action'), dataIndex: 'action', render: (action: string) => (isAuditAction(action) ? t(`audit.actions.${action}`) : action) },
        { title: t('audit.from'), dataIndex: 'from', render: (from: string | null) => from ?? '–' },
        { title: t('audit.to'), dataIndex: 'to', render: (to: string | null) => to ?? '–' },
        { title: t('audit.check'), dataIndex: 'check' },
      ]}
    />
  );
}
