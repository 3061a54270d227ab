import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { GuardAbortAlerts } from '../live/guard-abort-alerts';
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
      <Layout>
        <ConsoleHeader session={session} />
        <Layout.Content id="main" tabIndex={-1} className={styles.content}>
          <GuardAbortAlerts />
          <NavigationStatus />
          <Outlet />
        </Layout.Content>
        <SignInAgainDialog user={session.user} />
      </Layout>
    </LiveFeedProvider>
  );
}
