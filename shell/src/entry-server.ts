import type { PageRoute, SitemapPages, WarmUpResult } from '@site/federation/render-contract';
import type { Registry, RemoteName } from '@site/federation/remotes';
import type { RouteAction } from '@site/federation/route-module';
import type { RenderRequest, RenderResult } from './render/render';

export type { RenderRequest, RenderResult };

/** Server entry: the async boundary lets federation set up shared modules before React loads. */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const { render: renderPage } = await import('./render/render');
  return renderPage(request);
}

/** Every page the sitemaps list (locale-free), as the served area versions declare them. */
export async function sitemapPaths(internalRegistry: Registry): Promise<SitemapPages> {
  const { areasFor } = await import('./render/render');
  return (await areasFor({ internalRegistry, remoteTimeoutMs: 3000 })).sitemapPaths();
}

/** One page of every route a remote serves (locale-free; `:id` stands for a news id). */
export async function remotePages(remote: string, internalRegistry: Registry): Promise<string[]> {
  const { areasFor } = await import('./render/render');
  return (await areasFor({ internalRegistry, remoteTimeoutMs: 3000 })).pages(remote as keyof Registry);
}

/** The page a path names in the served area versions (the server's form-post adapter asks). */
export async function pageRoute(pathname: string, internalRegistry: Registry): Promise<PageRoute | undefined> {
  const [{ areasFor }, { splitLocalePath }] = await Promise.all([import('./render/render'), import('@site/i18n')]);
  const { locale, path } = splitLocalePath(pathname);
  const match = (await areasFor({ internalRegistry, remoteTimeoutMs: 3000 })).table.match(path);
  if (!match) return undefined;
  const { remote, module, action } = match.route;
  return { remote, module, params: match.params, locale, key: match.key, action: action === true };
}

/** A page's server action, from its remote's Node build. */
export async function loadAction(page: PageRoute, internalRegistry: Registry, timeoutMs: number): Promise<RouteAction | undefined> {
  const { loadRouteModule } = await import('./federation/load-remote-module');
  const module = await loadRouteModule(page.remote, page.module, internalRegistry, 'node', timeoutMs);
  return (await module.action?.())?.default;
}

/** Where the server's store is: a stored version's manifest is read there instead of being fetched. */
export async function readManifestsFrom(reader: (remote: RemoteName, version: string) => Promise<unknown>): Promise<void> {
  (await import('./federation/area-manifests')).readManifestsFrom(reader);
}

/**
 * Loads every served area version on the server before visitors ask: its manifest, every module
 * its pages name and their texts in both languages. Per area, what failed (an empty list: ready).
 */
export async function warmUp(internalRegistry: Registry, timeoutMs: number): Promise<WarmUpResult> {
  const [{ areasFor }, { loadRouteModule }, { locales }] = await Promise.all([import('./render/render'), import('./federation/load-remote-module'), import('@site/i18n')]);
  const areas = await areasFor({ internalRegistry, remoteTimeoutMs: timeoutMs });
  const problems: WarmUpResult = {};
  const modules = new Map<RemoteName, Set<string>>();
  for (const route of areas.table.routes) modules.set(route.remote, (modules.get(route.remote) ?? new Set()).add(route.module));
  await Promise.all(
    (Object.keys(internalRegistry) as RemoteName[]).map(async (remote) => {
      const names = [...(modules.get(remote) ?? [])];
      if (names.length === 0) return void (problems[remote] = 'its area manifest could not be read');
      try {
        for (const name of names) {
          const module = await loadRouteModule(remote, name, internalRegistry, 'node', timeoutMs);
          await Promise.all(locales.map((locale) => module.messages(locale)));
        }
      } catch (error) {
        problems[remote] = error instanceof Error ? error.message : String(error);
      }
    }),
  );
  return problems;
}
