import { HeroBanner, PageMeta, useMedia } from '@site/design';
import { useTranslation, type SitePath } from '@site/i18n';
import { banner, type BannerName } from './media-image';

/**
 * A content page's head: its title, description, canonical and Open Graph tags (`<ns>:meta`) and
 * its generated banner, desktop and phone pictures (`banners/<name>.webp`), with `<ns>:banner`
 * title and subtitle.
 */
export function PageBanner({ ns, name, path }: { ns: string; name: BannerName; path: SitePath }) {
  const { t } = useTranslation(ns);
  const media = useMedia();
  const { image, mobile } = banner(name);
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} path={path} image={media(image.file)} />
      <HeroBanner
        image={{ src: media(image.file), width: image.width, height: image.height }}
        mobileImage={{ src: media(mobile.file), width: mobile.width, height: mobile.height }}
        title={t('banner.title')}
        texts={[t('banner.subtitle')]}
      />
    </>
  );
}
