import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { bulkUndoMs, leadStatuses, type BulkResult, type BulkUndoResult, type LeadStatus } from '@site/console-contract/leads';
import { CallOutcome } from '../../../app/actions/call-outcome';
import type { useConsoleCall } from '../../../app/actions/use-console-call';
import { useApi } from '../../../app/api/api-context';
import { statusText } from '../../../components/leads/lead-words';
import styles from './bulk-bar.module.css';

interface BulkBarProps {
  /** The enquiries of the page, in order, and those chosen. */
  ids: number[];
  selected: number[];
  onSelect: (ids: number[]) => void;
  me: string;
  owners: string[];
  call: ReturnType<typeof useConsoleCall>;
}

/**
 * What a salesperson does to many enquiries at once: assign (to themselves or another), change the
 * status, mark as spam. Each change is audited and can be undone for a few seconds (a countdown).
 */
export function BulkBar({ ids, selected, onSelect, me, owners, call }: BulkBarProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [last, setLast] = useState<{ bulkId: number; count: number; at: number } | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const undoLeft = last ? Math.max(0, Math.ceil((last.at + bulkUndoMs - now) / 1000)) : 0;
  useEffect(() => {
    if (!last) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [last]);

  async function change(what: { status?: LeadStatus; owner?: string | null }) {
    let result: BulkResult | undefined;
    const done = await call.run('bulk', { done: () => t('leads.bulk.done', { count: result?.changed.length ?? 0 }), failed: t('leads.bulk.failed') }, async () => {
      result = await api.bulkLeads({ ids: selected, ...what });
      return {};
    });
    if (done && result) {
      setLast({ bulkId: result.bulkId, count: result.changed.length, at: Date.now() });
      setNow(Date.now());
      onSelect([]);
    }
  }

  async function undo() {
    if (!last) return;
    let result: BulkUndoResult | undefined;
    await call.run('bulk', { done: () => t(result?.changedSince.length ? 'leads.bulk.undonePartly' : 'leads.bulk.undone', { count: result?.restored.length ?? 0, left: result?.changedSince.length ?? 0 }), failed: t('leads.bulk.undoFailed') }, async () => {
      result = await api.undoBulkLeads(last.bulkId);
      return {};
    });
    setLast(null);
  }

  const all = ids.length > 0 && selected.length === ids.length;
  return (
    <section aria-label={t('leads.bulk.label')} className={styles.bar}>
      <Flex gap={8} wrap align="center">
        <Checkbox checked={all} indeterminate={selected.length > 0 && !all} onChange={() => onSelect(all ? [] : ids)} disabled={ids.length === 0}>
          {t('leads.bulk.all')}
        </Checkbox>
        <Typography.Text aria-live="polite">{t('leads.bulk.selected', { count: selected.length })}</Typography.Text>
        {selected.length > 0 && (
          <>
            <Button onClick={() => void change({ owner: me })} loading={call.pending === 'bulk'}>
              {t('leads.assignToMe')}
            </Button>
            <Select<string>
              aria-label={t('leads.bulk.assignTo')}
              placeholder={t('leads.bulk.assignTo')}
              value={null as unknown as string}
              style={{ minWidth: 140 }}
              options={[{ value: '', label: t('leads.nobody') }, ...owners.map((name) => ({ value: name, label: name }))]}
              onChange={(owner) => void change({ owner: owner || null })}
            />
            <Select<LeadStatus>
              aria-label={t('leads.bulk.setStatus')}
              placeholder={t('leads.bulk.setStatus')}
              value={null as unknown as LeadStatus}
              style={{ minWidth: 140 }}
              options={leadStatuses.map((status) => ({ value: status, label: statusText(t, status) }))}
              onChange={(status) => void change({ status })}
            />
            <Button danger onClick={() => void change({ status: 'spam' })}>
              {t('leads.bulk.spam')}
            </Button>
            <Button type="text" onClick={() => onSelect([])}>
              {t('leads.bulk.clear')}
            </Button>
          </>
        )}
      </Flex>
      {last && undoLeft > 0 ? (
        <Alert
          type="info"
          showIcon
          role="status"
          className={styles.undo}
          title={t('leads.bulk.done', { count: last.count })}
          action={
            <Button size="small" onClick={() => void undo()}>
              {t('leads.bulk.undo', { seconds: undoLeft })}
            </Button>
          }
        />
      ) : (
        <CallOutcome outcome={call.outcome} onClose={call.clearOutcome} of={['bulk']} />
      )}
    </section>
  );
}
