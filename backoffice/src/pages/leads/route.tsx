import { Flex, Pagination, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { LeadList, LeadQuery } from '@site/console-contract/leads';
import { CallOutcome } from '../../app/actions/call-outcome';
import { useConsoleCall } from '../../app/actions/use-console-call';
import type { ConsoleApi } from '../../app/api/console-api-client';
import { usePageTitle } from '../../app/layout/use-page-title';
import { isAdmin, useSession } from '../../app/session/use-session';
import { signedIn } from '../../app/session/signed-in-loader';
import { EraseForm } from './components/erase-form';
import { ExportButtons } from './components/export-buttons';
import { LeadFilters } from './components/lead-filters';
import { LeadsTable } from './components/leads-table';
import { leadQueryFrom } from './lead-query';

interface LeadsData {
  query: LeadQuery;
  list: LeadList;
  exports: { csv: string; xlsx: string };
}

function loadLeads(api: ConsoleApi) {
  return signedIn(async ({ request }: LoaderFunctionArgs): Promise<LeadsData> => {
    const query = leadQueryFrom(new URL(request.url).searchParams);
    return { query, list: await api.leads(query), exports: { csv: api.leadsExportHref(query, 'csv'), xlsx: api.leadsExportHref(query, 'xlsx') } };
  });
}

/**
 * The lead desk's inbox: enquiries newest first, a page at a time, unread ones marked, filtered by
 * what the address says. A new enquiry (on any instance) reloads it through the live feed.
 */
function LeadsPage() {
  const { t } = useTranslation();
  const { query, list, exports } = useLoaderData() as LeadsData;
  const session = useSession();
  const call = useConsoleCall();
  const [search, setSearch] = useSearchParams();
  usePageTitle(t('leads.title'));
  const toPage = (page: number) => {
    const next = new URLSearchParams(search);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    setSearch(next);
  };
  return (
    <>
      <Typography.Title level={1}>{t('leads.title')}</Typography.Title>
      <LeadFilters query={query} owners={list.owners} countries={list.countries} />
      <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
        <ExportButtons {...exports} />
      </Flex>
      <LeadsTable leads={list.items} pageSize={list.pageSize} />
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
          <CallOutcome outcome={call.outcome} onClose={call.clearOutcome} />
          <EraseForm call={call} />
        </>
      )}
    </>
  );
}

export function leadsRoute(api: ConsoleApi): Pick<RouteObject, 'loader' | 'Component'> {
  return { loader: loadLeads(api), Component: LeadsPage };
}
