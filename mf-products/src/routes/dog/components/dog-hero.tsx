import { HeroBanner, useMedia } from '@site/design';
import { useTranslation } from '@site/i18n';
import { heroImage, heroMobileImage } from '../data';

/** The page's opening picture with its only <h1>. */
export function DogHero() {
  const { t } = useTranslation('dog');
  const media = useMedia();
  return (
    <HeroBanner
      image={{ ...heroImage, src: media(heroImage.file) }}
      mobileImage={{ ...heroMobileImage, src: media(heroMobileImage.file) }}
      alt={t('hero.imageAlt')}
      title={t('hero.title')}
      texts={[t('hero.tagline'), t('hero.text')]}
    />
  );
}
