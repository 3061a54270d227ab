import { SitemapStream, streamToPromise } from 'sitemap';
import type { Locale } from '@site/federation/locales';
import type { SitemapPages } from '@site/federation/render-contract';

/** A published news article, as the API lists it for the sitemaps. */
export interface SitemapArticle {
  id: number;
  slug: string;
  language: Locale;
  /** Milliseconds since the epoch. */
  updated_at: number;
}

const localized = (path: string, locale: Locale) => (locale === 'zh' ? path : path === '/' ? '/en' : `/en${path}`);

/**
 * One sitemap per language (`/sitemap.xml` for Chinese, `/en/sitemap.xml` for English): every page
 * with its twin in the other language as an alternate, then every published article of the
 * language with its last change, and its translation as an alternate where there is one.
 */
export async function buildSitemap(origin: string, locale: Locale, pages: SitemapPages, articles: SitemapArticle[]): Promise<string> {
  const stream = new SitemapStream({ hostname: origin, xmlns: { news: false, xhtml: true, image: false, video: false } });
  for (const path of pages.paths) {
    stream.write({
      url: localized(path, locale),
      changefreq: 'weekly',
      links: [
        { lang: 'zh-CN', url: origin + localized(path, 'zh') },
        { lang: 'en', url: origin + localized(path, 'en') },
        { lang: 'x-default', url: origin + localized(path, 'zh') },
      ],
    });
  }
  // Articles are listed where an area serves them (`/news/:id`).
  const { articlePath } = pages;
  if (!articlePath) articles = [];
  const articleUrl = (id: number, target: Locale) => localized(articlePath!.replace(':id', String(id)), target);
  const other: Locale = locale === 'zh' ? 'en' : 'zh';
  const translations = new Map(articles.filter((article) => article.language === other).map((article) => [article.slug, article]));
  for (const article of articles.filter((item) => item.language === locale)) {
    const twin = translations.get(article.slug);
    const byLocale = { [locale]: article, ...(twin ? { [other]: twin } : {}) } as Partial<Record<Locale, SitemapArticle>>;
    const links = twin
      ? [
          { lang: 'zh-CN', url: origin + articleUrl(byLocale.zh!.id, 'zh') },
          { lang: 'en', url: origin + articleUrl(byLocale.en!.id, 'en') },
          { lang: 'x-default', url: origin + articleUrl(byLocale.zh!.id, 'zh') },
        ]
      : [];
    stream.write({ url: articleUrl(article.id, locale), lastmod: new Date(article.updated_at).toISOString(), links });
  }
  stream.end();
  return (await streamToPromise(stream)).toString('utf8');
}

/**
 * Both sitemaps, rebuilt when the news version moves (an edit in any process, the news CLI
 * included) or the active area versions change (`pages().key`), so articles and pages appear and
 * disappear at once. A failed read is not kept.
 */
export function createSitemaps(source: {
  origin: string;
  /** The active area versions' pages, and what identifies that set. */
  pages: () => Promise<SitemapPages & { key: string }>;
  articles: () => Promise<SitemapArticle[]>;
  contentVersion: () => Promise<string>;
}) {
  let built: { version: string; xml: Record<Locale, Promise<string>> } | undefined;
  return async (locale: Locale): Promise<string> => {
    const [content, pages] = await Promise.all([source.contentVersion(), source.pages()]);
    const version = `${content}\n${pages.key}`;
    if (built?.version !== version) {
      const articles = source.articles();
      const xml = (target: Locale) => articles.then((list) => buildSitemap(source.origin, target, pages, list));
      const current = { version, xml: { zh: xml('zh'), en: xml('en') } };
      // Handled here too: a language nobody asks for must not leave an unhandled rejection.
      for (const pending of Object.values(current.xml)) pending.catch(() => undefined);
      articles.catch(() => (built = built === current ? undefined : built));
      built = current;
    }
    return built.xml[locale];
  };
}

/** Lets crawlers in, keeps them out of the API (but not its news pictures) and the remotes' server builds. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Allow: /api/website/news/cover/',
    'Disallow: /remotes/*/*/node/',
    'Disallow: /registry.json',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    `Sitemap: ${origin}/en/sitemap.xml`,
    '',
  ].join('\n');
}
