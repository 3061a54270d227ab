import type { Crumb, PageTrail } from '@site/design';
import type { AreaEntry, AreaManifest } from '@site/federation/area-manifest';
import { RecentMap } from '@site/federation/recent-map';
import type { SitemapPages } from '@site/federation/render-contract';
import type { RemoteName } from '@site/federation/remotes';
import { matchPath, type Locale, type SitePath } from '@site/i18n';
import type { ServedManifests } from '../federation/area-manifests';
import slots from './frame-slots.json';

/**
 * The areas' routes and menus: what the served area versions' manifests make of the site. The
 * server builds it once per set of versions; the page carries its routes and menus (the frame), so
 * the browser matches and navigates with exactly what the server rendered.
 */

/** A page served by a remote, as its area's manifest declares it. */
export interface AreaRoute {
  path: string;
  remote: RemoteName;
  /** The exposed module name inside the remote. */
  module: string;
  /** Its module's server action answers plain form posts to it. */
  action?: true;
}

export interface AreaMatch {
  route: AreaRoute;
  params: Record<string, string | undefined>;
  /** Identifies one page of one area: `<remote>/<module>?<params>`. */
  key: string;
}

/** The routes the served area versions declare, and their matches remembered per path. */
export interface RouteTable {
  routes: readonly AreaRoute[];
  match: (path: string) => AreaMatch | undefined;
}

/** A link of the frame: a page of the site or an address elsewhere, named by its area (`label`) or by the shell (`labelKey`). */
export interface FrameLink {
  path?: SitePath;
  href?: string;
  label?: string;
  labelKey?: string;
  highlight?: boolean;
}

/** A header item: a link, or a fly-out (`children`) whose title may lead to a landing page (`path`). */
export interface MenuItem extends FrameLink {
  key: string;
  children?: FrameLink[];
}

export interface FooterColumn {
  key: string;
  labelKey: string;
  links: FrameLink[];
}

/**
 * What the served area versions make of the shell's frame, in one language: the routes, the
 * header and footer (in the shell's slots, frame-slots.json), and the names of pages no menu
 * entry names. It travels in the page as tuples (site-state.ts).
 */
export interface SiteFrame {
  routes: AreaRoute[];
  header: MenuItem[];
  footer: FooterColumn[];
  names: Record<string, string>;
}

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

/** One entry per set of versions served (a few: active, canaries, previews); the 64 most recent all the same. */
const built = new RecentMap<string, SiteAreas>({ max: 64 });

export function siteAreas(served: ServedManifests): SiteAreas {
  let areas = built.get(served.key);
  if (areas) return areas;
  const { manifests } = served;
  const pages = manifests.flatMap((manifest) => manifest.pages.map((page) => ({ ...page, remote: manifest.remote })));
  const listed = new Set(pages.flatMap((page) => (page.path.includes(':') ? (page.pages ?? []) : [])));
  const frames = new Map<Locale, SiteFrame>();
  // One list of routes for the table the server matches with and for the frame the page carries:
  // the shell's App finds the same table (routeTable keeps one per list) and the match made.
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
  built.set(served.key, areas);
  return areas;
}

const tables = new WeakMap<readonly AreaRoute[], RouteTable>();

/**
 * The table of a route list (one per list: the server keeps a list per set of served versions,
 * a page's state carries its own). Matches are remembered per path: react-router's matchPath
 * compiles each pattern again on every call, a few percent of a server render. Paths come from
 * clients, so the memo keeps the 2000 most recently used (false: no area's page).
 */
export function routeTable(routes: readonly AreaRoute[]): RouteTable {
  let table = tables.get(routes);
  if (table) return table;
  const matches = new RecentMap<string, AreaMatch | false>({ max: 2000 });
  table = {
    routes,
    match(path) {
      let match = matches.get(path);
      if (match === undefined) matches.set(path, (match = findArea(routes, path) ?? false));
      return match || undefined;
    },
  };
  tables.set(routes, table);
  return table;
}

function findArea(routes: readonly AreaRoute[], path: string): AreaMatch | undefined {
  for (const route of routes) {
    const match = matchPath({ path: route.path, caseSensitive: false, end: true }, path);
    if (match) {
      const params = { ...match.params };
      return { route, params, key: `${route.remote}/${route.module}?${new URLSearchParams(params as Record<string, string>)}` };
    }
  }
  return undefined;
}

