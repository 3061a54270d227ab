import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { data, Link, useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { areaNames, seriesRanges, type AreaMessages, type AreaName, type AreaStatus, type AreaVitals, type GuardState, type SeriesRange } from '@site/console-contract/releases';
import { CallOutcome } from '../../app/actions/call-outcome';
import { useConsoleCall } from '../../app/actions/use-console-call';
import type { ConsoleApi } from '../../app/api/console-api-client';
import { usePageTitle } from '../../app/layout/use-page-title';
import { paths } from '../../app/router/paths';
import { useRevalidateEvery } from '../../app/live/use-revalidate-every';
import { signedIn } from '../../app/session/signed-in-loader';
import { isAdmin, useSession } from '../../app/session/use-session';
import { AreaVersions } from '../../components/release/area-versions';
import { AreaHealth } from './components/area-health';
import { CanaryPanel } from './components/canary-panel';
import { ContributionDiff } from './components/contribution-diff';
import { MessagesTable } from './components/messages-table';
import { PruneForm } from './components/prune-form';
import { VersionsTable } from './components/versions-table';
import { VitalsTable } from './components/vitals-table';

export interface AreaPageData {
  remote: AreaName;
  range: SeriesRange;
  status: AreaStatus;
  guard: GuardState;
  messages: AreaMessages['messages'];
  /** null when the vitals cannot be read: the rest of the page still shows. */
  vitals: AreaVitals | null;
}

function loadArea(api: ConsoleApi) {
  return signedIn(async ({ params, request }: LoaderFunctionArgs): Promise<AreaPageData> => {
    const remote = areaNames.find((name) => name === params.remote);
    if (!remote) throw data(null, { status: 404 });
    const asked = new URL(request.url).searchParams.get('range');
    const range = seriesRanges.find((name) => name === asked) ?? 'hour';
    const [remotes, guard, messages, vitals] = await Promise.all([api.remotes(), api.guard(), api.messages(remote, range), api.vitals(remote).catch(() => null)]);
    return { remote, range, status: remotes.remotes[remote], guard, messages: messages.messages, vitals };
  });
}

function AreaPage() {
  const { t } = useTranslation();
  const { remote, range, status, guard, messages, vitals } = useLoaderData() as AreaPageData;
  const verdict = guard.verdicts[remote];
  const { roles } = useSession();
  const call = useConsoleCall();
  usePageTitle(t(`areas.names.${remote}`));
  // The guard's verdict and the last hour's figures move without an audit entry.
  useRevalidateEvery(10_000);
  return (
    <>
      <Link to={paths.overview()}>{t('area.back')}</Link>
      <Typography.Title level={1}>{t('areas.title', { area: t(`areas.names.${remote}`), remote })}</Typography.Title>
      <CallOutcome outcome={call.outcome} onClose={call.clearOutcome} />
      <Flex vertical gap={24}>
        <section aria-labelledby="area-live">
          <Typography.Title level={2} id="area-live">
            {t('area.live')}
          </Typography.Title>
          <AreaVersions remote={remote} status={status} verdict={verdict} guardIntervalMs={guard.intervalMs} />
          <CanaryPanel remote={remote} status={status} verdict={verdict} call={call} />
        </section>
        <VersionsTable remote={remote} status={status} call={call} />
        {isAdmin(roles) && <PruneForm remote={remote} call={call} />}
        <AreaHealth remote={remote} range={range} status={status} />
        <VitalsTable remote={remote} vitals={vitals} thresholds={guard.thresholds} />
        <MessagesTable remote={remote} messages={messages} />
        <ContributionDiff status={status} />
      </Flex>
    </>
  );
}

export function areaRoute(api: ConsoleApi): Pick<RouteObject, 'loader' | 'Component'> {
  return { loader: loadArea(api), Component: AreaPage };
}
