import { type RouteModule } from '@site/federation/route-module';
import { PageMeta, useMedia } from '@site/design';
import { useTranslation } from '@site/i18n';
import { build } from '../../build';
import { banner } from '../media-image';
import { messagesOf } from '../messages';
import { AppBanner } from './app-banner';
import { AppFeatures } from './app-features';
import { AppTutorial } from './app-tutorial';
import type { AppKey } from './apps';

/** The app translations and what their tutorial area needs. */
export const appMessages = messagesOf('app', 'tutorials', 'documents');

/** One template for both app download pages (/app/dog, /app/g1). */
export function AppDownloadPage({ app }: { app: AppKey }) {
  const { t } = useTranslation('app');
  const media = useMedia();
  return (
    <>
      <PageMeta title={t(`${app}.meta.title`)} description={t(`${app}.meta.description`)} path={`/app/${app}`} image={media(banner('app').image.file)} />
      <AppBanner app={app} />
      <AppFeatures app={app} />
      <AppTutorial app={app} />
    </>
  );
}

export function appDownloadRoute(app: AppKey): RouteModule {
  function AppPage() {
    return <AppDownloadPage app={app} />;
  }
  return { Page: AppPage, messages: appMessages, build };
}
