import { fetchNewsList, type NewsItem } from '@site/contracts';
import { type RouteModule, type RoutePageProps } from '@site/federation/route-module';
import { PageMeta } from '@site/design';
import { useLocale, useTranslation } from '@site/i18n';
import { build } from '../../build';
import { messagesOf } from '../../shared/messages';
import { orderNews } from './api';
import { NewsCard } from './components/news-card';
import styles from './components/news.module.css';

export interface NewsListData {
  items: NewsItem[];
}

/** /news: every shown item as a card, pinned ones first; the first two cards are larger. */
export function NewsPage({ data }: RoutePageProps<NewsListData>) {
  const { t } = useTranslation('news');
  const locale = useLocale();
  const items = orderNews(data?.items ?? []);
  return (
    <div className={styles.page}>
      <PageMeta title={t('meta.title')} description={t('meta.description')} path="/news" />
      <header className={styles.header}>
        <h1 className={styles.title}>{t('list.title')}</h1>
        {locale === 'zh' ? (
          <p className={styles.englishTitle} lang="en">
            {t('list.englishTitle')}
          </p>
        ) : null}
      </header>
      {items.length ? (
        <ul className={styles.grid}>
          {items.map((item, index) => (
            <NewsCard key={item.id} item={item} top={index < 2} lead={index === 0} />
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t('list.empty')}</p>
      )}
    </div>
  );
}

const route: RouteModule<NewsListData> = {
  Page: NewsPage,
  messages: messagesOf('news'),
  async load({ apiBase, locale, signal, newsView }) {
    try {
      return { items: await fetchNewsList(apiBase, { language: locale, ...(newsView !== undefined ? { view: newsView } : {}) }, signal) };
    } catch (error) {
      // Spec: list errors are only logged, the list stays empty.
      console.error('Failed to fetch news list', error);
      return { items: [] };
    }
  },
  build,
};

export default route;
