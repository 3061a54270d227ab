import { useMedia } from '@site/design';
import { useTranslation } from '@site/i18n';
import { bannerImage, bannerMobileImage } from '../data';
import styles from './contact-info.module.css';

export function ContactBanner() {
  const { t } = useTranslation('contactinfo');
  const media = useMedia();
  return (
    <section className={styles.banner}>
      <picture>
        <source media="(max-width: 767px)" srcSet={media(bannerMobileImage.file)} width={bannerMobileImage.width} height={bannerMobileImage.height} />
        <img className={styles.bannerImage} src={media(bannerImage.file)} width={bannerImage.width} height={bannerImage.height} alt="" fetchPriority="high" />
      </picture>
      <div className={styles.bannerCopy}>
        <h1 className={styles.bannerTitle}>{t('banner.title')}</h1>
        <p className={styles.bannerText}>{t('banner.subtitle')}</p>
      </div>
    </section>
  );
}
