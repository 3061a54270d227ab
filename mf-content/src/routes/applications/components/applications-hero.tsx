import { useMedia } from '@site/design';
import { useTranslation } from '@site/i18n';
import { scenes } from '../data';
import styles from '../applications.module.css';

/**
 * The hero: title, subtitle and the three scene cards (industry, business, family). The first
 * scene's picture is the page's largest first paint on a phone, so it is asked for first.
 */
export function ApplicationsHero() {
  const { t } = useTranslation('applications');
  const media = useMedia();
  return (
    <section className={styles.hero}>
      <h1 className={styles.heroTitle}>{t('hero.title')}</h1>
      <p className={styles.heroSubtitle}>{t('hero.subtitle')}</p>
      <ul className={styles.scenes}>
        {scenes.map(({ type, showcase, image }, index) => (
          <li key={type} className={styles.scene}>
            <a href={`#${showcase}`} className={styles.sceneLink}>
              <img src={media(image.file)} alt="" width={image.width} height={image.height} fetchPriority={index === 0 ? 'high' : undefined} />
              <h2 className={styles.sceneTitle}>{t(`scenes.${type}.title`)}</h2>
              <p>{t(`scenes.${type}.text`)}</p>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
