import { HeroBanner, PageMeta, useMedia, type RouteModule } from '@site/design';
import { useTranslation } from '@site/i18n';
import { build } from '../../build';
import { banner } from '../../shared/media-image';
import { messagesOf } from '../../shared/messages';
import { TutorialTabs } from '../../shared/tutorials/tutorial-tabs';

const serviceBanner = banner('service');

/** /service: the product manual (docs tab, default) and 13 tutorial videos. */
export function ServicePage() {
  const { t } = useTranslation('service');
  const media = useMedia();
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} path="/service" image={media(serviceBanner.image.file)} />
      <HeroBanner
        image={{ src: media(serviceBanner.image.file), width: serviceBanner.image.width, height: serviceBanner.image.height }}
        mobileImage={{ src: media(serviceBanner.mobile.file), width: serviceBanner.mobile.width, height: serviceBanner.mobile.height }}
        title={t('banner.title')}
        texts={[t('banner.subtitle')]}
      />
      <TutorialTabs manual="product-manual" set="service" defaultTab="docs" />
    </>
  );
}

const route: RouteModule = {
  Page: ServicePage,
  messages: messagesOf('service', 'tutorials', 'documents'),
  build,
};

export default route;
