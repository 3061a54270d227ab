import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { LeadDetails } from '@site/console-contract/leads';
import { CallOutcome } from '../../app/actions/call-outcome';
import { useConsoleCall } from '../../app/actions/use-console-call';
import type { ConsoleApi } from '../../app/api/console-api-client';
import { useShortcuts } from '../../app/keys/use-shortcuts';
import { usePageTitle } from '../../app/layout/use-page-title';
import { paths } from '../../app/router/paths';
import { signedIn } from '../../app/session/signed-in-loader';
import { isAdmin, useSession } from '../../app/session/use-session';
import { LeadKeys } from '../../components/leads/lead-keys';
import { neighboursOf } from '../../components/leads/lead-trail';
import { LeadFacts } from './components/lead-facts';
import { LeadHistory } from './components/lead-history';
import { LeadNotifications } from './components/lead-notifications';
import { LeadRepeats } from './components/lead-repeats';
import { LeadErase } from './components/lead-erase';
import { PipelineForm, type PipelineFocus } from './components/pipeline-form';
import { TwoColumns } from '../../components/two-columns';
import styles from './lead.module.css';

function loadLead(api: ConsoleApi) {
  return signedIn(({ params }: LoaderFunctionArgs) => api.lead(Number(params.id)));
}

/**
 * One enquiry: who, what and from where; its pipeline and history; its notifications; the same
 * person's other enquiries. The previous and the next of the inbox last seen are a click (or j and k)
 * away, and the way back (u) lands on that inbox as it was.
 */
function LeadPage() {
  const { t } = useTranslation();
  const details = useLoaderData() as LeadDetails;
  const { lead } = details;
  const call = useConsoleCall();
  const { roles } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [showKeys, setShowKeys] = useState(false);
  usePageTitle(t('lead.title', { id: lead.id }));
  const { previous, next, search } = neighboursOf(lead.id);
  const inbox = `${paths.leads()}${search}`;
  const focus = (location.state as { focus?: PipelineFocus } | null)?.focus;
  useShortcuts({
    j: () => next !== undefined && void navigate(paths.lead(next)),
    k: () => previous !== undefined && void navigate(paths.lead(previous)),
    u: () => void navigate(inbox),
    '?': () => setShowKeys(true),
  });
  return (
    <>
      <nav aria-label={t('lead.around')} className={styles.around}>
        <Link to={inbox}>← {t('lead.back')}</Link>
        <Flex gap={12}>
          {previous !== undefined && <Link to={paths.lead(previous)}>{t('lead.previous')}</Link>}
          {next !== undefined && <Link to={paths.lead(next)}>{t('lead.next')}</Link>}
          <Button type="text" size="small" onClick={() => setShowKeys(true)}>
            {t('leads.keys.show')}
          </Button>
        </Flex>
      </nav>
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
          <PipelineForm key={lead.id} details={details} call={call} focus={focus} />
          <LeadHistory history={details.history} />
          <LeadNotifications details={details} call={call} />
          <LeadRepeats related={details.related} />
          {isAdmin(roles) && <LeadErase lead={lead} call={call} />}
        </div>
      </TwoColumns>
      <LeadKeys open={showKeys} where="lead" onClose={() => setShowKeys(false)} />
    </>
  );
}

export function leadRoute(api: ConsoleApi): Pick<RouteObject, 'loader' | 'Component'> {
  return { loader: loadLead(api), Component: LeadPage };
}
