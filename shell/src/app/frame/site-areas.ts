import type { SitemapPages } from '@site/federation';
import type { Locale } from '@site/i18n';
import type { RemoteName } from '@site/federation';
import type { ServedManifests } from '../../federation/area-manifests';
import { routeTable, type RouteTable } from '../route-table';
import { buildFrame, routesOf, type SiteFrame } from './site-frame';

/** What the server makes of one set of served area versions; built once per set. */
export interface SiteAreas {
  key: string;
  complete: boolean;
  table: RouteTable;
  frame: (locale: Locale) => SiteFrame;
  /** One page of every route of an area (locale-free; `:id` stands for a news id): what a health check renders. */
  pages: (remote: RemoteName) => string[];
  /** Every page the sitemaps list (locale-free), and where the news articles are. */
  sitemapPaths: () => SitemapPages;
  /** The page a path names in other letter case (`/items/X1` is `/items/x1`), when it is not that page itself. */
  canonicalPath: (path: string) => string | undefined;
}

const built = new Map<string, SiteAreas>();

export function siteAreas(served: ServedManifests): SiteAreas {
  let areas = built.get(served.key);
  if (areas) return areas;
  const { manifests } = served;
  const pages = manifests.flatMap((manifest) => manifest.pages.map((page) => ({ ...page, remote: manifest.remote })));
  const listed = new Set(pages.flatMap((page) => (page.path.includes(':') ? (page.pages ?? []) : [])));
  const frames = new Map<Locale, SiteFrame>();
  // One list of routes for the table the server matches with and for the frame the page carries:
  // the shell's App finds the same table (route-table.ts keeps one per list) and the match made.
  const routes = routesOf(manifests);
  areas = {
    key: served.key,
    complete: served.complete,
    table: routeTable(routes),
    frame(locale) {
      let frame = frames.get(locale);
      if (!frame) frames.set(locale, (frame = buildFrame(manifests, locale, routes)));
      return frame;
    },
    pages: (remote) => pages.filter((page) => page.remote === remote).flatMap((page) => page.pages ?? [page.path]),
    sitemapPaths: () => {
      const articlePath = pages.find((page) => page.sitemap === 'articles')?.path;
      const paths = pages.flatMap((page) => (page.sitemap === false || page.sitemap === 'articles' ? [] : page.path.includes(':') ? (page.sitemap ? (page.pages ?? []) : []) : [page.path]));
      return { paths, ...(articlePath ? { articlePath } : {}) };
    },
    canonicalPath(path) {
      const lower = path.toLowerCase();
      return lower !== path && listed.has(lower) ? lower : undefined;
    },
  };
  // One entry per set of versions served (a few: active, canaries, previews); bounded all the same.
  if (built.size >= 64) built.clear();
  built.set(served.key, areas);
  return areas;
}
