import { useMedia } from '@site/design';
import { useTranslation } from '@site/i18n';
import { techImages, techSectionKeys } from '../data';
import styles from './dog.module.css';

/** Five technology bands, picture and text alternating sides on wide screens. */
export function TechSections() {
  const { t } = useTranslation('dog');
  const media = useMedia();
  return (
    <div aria-label={t('tech.label')} role="group">
      {techSectionKeys.map((key, index) => {
        const image = techImages[key];
        return (
          <section
            key={key}
            aria-labelledby={`dog-tech-${key}`}
            className={[styles.tech, index % 2 ? styles.techReversed : ''].join(' ')}
            data-tech={key}
          >
            <img className={styles.techImage} src={media(image.file)} width={image.width} height={image.height} alt={t(`tech.${key}.imageAlt`)} loading="lazy" />
            <div className={styles.techCopy}>
              <h2 id={`dog-tech-${key}`} className={styles.techTitle}>
                {t(`tech.${key}.title`)}
              </h2>
              <p className={styles.techText}>{t(`tech.${key}.text`)}</p>
            </div>
          </section>
        );
      })}
    </div>
  );
}
