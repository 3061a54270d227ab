import type { RouteModule } from '@site/federation/route-module';
import { build } from '../../build';
import { appMessages } from '../../shared/app-download/app-download-page';
import { appKeys } from '../../shared/app-download/apps';
import { PageBanner } from '../../shared/page-banner';
import { AppCard } from './components/app-card';
import styles from './app.module.css';

/** /app: both companion apps, each with its store buttons and a link to its page. */
export function AppOverviewPage() {
  return (
    <>
      <PageBanner ns="app" name="app" path="/app" />
      <ul className={styles.cards}>
        {appKeys.map((app) => (
          <AppCard key={app} app={app} />
        ))}
      </ul>
    </>
  );
}

const route: RouteModule = {
  Page: AppOverviewPage,
  messages: appMessages,
  build,
};

export default route;
