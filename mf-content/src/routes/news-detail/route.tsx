import { type RouteModule, type RoutePageProps } from '@site/federation/route-module';
import { PageMeta } from '@site/design';
import { isLocale, LocaleLink, useTranslation } from '@site/i18n';
import { build } from '../../build';
import { messagesOf } from '../../shared/messages';
import { isNewsId, loadNewsDetail, summary, type NewsDetailData } from './api';
import { Article } from './components/article';
import styles from './components/article.module.css';

/** /news/{id}: the article (server-rendered on a direct visit), or the error state. */
export function NewsDetailPage({ data, params }: RoutePageProps<NewsDetailData>) {
  const { t } = useTranslation('news');
  const path = `/news/${params.id ?? ''}` as const;
  if (!data?.article) {
    return (
      <div className={styles.page}>
        <PageMeta title={t('detail.errorTitle')} description={t('meta.description')} path={path} />
        <h1 className={styles.title}>{t('detail.errorTitle')}</h1>
        <p role="alert" className={styles.error}>
          {t('detail.error', { message: data?.error ?? '' })}
        </p>
        <LocaleLink to="/news" className={styles.back}>
          {t('detail.back')}
        </LocaleLink>
      </div>
    );
  }
  const { article } = data;
  // The editor's search title stands whole; without one, the title in the site's pattern.
  const metaTitle = article.metaTitle && article.metaTitle !== article.title ? article.metaTitle : t('detail.metaTitle', { title: article.title });
  // The summary the editor wrote (an API before issue 48 gave none: the body's beginning).
  const description = article.metaDescription || article.description || summary(article.content) || article.title;
  return (
    <div className={styles.page}>
      <PageMeta
        title={metaTitle}
        description={description}
        path={path}
        name={article.title}
        type="article"
        {...(article.cover ? { image: article.cover } : {})}
        {...(article.languages ? { locales: article.languages.filter(isLocale) } : {})}
      />
      {data.preview && (
        <>
          <meta name="robots" content="noindex" />
          <p role="note" className={styles.preview}>
            {t('detail.preview')}
          </p>
        </>
      )}
      <Article article={article} path={path} />
      <LocaleLink to="/news" className={styles.back}>
        {t('detail.back')}
      </LocaleLink>
    </div>
  );
}

const route: RouteModule<NewsDetailData> = {
  Page: NewsDetailPage,
  messages: messagesOf('news'),
  isValid: (params) => isNewsId(params.id),
  load: ({ apiBase, params, locale, signal, contentPreview, newsView }) => loadNewsDetail(apiBase, params.id ?? '', locale, signal, contentPreview, newsView),
  build,
};

export default route;
