import { useTranslation } from '@site/i18n';
import { formatNewsDate } from '../../news/api';
import type { NewsArticle } from '../api';
import styles from './article.module.css';

/** schema.org NewsArticle, with `<` escaped so the JSON cannot close the script element. */
function structuredData(article: NewsArticle): string {
  const published = new Date(article.timestamp * 1000).toISOString();
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    datePublished: published,
    dateModified: published,
    author: [{ '@type': 'Organization', name: article.authorName }],
  }).replace(/</g, '\\u003c');
}

/** Title, date, author and the API's sanitized HTML body. */
export function Article({ article }: { article: NewsArticle }) {
  const { t } = useTranslation('news');
  return (
    <article className={styles.article}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: structuredData(article) }} />
      <h1 className={styles.title}>{article.title}</h1>
      <p className={styles.meta}>
        <time dateTime={new Date(article.timestamp * 1000).toISOString()}>{formatNewsDate(article.timestamp)}</time>
        <span>{t('detail.author', { name: article.authorName })}</span>
      </p>
      {/* The API sanitizes the HTML when news is stored and when it is served. */}
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: article.content }} />
    </article>
  );
}
