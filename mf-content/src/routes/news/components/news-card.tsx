import { LocaleLink } from '@site/i18n';
import { formatNewsDate, type NewsItem } from '../api';
import styles from './news.module.css';

/** One news item: cover, title, date (YYYY.MM.DD); the whole card links to the article. */
export function NewsCard({ item, top }: { item: NewsItem; top: boolean }) {
  return (
    <li className={top ? `${styles.card} ${styles.top}` : styles.card} data-top={top || undefined}>
      <LocaleLink to={`/news/${item.id}`} className={styles.link}>
        <img className={styles.cover} src={item.cover} width={1200} height={675} alt="" loading={top ? 'eager' : 'lazy'} />
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
