import { useMedia } from '@site/design';
import { useTranslation } from '@site/i18n';
import { bannerImage, bannerMobileImage, logoImage } from '../data';
import styles from './about.module.css';

/** Banner with the emblem, the page's only <h1> and the slogan. */
export function AboutBanner() {
  const { t } = useTranslation('about');
  const media = useMedia();
  return (
    <section className={styles.banner}>
      <picture className={styles.bannerPicture}>
        <source media="(max-width: 767px)" srcSet={media(bannerMobileImage.file)} width={bannerMobileImage.width} height={bannerMobileImage.height} />
        <img className={styles.bannerImage} src={media(bannerImage.file)} width={bannerImage.width} height={bannerImage.height} alt="" fetchPriority="high" />
      </picture>
      <div className={styles.bannerCopy}>
        <img className={styles.logo} src={media(logoImage.file)} width={logoImage.width} height={logoImage.height} alt={t('banner.logoAlt')} />
        <h1 className={styles.bannerTitle}>{t('banner.title')}</h1>
        <p className={styles.slogan}>{t('banner.slogan')}</p>
      </div>
    </section>
  );
}
