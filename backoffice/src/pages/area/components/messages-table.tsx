import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AreaMessages, AreaName } from '@site/console-contract/releases';
import { useFormat } from '../../../app/i18n/use-format';
import { ResponsiveTable } from '../../../components/responsive-table';

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
      <ResponsiveTable<MessageRow>
        size="small"
        rowKey={(row) => `${row.version} ${row.kind} ${row.message ?? ''}`}
        rows={messages}
        pageSize={20}
        caption={t('messages.caption', { remote })}
        empty={t('messages.empty')}
        columns={[
          { key: 'count', title: t('messages.count'), align: 'right', width: 80, render: ({ count }) => format.number(count) },
          { key: 'version', title: t('messages.version'), render: ({ version }) => version },
          { key: 'kind', title: t('messages.kind'), render: ({ kind }) => t(`messages.kinds.${kind}`) },
          // The browser's own words, as reported.
          { key: 'message', title: t('messages.message'), render: ({ message }) => (message ? <Typography.Text code>{message}</Typography.Text> : t('messages.noText')) },
          {
            key: 'paths',
            title: t('messages.pages'),
            render: ({ paths }) => (
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
