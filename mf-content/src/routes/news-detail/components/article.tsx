import { formatNewsDate, type NewsArticle } from '@site/contracts';
import { JsonLd, newsArticle, useAbsoluteUrl, useSiteInfo } from '@site/design';
import { href, localeMeta, useLocale, useTranslation, type SitePath } from '@site/i18n';
import styles from './article.module.css';

/** schema.org NewsArticle of the article at `path`. */
function ArticleStructuredData({ article, path }: { article: NewsArticle; path: SitePath }) {
  const site = useSiteInfo();
  const absolute = useAbsoluteUrl();
  const locale = useLocale();
  const data = newsArticle({
    url: absolute(href(path, locale)),
    headline: article.title,
    published: new Date(article.timestamp * 1000),
    authorName: article.authorName,
    inLanguage: localeMeta[locale].htmlLang,
    publisher: { name: site.name, logo: absolute(site.logo) },
  });
  return <JsonLd data={data} />;
}

/** Title, date, author and the API's sanitized HTML body. */
export function Article({ article, path }: { article: NewsArticle; path: SitePath }) {
  const { t } = useTranslation('news');
  return (
    <article className={styles.article}>
      <ArticleStructuredData article={article} path={path} />
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
