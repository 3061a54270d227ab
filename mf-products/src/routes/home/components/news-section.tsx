import { formatNewsDate } from '@site/contracts';
import { ImageCarousel, Section, VisuallyHidden } from '@site/design';
import { LocaleLink, useTranslation } from '@site/i18n';
import type { HomeNewsItem } from '../api';
import { newsCoverSize } from '../data';
import styles from './home.module.css';

/** Latest news: a swipeable carousel of covers and a list of up to four items, each linking to its article. */
export function NewsSection({ items }: { items: readonly HomeNewsItem[] }) {
  const { t } = useTranslation(['home', 'productsCommon']);
  return (
    <Section title={t('news.title')} subtitle={t('news.subtitle')} tone="muted">
      {items.length ? (
        <div className={styles.news}>
          <ImageCarousel
            className={styles.newsCarousel}
            interval={3000}
            swipeThreshold={50}
            resumeAfterTouch={3000}
            items={items.map((item) => ({
              key: String(item.id),
              src: item.cover,
              // The cover illustrates the article whose title links right under it: decorative.
              alt: '',
              ...newsCoverSize,
              title: <LocaleLink to={`/news/${item.id}`}>{item.title}</LocaleLink>,
            }))}
            labels={{
              carousel: t('news.carousel'),
              previous: t('news.previous'),
              next: t('news.next'),
              stop: t('news.stop'),
              start: t('news.start'),
              slide: (index, count) => t('news.slide', { index: index + 1, count }),
            }}
          />
          <ul className={styles.newsList}>
            {items.map((item) => (
              <li key={item.id} className={styles.newsItem}>
                <LocaleLink to={`/news/${item.id}`} className={styles.newsLink}>
                  <span className={styles.newsTitle}>{item.title}</span>
                  <span className={styles.newsText}>{item.description}</span>
                  <time className={styles.newsDate} dateTime={new Date(item.timestamp * 1000).toISOString()}>
                    {formatNewsDate(item.timestamp)}
                  </time>
                </LocaleLink>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className={styles.empty}>{t('news.empty')}</p>
      )}
      <div className={styles.more}>
        <LocaleLink to="/news" className={styles.moreLink}>
          {t('productsCommon:actions.learnMore')}
          {/* The visible 'Learn More' alone does not say where it leads. */}
          <VisuallyHidden>{t('news.moreContext')}</VisuallyHidden>
        </LocaleLink>
      </div>
    </Section>
  );
}
