import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LeadRow } from '@site/console-contract/leads';
import { useFormat } from '../../../app/i18n/use-format';
import { paths } from '../../../app/router/paths';
import { Panel } from '../../../components/panel';
import { statusColors, statusText } from '../../../components/leads/lead-words';

/** The same person's other enquiries (same phone or e-mail) within 30 days: worked together, not twice. */
export function LeadRepeats({ related }: { related: LeadRow[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Panel id="lead-repeats" title={t('lead.repeats')}>
      {related.length === 0 ? (
        <p>{t('lead.noRepeats')}</p>
      ) : (
        <ul style={{ paddingInlineStart: 20, margin: 0 }}>
          {related.map((other) => (
            <li key={other.id}>
              <Link to={paths.lead(other.id)}>#{other.id}</Link> · <time dateTime={other.receivedAt}>{format.dateTime(other.receivedAt)}</time> ·{' '}
              <Tag variant="solid" color={statusColors[other.status]}>{statusText(t, other.status)}</Tag> {other.owner ?? ''}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
