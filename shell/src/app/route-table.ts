import { matchPath, partSlugs } from '@site/i18n';
import type { RemoteName } from '../federation/registry';

/** A page served by a remote: the shell owns this table, the remote owns the page. */
export interface AreaRoute {
  path: string;
  remote: RemoteName;
  /** The exposed module name inside the remote. */
  module: string;
  /** For a path with a parameter: every page it serves (health checks and tests render them); `:id` is a news id. */
  examples?: readonly string[];
}

/** The page fragments the spec registers under a page. */
const fragments = (page: string, names: readonly string[]) => names.map((name) => `${page}/${name}`);
const dogFragments = ['DogTable', 'ExpandVideo', 'AutoPlay', 'BannerDogW'];

export const areaRoutes: readonly AreaRoute[] = [
  { path: '/', remote: 'products', module: 'home' },
  { path: '/human', remote: 'products', module: 'human' },
  { path: '/z1', remote: 'products', module: 'z1' },
  { path: '/z1/:fragment', remote: 'products', module: 'z1-fragment', examples: fragments('/z1', ['carouselImg', 'commonSpecsTable', 'MediaBlock', 'SpecImg', 'Z1Banner', 'Z1Section', 'Z1Video']) },
  { path: '/dog', remote: 'products', module: 'dog' },
  { path: '/dog-w', remote: 'products', module: 'dog-w' },
  { path: '/dog-w/:fragment', remote: 'products', module: 'dog-w-fragment', examples: fragments('/dog-w', dogFragments) },
  { path: '/dog-y', remote: 'products', module: 'dog-y' },
  { path: '/dog-y/:fragment', remote: 'products', module: 'dog-y-fragment', examples: fragments('/dog-y', dogFragments) },
  { path: '/parts/:slug', remote: 'parts', module: 'part', examples: partSlugs.map((slug) => `/parts/${slug}`) },
  { path: '/about', remote: 'content', module: 'about' },
  { path: '/news', remote: 'content', module: 'news' },
  { path: '/news/:id', remote: 'content', module: 'news-detail', examples: ['/news/:id'] },
  { path: '/applications', remote: 'content', module: 'applications' },
  { path: '/opensource', remote: 'content', module: 'opensource' },
  { path: '/documentcenter', remote: 'content', module: 'documentcenter' },
  { path: '/policy', remote: 'content', module: 'policy' },
  { path: '/privacy.html', remote: 'content', module: 'privacy' },
  { path: '/privacy-en.html', remote: 'content', module: 'privacy' },
  { path: '/service', remote: 'content', module: 'service' },
  { path: '/app', remote: 'content', module: 'app' },
  { path: '/app/g1', remote: 'content', module: 'app-g1' },
  { path: '/app/dog', remote: 'content', module: 'app-dog' },
  { path: '/app/:fragment', remote: 'content', module: 'app-fragment', examples: fragments('/app', ['AppFeat', 'BannerDownload', 'Tutorial']) },
  { path: '/contact', remote: 'contact', module: 'contact' },
  { path: '/contactinformation', remote: 'contact', module: 'contact-information' },
];

export interface AreaMatch {
  route: AreaRoute;
  params: Record<string, string | undefined>;
  /** Identifies one page of one area, e.g. `parts/part?slug=d90`. */
  key: string;
}

/** One page (locale-free) for every route of a remote: what a health check renders. */
export function remotePages(remote: RemoteName): string[] {
  return areaRoutes.filter((route) => route.remote === remote).flatMap((route) => route.examples ?? [route.path]);
}

/** Finds the area route of a locale-free path (`/parts/d90`). */
/**
 * Matches remembered per path: react-router's matchPath compiles each pattern again on every call,
 * a few percent of a server render. Paths come from clients, so the memo is bounded (emptied when full).
 */
const matches = new Map<string, AreaMatch | undefined>();
const maxMatches = 2000;

export function matchArea(path: string): AreaMatch | undefined {
  if (matches.has(path)) return matches.get(path);
  if (matches.size >= maxMatches) matches.clear();
  const match = findArea(path);
  matches.set(path, match);
  return match;
}

function findArea(path: string): AreaMatch | undefined {
  for (const route of areaRoutes) {
    const match = matchPath({ path: route.path, caseSensitive: false, end: true }, path);
    if (match) {
      const params = { ...match.params };
      return { route, params, key: `${route.remote}/${route.module}?${new URLSearchParams(params as Record<string, string>)}` };
    }
  }
  return undefined;
}

/**
 * Links in the footer use upper-case part slugs (`/parts/H60`); the canonical URL is lower case,
 * so such a request is answered with a permanent redirect.
 */
export function canonicalPartPath(path: string): string | undefined {
  const match = /^\/parts\/([^/]+)$/.exec(path);
  if (!match?.[1] || match[1] === match[1].toLowerCase()) return undefined;
  return `/parts/${match[1].toLowerCase()}`;
}