/** Every page the areas declare; a literal path before a pattern with parameters that would also match it. */
export function routesOf(manifests: readonly AreaManifest[]): AreaRoute[] {
  const parameters = (path: string) => path.split('/').filter((segment) => segment.startsWith(':')).length;
  return manifests
    .flatMap((manifest) => manifest.pages.map((page): AreaRoute => ({ path: page.path, remote: manifest.remote, module: page.module, ...(page.action ? { action: true } : {}) })))
    .sort((a, b) => parameters(a.path) - parameters(b.path));
}

export function buildFrame(manifests: readonly AreaManifest[], locale: Locale, routes: AreaRoute[] = routesOf(manifests)): SiteFrame {
  const entries = manifests.flatMap((manifest) => manifest.entries);
  // Stable: equal orders keep the areas' order, then each manifest's.
  const inSlot = (slot: string) => entries.filter((entry) => entry.slot === slot).sort((a, b) => a.order - b.order);
  const link = (entry: AreaEntry): FrameLink => ({
    ...(entry.path ? { path: entry.path as SitePath } : { href: entry.href! }),
    ...(entry.label ? { label: entry.label[locale] } : {}),
    ...(entry.highlight ? { highlight: true } : {}),
  });

  const header: (MenuItem & { order: number })[] = [{ key: 'home', path: '/', labelKey: slots.header.home.label, order: slots.header.home.order }];
  for (const flyout of slots.header.flyouts) {
    const listed = inSlot(flyout.slot);
    const children = listed.filter((entry) => !entry.landing).map(link);
    if (children.length === 0) continue;
    const landing = listed.find((entry) => entry.landing)?.path as SitePath | undefined;
    header.push({ key: flyout.slot, labelKey: flyout.label, order: flyout.order, children, ...(landing ? { path: landing } : {}) });
  }
  for (const [index, entry] of inSlot('header').entries()) header.push({ key: `header-${index}`, ...link(entry), order: entry.order });
  header.sort((a, b) => a.order - b.order);

  const footer = slots.footer
    .map((column) => ({ key: column.slot, labelKey: column.label, links: inSlot(column.slot).map(link) }))
    .filter((column) => column.links.length > 0);

  const names: Record<string, string> = {};
  for (const page of manifests.flatMap((manifest) => manifest.pages)) if (page.name) names[page.path] = page.name[locale];

  return { routes, header: header.map(({ order: _order, ...item }) => item), footer, names };
}

/**
 * Where a page (locale-free path) sits in the site's navigation, named with the menus' labels:
 * home, then the page's fly-out when that fly-out leads to a landing page of its own (not a
 * fly-out that only opens a menu, nor one whose landing is the page itself). A page no menu lists
 * takes the name its area gives it, or hangs under the closest listed path above it (`/a/7` under
 * the entry of `/a`) and names itself.
 */
export function pageTrail(path: string, frame: SiteFrame, label: (link: FrameLink) => string): PageTrail {
  const home: Crumb = { name: label(frame.header[0] ?? { labelKey: 'nav.home' }), path: '/' };
  if (path === '/') return { parents: [], name: home.name };
  const found = menuEntryOf(frame, path);
  if (found) {
    const { item, group } = found;
    const section: Crumb[] = group?.path && group.path !== path ? [{ name: label(group), path: group.path }] : [];
    return { parents: [home, ...section], name: label(item) };
  }
  const name = frame.names[path];
  if (name) return { parents: [home], name };
  const parentPath = path.slice(0, path.lastIndexOf('/')) || '/';
  if (parentPath === '/') return { parents: [home] };
  const parent = pageTrail(parentPath, frame, label);
  return { parents: parent.name ? [...parent.parents, { name: parent.name, path: parentPath as SitePath }] : parent.parents };
}

/** A page's menu entry and the fly-out it sits in, fly-out entries first (a page may be a fly-out's landing and one of its entries). */
function menuEntryOf(frame: SiteFrame, path: string): { item: FrameLink; group?: MenuItem } | undefined {
  for (const group of frame.header) {
    const item = group.children?.find((child) => child.path === path);
    if (item) return { item, group };
  }
  const item = frame.header.find((entry) => entry.path === path) ?? frame.footer.flatMap((column) => column.links).find((link) => link.path === path);
  return item ? { item } : undefined;
}
