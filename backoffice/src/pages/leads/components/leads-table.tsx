import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LeadRow } from '@site/console-contract/leads';
import { useFormat } from '../../../app/i18n/use-format';
import { paths } from '../../../app/router/paths';
import { ResponsiveTable } from '../../../components/responsive-table';
import { countryName, statusColors, statusText } from '../../../components/leads/lead-words';
import styles from './leads-table.module.css';
import { consoleTokens } from '../../../app/theme/console-theme';

/** The inbox's rows (one page of the server's: shown whole), an unread enquiry in bold with its mark, a repeat with a link to the first. */
export function LeadsTable({ leads, pageSize }: { leads: LeadRow[]; pageSize: number }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  return (
    <ResponsiveTable<LeadRow>
      size="small"
      rowKey={(lead) => String(lead.id)}
      rows={leads}
      pageSize={pageSize}
      caption={t('leads.caption')}
      empty={t('leads.empty')}
      columns={[
        { key: 'received', title: t('leads.received'), width: 170, render: ({ receivedAt }) => <time dateTime={receivedAt}>{format.dateTime(receivedAt)}</time> },
        {
          key: 'name',
          title: t('leads.name'),
          render: (lead) => (
            <span className={lead.unread ? styles.unread : undefined}>
              <Link to={paths.lead(lead.id)}>{lead.name}</Link>
              {lead.unread && (
                <Tag variant="solid" color={consoleTokens.colorTagActive} className={styles.mark}>
                  {t('leads.unread')}
                </Tag>
              )}
              {lead.repeatOf !== null && (
                <Link to={paths.lead(lead.repeatOf)} className={styles.repeat}>
                  {t('leads.repeatOf', { id: lead.repeatOf })}
                </Link>
              )}
            </span>
          ),
        },
        { key: 'company', title: t('leads.company'), render: ({ company }) => company },
        { key: 'country', title: t('leads.country'), render: ({ countryCode }) => countryName(countryCode, i18n.language) },
        { key: 'status', title: t('leads.status'), render: ({ status }) => <Tag variant="solid" color={statusColors[status]}>{statusText(t, status)}</Tag> },
        { key: 'owner', title: t('leads.owner'), render: ({ owner }) => owner ?? '–' },
      ]}
    />
  );
}
