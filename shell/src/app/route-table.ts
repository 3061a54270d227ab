import { matchPath } from '@site/i18n';
import type { RemoteName } from '@site/federation';

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

const tables = new WeakMap<readonly AreaRoute[], RouteTable>();
const maxMatches = 2000;

/**
 * The table of a route list (one per list: the server keeps a list per set of served versions,
 * a page's state carries its own). Matches are remembered per path: react-router's matchPath
 * compiles each pattern again on every call, a few percent of a server render. Paths come from
 * clients, so the memo is bounded (emptied when full).
 */
export function routeTable(routes: readonly AreaRoute[]): RouteTable {
  let table = tables.get(routes);
  if (table) return table;
  const matches = new Map<string, AreaMatch | undefined>();
  table = {
    routes,
    match(path) {
      if (matches.has(path)) return matches.get(path);
      if (matches.size >= maxMatches) matches.clear();
      const match = findArea(routes, path);
      matches.set(path, match);
      return match;
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
