import { formatNewsDate, type NewsItem } from '@site/contracts';
import { LocaleLink } from '@site/i18n';
import styles from './news.module.css';

/**
 * One news item: cover, title, date (YYYY.MM.DD); the whole card links to the article. The `lead`
 * card's cover is the list's largest picture, so it is fetched first (and the page's scripts wait
 * for it: see the shell's script loader).
 */
export function NewsCard({ item, top, lead = false }: { item: NewsItem; top: boolean; lead?: boolean }) {
  return (
    <li className={top ? `${styles.card} ${styles.top}` : styles.card} data-top={top || undefined}>
      <LocaleLink to={`/news/${item.id}`} className={styles.link} data-prefetch="viewport">
        <img className={styles.cover} src={item.cover} width={1200} height={675} alt="" loading={top ? 'eager' : 'lazy'} fetchPriority={lead ? 'high' : undefined} />
        <div className={styles.body}>
          <h2 className={styles.cardTitle}>{item.title}</h2>
          {item.description ? <p className={styles.description}>{item.description}</p> : null}
          <time className={styles.date} dateTime={new Date(item.timestamp * 1000).toISOString()}>
            {formatNewsDate(item.timestamp)}
          </time>
        </div>
      </LocaleLink>
    </li>
  );
}
