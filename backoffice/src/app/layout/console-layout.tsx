import { Layout } from 'antd';
import { Outlet, ScrollRestoration } from 'react-router';
import { paths } from '../router/paths';
import { GuardAbortAlerts } from '../live/guard-abort-alerts';
import { IncidentsProvider } from '../live/incidents';
import { LiveFeedProvider } from '../live/live-feed';
import { SignInAgainDialog } from '../session/sign-in-again-dialog';
import { useSession } from '../session/use-session';
import { ConsoleHeader } from './console-header';
import { NavigationStatus } from './navigation-status';
import styles from './console-layout.module.css';

/** Every signed-in page: the header, the live feed's alerts, then the page. */
export function ConsoleLayout() {
  const session = useSession();
  return (
    <LiveFeedProvider>
      <IncidentsProvider>
        <Layout>
          <ConsoleHeader session={session} />
          <Layout.Content id="main" tabIndex={-1} className={styles.content}>
            <GuardAbortAlerts />
            <NavigationStatus />
            <Outlet />
          </Layout.Content>
          <SignInAgainDialog user={session.user} />
        </Layout>
        {/* A new page opens at its top; back (or the way back to the same inbox) finds its place again. */}
        <ScrollRestoration getKey={(location) => (location.pathname === paths.leads() ? `${location.pathname}${location.search}` : location.key)} />
      </IncidentsProvider>
    </LiveFeedProvider>
  );
}
