import { type RouteModule, type RoutePageProps } from '@site/federation/route-module';
import { BelowTheFold, PageMeta } from '@site/design';
import { useTranslation } from '@site/i18n';
import { build } from '../../build';
import { withCommonMessages } from '../../shared/messages';
import { fetchHomeNews, type HomeNewsItem } from './api';
import { NewsSection } from './components/news-section';
import { ProductBanners } from './components/product-banners';
import { SiteStructuredData } from './components/site-structured-data';

/** `/`: four product banners and the latest news. */
export function HomePage({ data }: RoutePageProps<HomeNewsItem[]>) {
  const { t } = useTranslation('home');
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} path="/" />
      <SiteStructuredData />
      <ProductBanners />
      <BelowTheFold>
        <NewsSection items={data ?? []} />
      </BelowTheFold>
    </>
  );
}

const route: RouteModule<HomeNewsItem[]> = {
  Page: HomePage,
  messages: withCommonMessages('home', {
    zh: () => import('../../../locales/zh/home.json'),
    en: () => import('../../../locales/en/home.json'),
  }),
  load: ({ apiBase, locale, signal, newsView }) => fetchHomeNews({ apiBase, locale, signal, ...(newsView !== undefined ? { newsView } : {}) }),
  build,
};

export default route;
