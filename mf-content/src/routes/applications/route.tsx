import { type RouteModule } from '@site/federation/route-module';
import { PageMeta, useMedia } from '@site/design';
import { useTranslation } from '@site/i18n';
import { build } from '../../build';
import { messagesOf } from '../../shared/messages';
import { Partners } from './components/partners';
import { ApplicationsHero } from './components/applications-hero';
import { ShowcaseBlock } from './components/showcase-block';
import { scenes, showcases } from './data';

/** /applications: scenes, four video showcases and the partners. */
export function ApplicationsPage() {
  const { t } = useTranslation('applications');
  const media = useMedia();
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} path="/applications" image={media(scenes[0]!.image.file)} />
      <ApplicationsHero />
      {showcases.map((showcase) => (
        <ShowcaseBlock key={showcase.key} showcase={showcase} />
      ))}
      <Partners />
    </>
  );
}

const route: RouteModule = {
  Page: ApplicationsPage,
  messages: messagesOf('applications'),
  build,
};

export default route;
