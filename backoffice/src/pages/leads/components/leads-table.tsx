import { Button, Checkbox, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LeadList, LeadRow } from '@site/console-contract/leads';
import { useFormat } from '../../../app/i18n/use-format';
import { paths } from '../../../app/router/paths';
import { ResponsiveTable } from '../../../components/responsive-table';
import { LeadAge } from '../../../components/leads/lead-age';
import { countryName, statusColors, statusText } from '../../../components/leads/lead-words';
import styles from './leads-table.module.css';
import { consoleTokens } from '../../../app/theme/console-theme';

interface LeadsTableProps {
  leads: LeadRow[];
  pageSize: number;
  /** The signed-in salesperson: "Assign to me" on the rows that are not theirs. */
  me: string;
  /** The row the keyboard is on. */
  current: number | undefined;
  now: number;
  ageLimits: LeadList['ageLimits'];
  onAssign: (lead: LeadRow) => void;
  assigning: number | undefined;
  /** Enquiries that arrived since the list was last shown: marked for a moment. */
  fresh: ReadonlySet<number>;
  /** The rows chosen for a change to many at once. */
  selected: readonly number[];
  onToggle: (id: number) => void;
}

/**
 * The inbox's rows (one page of the server's: shown whole): an unread enquiry in bold with its mark,
 * a repeat with a link to the first, its age (amber past a day, red past two, while open), and
 * "Assign to me" in one click.
 */
export function LeadsTable({ leads, pageSize, me, current, now, ageLimits, onAssign, assigning, fresh, selected, onToggle }: LeadsTableProps) {
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
      currentKey={current === undefined ? undefined : String(current)}
      freshKeys={new Set([...fresh].map(String))}
      columns={[
        {
          key: 'select',
          title: t('leads.bulk.column'),
          width: 72,
          render: (lead) => <Checkbox checked={selected.includes(lead.id)} onChange={() => onToggle(lead.id)} aria-label={t('leads.bulk.select', { name: lead.name })} />,
        },
        { key: 'received', title: t('leads.received'), width: 170, render: ({ receivedAt }) => <time dateTime={receivedAt}>{format.dateTime(receivedAt)}</time> },
        { key: 'age', title: t('leads.age.title'), width: 80, render: ({ receivedAt, status }) => <LeadAge receivedAt={receivedAt} status={status} now={now} limits={ageLimits} /> },
        {
          key: 'name',
          title: t('leads.name'),
          render: (lead) => (
            <span className={lead.unread ? styles.unread : undefined}>
              <Link to={paths.lead(lead.id)} data-lead-link={lead.id}>
                {lead.name}
              </Link>
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
        {
          key: 'owner',
          title: t('leads.owner'),
          render: (lead) =>
            lead.owner === me ? (
              t('leads.you', { name: me })
            ) : (
              <span className={styles.owner}>
                {lead.owner ?? '–'}
                <Button size="small" onClick={() => onAssign(lead)} loading={assigning === lead.id} aria-label={t('leads.assignToMeNamed', { name: lead.name })}>
                  {t('leads.assignToMe')}
                </Button>
              </span>
            ),
        },
      ]}
    />
  );
}
