import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { AuditPage } from '@site/console-contract/releases';
import type { AuditQuery, ConsoleApi } from '../../app/api/console-api-client';
import { usePageTitle } from '../../app/layout/use-page-title';
import { signedIn } from '../../app/session/signed-in-loader';
import { AuditFilters } from './components/audit-filters';
import { AuditTable } from './components/audit-table';
import { auditQueryFrom } from './audit-query';

interface AuditData {
  query: AuditQuery;
  page: AuditPage;
  csvHref: string;
}

function loadAudit(api: ConsoleApi) {
  return signedIn(async ({ request }: LoaderFunctionArgs): Promise<AuditData> => {
    const query = auditQueryFrom(new URL(request.url).searchParams);
    return { query, page: await api.audit(query), csvHref: api.auditCsvHref(query) };
  });
}

function AuditLogPage() {
  const { t } = useTranslation();
  const { query, page, csvHref } = useLoaderData() as AuditData;
  usePageTitle(t('audit.title'));
  return (
    <>
      <Typography.Title level={1}>{t('audit.title')}</Typography.Title>
      <AuditFilters query={query} csvHref={csvHref} />
      <AuditTable entries={page.entries} />
      {page.truncated && <Typography.Paragraph type="secondary">{t('audit.truncated', { limit: query.limit })}</Typography.Paragraph>}
    </>
  );
}

export function auditRoute(api: ConsoleApi): Pick<RouteObject, 'loader' | 'Component'> {
  return { loader: loadAudit(api), Component: AuditLogPage };
}
