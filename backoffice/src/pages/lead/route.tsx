import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { LeadDetails } from '@site/console-contract/leads';
import { CallOutcome } from '../../app/actions/call-outcome';
import { useConsoleCall } from '../../app/actions/use-console-call';
import type { ConsoleApi } from '../../app/api/console-api-client';
import { usePageTitle } from '../../app/layout/use-page-title';
import { paths } from '../../app/router/paths';
import { signedIn } from '../../app/session/signed-in-loader';
import { LeadFacts } from './components/lead-facts';
import { LeadHistory } from './components/lead-history';
import { LeadNotifications } from './components/lead-notifications';
import { LeadRepeats } from './components/lead-repeats';
import { PipelineForm } from './components/pipeline-form';
import { TwoColumns } from '../../components/two-columns';

function loadLead(api: ConsoleApi) {
  return signedIn(({ params }: LoaderFunctionArgs) => api.lead(Number(params.id)));
}

/** One enquiry: who, what and from where; its pipeline and history; its notifications; the same person's other enquiries. */
function LeadPage() {
  const { t } = useTranslation();
  const details = useLoaderData() as LeadDetails;
  const { lead } = details;
  const call = useConsoleCall();
  usePageTitle(t('lead.title', { id: lead.id }));
  return (
    <>
      <Link to={paths.leads()}>← {t('lead.back')}</Link>
      <Typography.Title level={1}>
        {t('lead.title', { id: lead.id })} · {lead.name}
      </Typography.Title>
      <CallOutcome outcome={call.outcome} onClose={call.clearOutcome} />
      <TwoColumns>
        <div>
          <LeadFacts lead={lead} />
        </div>
        <div>
          {/* Keyed by the enquiry: moving to another one starts its own form. */}
          <PipelineForm key={lead.id} details={details} call={call} />
          <LeadHistory history={details.history} />
          <LeadNotifications details={details} call={call} />
          <LeadRepeats related={details.related} />
        </div>
      </TwoColumns>
    </>
  );
}

export function leadRoute(api: ConsoleApi): Pick<RouteObject, 'loader' | 'Component'> {
  return { loader: loadLead(api), Component: LeadPage };
}
