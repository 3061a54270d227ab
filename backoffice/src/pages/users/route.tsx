import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type RouteObject } from 'react-router';
import type { ConsoleUser, SecurityOverview } from '@site/console-contract/session';
import type { DeployToken } from '@site/console-contract/deploy';
import { CallOutcome } from '../../app/actions/call-outcome';
import { useConsoleCall } from '../../app/actions/use-console-call';
import type { ConsoleApi } from '../../app/api/console-api-client';
import { usePageTitle } from '../../app/layout/use-page-title';
import { signedIn } from '../../app/session/signed-in-loader';
import { AddUserForm } from './components/add-user-form';
import { UsersTable } from './components/users-table';
import { SecurityPanel } from './components/security-panel';
import { DeployTokensPanel } from './components/deploy-tokens-panel';

function loadUsers(api: ConsoleApi) {
  return signedIn(async () => {
    const [users, security, tokens] = await Promise.all([api.users(), api.security(), api.deployTokens()]);
    return { users, security, tokens };
  });
}

function UsersPage() {
  const { t } = useTranslation();
  const { users, security, tokens } = useLoaderData() as { users: ConsoleUser[]; security: SecurityOverview; tokens: DeployToken[] };
  const call = useConsoleCall();
  usePageTitle(t('users.title'));
  return (
    <>
      <Typography.Title level={1}>{t('users.title')}</Typography.Title>
      <CallOutcome outcome={call.outcome} onClose={call.clearOutcome} />
      <UsersTable users={users} call={call} />
      <AddUserForm call={call} />
      <DeployTokensPanel tokens={tokens} call={call} />
      <SecurityPanel security={security} call={call} />
    </>
  );
}

export function usersRoute(api: ConsoleApi): Pick<RouteObject, 'loader' | 'Component'> {
  return { loader: loadUsers(api), Component: UsersPage };
}
