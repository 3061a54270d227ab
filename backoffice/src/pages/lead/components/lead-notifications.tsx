import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LeadDetails, LeadNotification } from '@site/console-contract/leads';
import type { useConsoleCall } from '../../../app/actions/use-console-call';
import { useApi } from '../../../app/api/api-context';
import { useFormat } from '../../../app/i18n/use-format';
import { Panel } from '../../../components/panel';
import { ResponsiveTable } from '../../../components/responsive-table';
import { consoleTokens } from '../../../app/theme/console-theme';

/** Each attempt to tell the sales team (webhook, e-mail), and "retry now" while a channel has not sent it. */
export function LeadNotifications({ details, call }: { details: LeadDetails; call: ReturnType<typeof useConsoleCall> }) {
  const { t } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const { lead, notifications, canNotify } = details;
  const retry = () => call.run('retry', { done: t('lead.retried'), failed: t('lead.retryFailed') }, () => api.retryLeadNotification(lead.id).then(() => ({})));
  return (
    <Panel
      id="lead-notifications"
      title={t('lead.notifications')}
      extra={
        canNotify && !lead.notifiedAt ? (
          <Button onClick={() => void retry()} loading={call.pending === 'retry'}>
            {t('lead.retry')}
          </Button>
        ) : undefined
      }
    >
      <p>{!canNotify ? t('lead.noChannels') : lead.notifiedAt ? t('lead.notified', { time: format.dateTime(lead.notifiedAt) }) : t('lead.notNotified')}</p>
      {notifications.length > 0 && (
        <ResponsiveTable<LeadNotification>
          size="small"
          rowKey={(attempt, index) => `${attempt.at} ${attempt.channel} ${index}`}
          rows={notifications}
          caption={t('lead.notifications')}
          empty={t('lead.noNotifications')}
          columns={[
            { key: 'at', title: t('lead.attemptAt'), width: 170, render: ({ at }) => <time dateTime={at}>{format.dateTime(at)}</time> },
            { key: 'channel', title: t('lead.channel'), render: ({ channel }) => t(`lead.channels.${channel}` as 'lead.channels.email', { defaultValue: channel }) },
            { key: 'result', title: t('lead.result'), render: ({ ok, error }) => (ok ? <Tag variant="solid" color={consoleTokens.colorTagFits}>{t('lead.sent')}</Tag> : <Tag variant="solid" color={consoleTokens.colorTagMisfit}>{error ?? '–'}</Tag>) },
          ]}
        />
      )}
    </Panel>
  );
}
