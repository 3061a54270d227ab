import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Pagination, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation, useNavigate, useSearchParams, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { LeadList, LeadQuery, LeadRow } from '@site/console-contract/leads';
import { CallOutcome } from '../../app/actions/call-outcome';
import { useConsoleCall } from '../../app/actions/use-console-call';
import type { ConsoleApi } from '../../app/api/console-api-client';
import { useApi } from '../../app/api/api-context';
import { useShortcuts } from '../../app/keys/use-shortcuts';
import { usePageTitle } from '../../app/layout/use-page-title';
import { paths } from '../../app/router/paths';
import { isAdmin, useSession } from '../../app/session/use-session';
import { signedIn } from '../../app/session/signed-in-loader';
import { LeadKeys } from '../../components/leads/lead-keys';
import { rememberInbox } from '../../components/leads/lead-trail';
import { BulkBar } from './components/bulk-bar';
import { EraseForm } from './components/erase-form';
import { ExportButtons } from './components/export-buttons';
import { LeadFilters } from './components/lead-filters';
import { LeadSettingsPanel } from './components/lead-settings-panel';
import { LeadViews } from './components/lead-views';
import { LeadsTable } from './components/leads-table';
import { leadQueryFrom } from './lead-query';

interface LeadsData {
  query: LeadQuery;
  list: LeadList;
  /** When it was loaded: the ages are counted from then. */
  loadedAt: number;
}

/** How long a new arrival stays marked. */
const freshForMs = 5000;

/** The enquiries that appeared in the same list since it was last shown (the live feed reloads it), for a few seconds. */
function useArrivals(ids: number[], search: string): ReadonlySet<number> {
  const shown = useRef<{ search: string; ids: number[] } | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const key = ids.join(',');
  useEffect(() => {
    const before = shown.current;
    shown.current = { search, ids };
    if (!before || before.search !== search) return;
    const arrived = ids.filter((id) => !before.ids.includes(id) && id > Math.max(0, ...before.ids));
    if (arrived.length === 0) return;
    setFresh(new Set(arrived));
    const timer = setTimeout(() => setFresh(new Set()), freshForMs);
    return () => clearTimeout(timer);
  }, [key, search]); // eslint-disable-line react-hooks/exhaustive-deps
  return fresh;
}

function loadLeads(api: ConsoleApi) {
  return signedIn(async ({ request }: LoaderFunctionArgs): Promise<LeadsData> => {
    const query = leadQueryFrom(new URL(request.url).searchParams);
    return { query, list: await api.leads(query), loadedAt: Date.now() };
  });
}

/** Where an enquiry's page should put the keyboard when it opens (`s`: the status, `n`: the note). */
export type LeadFocus = 'status' | 'note';

/**
 * The lead desk's inbox: its views with their counts, enquiries newest first a page at a time, unread
 * ones marked, each with its age and "Assign to me", filtered by what the address says. From the
 * keyboard: j and k move, Enter opens, a assigns to me, s and n open it at the status or the note,
 * ? lists the keys. A new enquiry (on any instance) reloads it through the live feed.
 */
