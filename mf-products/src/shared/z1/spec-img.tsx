import { Section, useMedia } from '@site/design';
import { useLocale, useTranslation } from '@site/i18n';
import { specImages } from './data';
import styles from './z1.module.css';

/** Grid of six spec pictures, in the visitor's language, with phone versions under 768 px. */
export function SpecImg() {
  const { t } = useTranslation('z1');
  const locale = useLocale();
  const media = useMedia();
  return (
    <Section title={t('specImages.title')} tone="dark">
      <ul className={styles.specGrid}>
        {specImages.map(({ key, image, mobileImage }) => {
          const wide = image(locale);
          const phone = mobileImage(locale);
          return (
            <li key={key}>
              <picture>
                <source media="(max-width: 767px)" srcSet={media(phone.file)} width={phone.width} height={phone.height} />
                <img className={styles.specImage} src={media(wide.file)} width={wide.width} height={wide.height} alt={t(`specImages.${key}`)} loading="lazy" />
              </picture>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
