import { useMedia } from '@site/design';
import { useLocale, useTranslation } from '@site/i18n';
import { timelineBackground, timelineItems } from '../data';
import styles from './about.module.css';

/** Three milestones over the language's background picture. */
export function Timeline() {
  const { t } = useTranslation('about');
  const locale = useLocale();
  const media = useMedia();
  const background = timelineBackground[locale];
  return (
    <section className={styles.timeline} aria-labelledby="about-timeline">
      <img className={styles.timelineBackground} src={media(background.file)} width={background.width} height={background.height} alt="" loading="lazy" />
      <div className={styles.timelineInner}>
        <h2 id="about-timeline" className={styles.lightTitle}>
          {t('timeline.title')}
        </h2>
        <p className={styles.lightSubtitle}>{t('timeline.subtitle')}</p>
        <ol className={styles.timelineList}>
          {timelineItems.map(({ key, img }) => (
            <li key={key} className={styles.timelineItem}>
              <img className={styles.cardImage} src={media(img.file)} width={img.width} height={img.height} alt={t(`timeline.items.${key}.imageAlt`)} loading="lazy" />
              <h3 className={styles.timelineTitle}>{t(`timeline.items.${key}.title`)}</h3>
              <p className={styles.timelineDesc}>{t(`timeline.items.${key}.desc`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
