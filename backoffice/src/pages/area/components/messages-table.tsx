import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AreaMessages, AreaName } from '../../../../server/console-api';
import { useFormat } from '../../../app/i18n/use-format';

type MessageRow = AreaMessages['messages'][number];

/** The messages browsers sent most often, with the pages they came from. */
export function MessagesTable({ remote, messages }: { remote: AreaName; messages: MessageRow[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section aria-labelledby="messages-title">
      <Typography.Title level={2} id="messages-title">
        {t('messages.title')}
      </Typography.Title>
      <Table<MessageRow>
        size="small"
        rowKey={(row) => `${row.version} ${row.kind} ${row.message ?? ''}`}
        dataSource={messages}
        pagination={messages.length > 20 ? { pageSize: 20 } : false}
        caption={t('messages.caption', { remote })}
        locale={{ emptyText: t('messages.empty') }}
        columns={[
          { title: t('messages.count'), dataIndex: 'count', align: 'right', render: (count: number) => format.number(count) },
          { title: t('messages.version'), dataIndex: 'version' },
          { title: t('messages.kind'), dataIndex: 'kind', render: (kind: MessageRow['kind']) => t(`messages.kinds.${kind}`) },
          { title: t('messages.message'), dataIndex: 'message', render: (message: string | null) => message ?? t('messages.noText') },
          {
            title: t('messages.pages'),
            dataIndex: 'paths',
            render: (paths: string[]) => (
              <ul style={{ margin: 0, paddingInlineStart: 16 }}>
                {paths.map((path) => (
                  <li key={path}>
                    <Typography.Text code>{path}</Typography.Text>
                  </li>
                ))}
              </ul>
            ),
          },
        ]}
      />
    </section>
  );
}
