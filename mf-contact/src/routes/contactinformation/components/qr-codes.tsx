import { useMedia } from '@site/design';
import { useLocale, useTranslation } from '@site/i18n';
import { extraQrCodes } from '../data';
import styles from './contact-info.module.css';

/** The WeChat account and company-capability QR images, in the page's language. */
export function QrCodes() {
  const { t } = useTranslation('contactinfo');
  const locale = useLocale();
  const media = useMedia();
  return (
    <section className={styles.qrSection} aria-labelledby="contact-qr">
      <h2 id="contact-qr" className={styles.sectionTitle}>
        {t('qr.title')}
      </h2>
      <div className={styles.qrList}>
        {extraQrCodes.map(({ key, image }) => (
          <figure key={key} className={styles.qrFigure}>
            <img src={media(image[locale].file)} width={image[locale].width} height={image[locale].height} alt={t(`qr.${key}Alt`)} loading="lazy" />
            <figcaption>{t(`qr.${key}`)}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
