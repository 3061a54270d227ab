import { HeroBanner, useMedia } from '@site/design';
import { useTranslation } from '@site/i18n';
import { banner } from '../media-image';
import type { AppKey } from './apps';
import { StoreButtons } from './store-buttons';

const appBanner = banner('app');

/** The app page's banner: name, tagline and the two store buttons. */
export function AppBanner({ app, titleAs = 'h1' }: { app: AppKey; titleAs?: 'h1' | 'h2' }) {
  const { t } = useTranslation('app');
  const media = useMedia();
  return (
    <HeroBanner
      image={{ src: media(appBanner.image.file), width: appBanner.image.width, height: appBanner.image.height }}
      mobileImage={{ src: media(appBanner.mobile.file), width: appBanner.mobile.width, height: appBanner.mobile.height }}
      title={t(`${app}.banner.title`)}
      texts={[t(`${app}.banner.subtitle`)]}
      titleAs={titleAs}
    >
      <StoreButtons app={app} />
    </HeroBanner>
  );
}
