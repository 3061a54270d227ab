import { ImageCarousel, Section, useMedia } from '@site/design';
import { useTranslation } from '@site/i18n';
import { awards, awardsCarousel } from '../data';
import styles from './about.module.css';

/**
 * Five awards: a carousel on phones, a grid from 768 px. Both are in the server HTML and CSS
 * shows one of them, so the server render and hydration never depend on the window width.
 */
export function Awards() {
  const { t } = useTranslation('about');
  const media = useMedia();
  const items = awards.map(({ key, img }) => ({
    key,
    src: media(img.file),
    width: img.width,
    height: img.height,
    alt: t(`awards.items.${key}.imageAlt`),
    title: t(`awards.items.${key}.title`),
    description: t(`awards.items.${key}.desc`),
  }));
  return (
    <Section title={t('awards.title')} subtitle={t('awards.subtitle')} tone="muted">
      <div className={styles.awardsMobile} data-testid="awards-carousel">
        <ImageCarousel
          items={items}
          {...awardsCarousel}
          labels={{
            carousel: t('awards.carousel'),
            previous: t('awards.previous'),
            next: t('awards.next'),
            stop: t('awards.stop'),
            start: t('awards.start'),
            slide: (index, count) => t('awards.slide', { index: index + 1, count }),
          }}
        />
      </div>
      <ul className={styles.awardsGrid} data-testid="awards-grid">
        {items.map((item) => (
          <li key={item.key} className={styles.award}>
            <img className={styles.cardImage} src={item.src} width={item.width} height={item.height} alt={item.alt} loading="lazy" />
            <h3 className={styles.awardTitle}>{item.title}</h3>
            <p className={styles.awardDesc}>{item.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
