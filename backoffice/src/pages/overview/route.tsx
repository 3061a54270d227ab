import { Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { redirect, useLoaderData, type RouteObject } from 'react-router';
import { useEffect } from 'react';
import { areaNames, type AreaIncident, type GuardState, type RemotesStatus } from '@site/console-contract/releases';
import { mayUse } from '@site/console-contract/session';
import { CallOutcome } from '../../app/actions/call-outcome';
import { useConsoleCall } from '../../app/actions/use-console-call';
import type { ConsoleApi } from '../../app/api/console-api-client';
import { usePageTitle } from '../../app/layout/use-page-title';
import { useRevalidateEvery } from '../../app/live/use-revalidate-every';
import { signedIn } from '../../app/session/signed-in-loader';
import { homeOf } from '../../app/router/paths';
import { AreaCard } from './components/area-card';
import { Requirements } from '../../components/requirements';
import { GuardPanel } from './components/guard-panel';
import { IncidentBanner } from './components/incident-banner';
import { useIncidentCount } from '../../app/live/incidents';

interface OverviewData {
  status: RemotesStatus;
  guard: GuardState;
  incidents: AreaIncident[];
}

function loadOverview(api: ConsoleApi) {
  return signedIn(async (): Promise<OverviewData> => {
    // The first page after signing in: a salesperson or an editor starts in their own section.
    const session = await api.session();
    if (!mayUse(session.roles, 'releases')) throw redirect(homeOf(session.roles));
    const [status, guard, incidents] = await Promise.all([api.remotes(), api.guard(), api.incidents()]);
    return { status, guard, incidents };
  });
}

function OverviewPage() {
  const { t } = useTranslation();
  const { status, guard, incidents } = useLoaderData() as OverviewData;
  const call = useConsoleCall();
  const { set: setIncidentCount } = useIncidentCount();
  useEffect(() => setIncidentCount(incidents.length), [setIncidentCount, incidents.length]);
  usePageTitle(t('overview.title'));
  // The last hour's figures and the guard's verdicts move on their own.
  useRevalidateEvery(15_000);
  // Failing areas first: on a phone, the first screen shows them.
  const failing = new Set(incidents.map((incident) => incident.remote));
  const areas = [...areaNames.filter((remote) => failing.has(remote)), ...areaNames.filter((remote) => !failing.has(remote))];
  return (
    <>
      <Typography.Title level={1}>{t('overview.title')}</Typography.Title>
      <IncidentBanner incidents={incidents} windowMs={guard.thresholds.windowMs} />
      {status.shell ? (
        <details style={{ marginBottom: 16 }}>
          <summary>{t('overview.shellProvides')}</summary>
          <Requirements requires={status.shell} />
        </details>
      ) : (
        <Typography.Paragraph type="secondary">{t('overview.shellUnknown')}</Typography.Paragraph>
      )}
      <CallOutcome outcome={call.outcome} onClose={call.clearOutcome} />
      <Row gutter={[16, 16]}>
        {areas.map((remote) => (
          <Col key={remote} xs={24} xl={12}>
            <AreaCard remote={remote} status={status.remotes[remote]} guard={guard} call={call} />
          </Col>
        ))}
      </Row>
      <GuardPanel guard={guard} />
    </>
  );
}

export function overviewRoute(api: ConsoleApi): Pick<RouteObject, 'loader' | 'Component'> {
  return { loader: loadOverview(api), Component: OverviewPage };
}
