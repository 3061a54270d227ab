import { useTranslation } from 'react-i18next';
import type { LeadEvent, LeadStatus } from '@site/console-contract/leads';
import { useFormat } from '../../../app/i18n/use-format';
import { Panel } from '../../../components/panel';
import { statusText } from '../../../components/leads/lead-words';

/** Every change of status and owner, and every note, oldest first, with who and when. */
export function LeadHistory({ history }: { history: LeadEvent[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const value = (event: LeadEvent) => {
    if (event.kind === 'status') return statusText(t, event.value as LeadStatus);
    if (event.kind === 'owner') return event.value || t('leads.nobody');
    return event.value;
  };
  return (
    <Panel id="lead-history" title={t('lead.history')}>
      {history.length === 0 ? (
        <p>{t('lead.noHistory')}</p>
      ) : (
        <ol style={{ paddingInlineStart: 20, margin: 0 }}>
          {history.map((event, index) => (
            <li key={index} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <time dateTime={event.at}>{format.dateTime(event.at)}</time> · {event.actor} · {t(`lead.events.${event.kind}`, { value: value(event) })}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
