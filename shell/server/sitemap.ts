import { SitemapStream, streamToPromise } from 'sitemap';

/**
 * One sitemap per language (`/sitemap.xml` for Chinese, `/en/sitemap.xml` for English); each
 * URL lists its twin in the other language as an alternate.
 */
export async function buildSitemap(origin: string, locale: 'zh' | 'en', paths: string[]): Promise<string> {
  const stream = new SitemapStream({ hostname: origin, xmlns: { news: false, xhtml: true, image: false, video: false } });
  const localized = (path: string, target: 'zh' | 'en') => (target === 'zh' ? path : path === '/' ? '/en' : `/en${path}`);
  for (const path of paths) {
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
  stream.end();
  return (await streamToPromise(stream)).toString('utf8');
}
