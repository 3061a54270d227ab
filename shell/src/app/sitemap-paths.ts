import { partSlugs } from '@site/i18n';
import { areaRoutes } from './route-table';

/** Every page the site serves (locale-free), for the sitemaps: the route table, parameters expanded. */
export function sitemapPaths(): string[] {
  return areaRoutes.flatMap((route) =>
    route.path === '/parts/:slug' ? partSlugs.map((slug) => `/parts/${slug}`) : route.path.includes(':') || route.path.endsWith('.html') ? [] : [route.path],
  );
}
