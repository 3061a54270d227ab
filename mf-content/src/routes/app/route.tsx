import { HeroBanner, PageMeta, useMedia, type RouteModule } from '@site/design';
import { useTranslation } from '@site/i18n';
import { build } from '../../build';
import { appMessages } from '../../shared/app-download/app-download-page';
import { appKeys } from '../../shared/app-download/apps';
import { banner } from '../../shared/media-image';
import { AppCard } from './components/app-card';
import styles from './app.module.css';

const appBanner = banner('app');

/** /app: both companion apps, each with its store buttons and a link to its page. */
export function AppOverviewPage() {
  const { t } = useTranslation('app');
  const media = useMedia();
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} path="/app" image={media(appBanner.image.file)} />
      <HeroBanner
        image={{ src: media(appBanner.image.file), width: appBanner.image.width, height: appBanner.image.height }}
        mobileImage={{ src: media(appBanner.mobile.file), width: appBanner.mobile.width, height: appBanner.mobile.height }}
        title={t('overview.title')}
        texts={[t('overview.subtitle')]}
      />
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