function LeadsPage() {
  const { t } = useTranslation();
  const { query, list, loadedAt } = useLoaderData() as LeadsData;
  const session = useSession();
  const api = useApi();
  const call = useConsoleCall();
  const navigate = useNavigate();
  const { search, state } = useLocation();
  const erased = (state as { erased?: number } | null)?.erased;
  const [searchParams, setSearch] = useSearchParams();
  const [current, setCurrent] = useState<number | undefined>(undefined);
  const [assigning, setAssigning] = useState<number | undefined>(undefined);
  const [showKeys, setShowKeys] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  // The tab says how many are new: a tab in the background counts them too.
  usePageTitle(list.views.new > 0 ? t('leads.titleNew', { count: list.views.new }) : t('leads.title'));
  const ids = list.items.map((lead) => lead.id);
  const fresh = useArrivals(ids, search);
  useEffect(() => rememberInbox({ ids, search }), [ids.join(','), search]); // eslint-disable-line react-hooks/exhaustive-deps
  // A choice holds only rows still on the page (a filter, a page or a new enquiry moved the list).
  useEffect(() => setSelected((chosen) => chosen.filter((id) => ids.includes(id))), [ids.join(',')]); // eslint-disable-line react-hooks/exhaustive-deps
  const toggle = (id: number) => setSelected((chosen) => (chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id]));

  const toPage = (page: number) => {
    const next = new URLSearchParams(searchParams);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    setSearch(next);
  };
  const move = (step: 1 | -1) => {
    if (ids.length === 0) return;
    const at = current === undefined ? -1 : ids.indexOf(current);
    const next = ids[Math.min(ids.length - 1, Math.max(0, at === -1 && step === -1 ? 0 : at + step))]!;
    setCurrent(next);
    const link = document.querySelector<HTMLElement>(`[data-lead-link="${next}"]`);
    link?.focus();
    link?.scrollIntoView({ block: 'nearest' });
  };
  const assign = (lead: LeadRow) => {
    setAssigning(lead.id);
    void call.run('assign', { done: t('leads.assigned', { name: lead.name }), failed: t('leads.assignFailed') }, () => api.changeLead(lead.id, { owner: session.user }).then(() => ({}))).finally(() => setAssigning(undefined));
  };
  const currentLead = list.items.find((lead) => lead.id === current);
  const open = (focus?: LeadFocus) => currentLead && void navigate(paths.lead(currentLead.id), focus ? { state: { focus } } : {});
  useShortcuts({
    j: () => move(1),
    k: () => move(-1),
    // Enter on the row j and k moved to follows its link (it has the focus); o opens it from anywhere.
    o: () => open(),
    a: () => currentLead && currentLead.owner !== session.user && assign(currentLead),
    s: () => open('status'),
    x: () => current !== undefined && toggle(current),
    n: () => open('note'),
    '?': () => setShowKeys(true),
  });

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1}>{t('leads.title')}</Typography.Title>
        <Button type="text" onClick={() => setShowKeys(true)}>
          {t('leads.keys.show')}
        </Button>
      </Flex>
      <LeadViews current={query.view ?? 'all'} counts={list.views} />
      <LeadFilters key={query.view ?? 'all'} query={query} owners={list.owners} countries={list.countries} />
      <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
        <ExportButtons query={query} />
      </Flex>
      {erased !== undefined && <Alert type="success" showIcon role="status" style={{ marginBottom: 16 }} title={t('leads.erase.doneOne', { count: erased })} />}
      <CallOutcome outcome={call.outcome} onClose={call.clearOutcome} of={['assign']} />
      <BulkBar ids={ids} selected={selected} onSelect={setSelected} me={session.user} owners={list.owners} call={call} />
      <LeadsTable fresh={fresh} leads={list.items} pageSize={list.pageSize} me={session.user} current={current} now={loadedAt} ageLimits={list.ageLimits} onAssign={assign} assigning={assigning} selected={selected} onToggle={toggle} />
      <Pagination
        align="end"
        current={list.page}
        pageSize={list.pageSize}
        total={list.total}
        showSizeChanger={false}
        hideOnSinglePage
        showTotal={(total, [from, to]) => t('leads.range', { from, to, total })}
        onChange={toPage}
      />
      {isAdmin(session.roles) && (
        <>
          <LeadSettingsPanel countries={list.countries} call={call} />
          <CallOutcome outcome={call.outcome} onClose={call.clearOutcome} of={['erase']} />
          <EraseForm call={call} />
        </>
      )}
      <LeadKeys open={showKeys} where="inbox" onClose={() => setShowKeys(false)} />
    </>
  );
}

export function leadsRoute(api: ConsoleApi): Pick<RouteObject, 'loader' | 'Component'> {
  return { loader: loadLeads(api), Component: LeadsPage };
}
