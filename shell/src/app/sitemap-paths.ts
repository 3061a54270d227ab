import { areaRoutes } from './route-table';

/** Every page the site serves (locale-free), for the sitemaps: the route table, part pages expanded. */
export function sitemapPaths(): string[] {
  return areaRoutes.flatMap((route) =>
    route.path === '/parts/:slug' ? (route.examples ?? []) : route.path.includes(':') || route.path.endsWith('.html') ? [] : [route.path],
  );
}
