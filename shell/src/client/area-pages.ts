import type { Locale } from '@site/i18n';
import { RecentMap } from '@site/federation/recent-map';
import type { Registry } from '@site/federation/remotes';
import type { AreaMatch } from '../app/site-areas';
import type { LoadedPage } from '../app/site-state';
import { isRouteModuleLoaded, loadRouteModule } from '../federation/load-remote-module';
import { entryFolder, mediaBase } from '../federation/version-assets';

/**
 * The browser's loads of area pages, and the versions it loads them from (createServedRegistry:
 * the page's versions, then what `/registry.json` answers in the background).
 */

/** A page's loads kept for a navigation to take: how many, and how long its data stays fresh. */
const maxKept = 12;
const freshMs = 30_000;
const maxWarmed = 32;
const maxWarmedFiles = 8;

/** What a warm-up reads of a version's `mf-manifest.json` (Module Federation's): each exposed module's own files. */
interface FederationManifest {
  exposes?: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

interface Kept {
  page: Promise<LoadedPage>;
  /** Set once the load has succeeded: a navigation to it renders at once, without a loading state. */
  ready?: LoadedPage;
}

export interface AreaPages {
  /**
   * Loads a page for a navigation (taking what a prefetch of it has loaded); `retry`: the visitor
   * asked to try again, so the registry is asked first (the version may have been repaired or rolled back).
   */
  load(match: AreaMatch, locale: Locale, retry?: boolean): Promise<LoadedPage>;
  /** The page, if a prefetch has it loaded and fresh: the navigation renders it in its first frame. */
  ready(match: AreaMatch, locale: Locale): LoadedPage | undefined;
  /** Loads a page ahead of a navigation: its area's entry and chunks, its messages and its data. */
  prefetch(match: AreaMatch, locale: Locale): void;
  /** Whether a navigation to the page would start from something: a prefetch of it, or its module loaded. */
  started(match: AreaMatch, locale: Locale): boolean;
  /**
   * Fetches the page's area entry and its module's own scripts and styles into the browser's cache,
   * without running them (`<link rel="prefetch">`): for a link seen, not yet meant, on a phone that
   * is still busy with the page it shows. Its intent or click then runs them from the cache.
   */
  warm(match: AreaMatch): void;
}

/**
 * The browser's loads of area pages. Every load is of one version of the area, whole: module,
 * messages and data come from the version the registry named when it started (a page never mixes
 * two versions), and a prefetched load is kept under that version, so a registry that changes
 * before the click makes the click load the new version instead.
 */
export function createAreaPages(options: { registry: ServedRegistry; apiBase: string; timeoutMs: number }): AreaPages {
  const kept = new RecentMap<string, Kept>({ max: maxKept, maxAgeMs: freshMs });
  /** The modules warmed (bounded: a page marks a few links, and a visitor sees a few pages). */
  const warmed = new Set<string>();

  const keyOf = (match: AreaMatch, locale: Locale, registry: Registry) => `${locale} ${registry[match.route.remote].web} ${match.key}`;

  async function loadPage(match: AreaMatch, locale: Locale): Promise<LoadedPage> {
    const { remotes, reportToken } = options.registry.current();
    const record = remotes[match.route.remote];
    const module = await loadRouteModule(match.route.remote, match.route.module, remotes, 'web', options.timeoutMs);
    if (module.isValid && !module.isValid(match.params)) throw Object.assign(new Error('Not found'), { name: 'NotFoundError' });
    // The page's translations and data load side by side (the server's render does the same).
    const [messages, data] = await Promise.all([module.messages(locale), module.load?.({ params: match.params, locale, apiBase: options.apiBase })]);
    return { module, messages, data, mediaBase: mediaBase(record), entryFolder: entryFolder(record), reportToken };
  }

  /** The kept load of a page, while fresh. */
  const fresh = (match: AreaMatch, locale: Locale): Kept | undefined => kept.get(keyOf(match, locale, options.registry.current().remotes));

  return {
    async load(match, locale, retry = false) {
      if (retry) await options.registry.refresh(true);
      const entry = fresh(match, locale);
      // Taken once: coming back to the page later loads its data afresh.
      if (entry) kept.delete(keyOf(match, locale, options.registry.current().remotes));
      try {
        return await (entry?.page ?? loadPage(match, locale));
      } catch (error) {
        // The version may be gone from the store since the browser learned of it (rolled back and
        // removed): once the server names another, the page loads from that one.
        if (!(error instanceof Error && error.name === 'RemoteLoadError')) throw error;
        const before = options.registry.current().remotes[match.route.remote].web;
        await options.registry.refresh(true);
        if (options.registry.current().remotes[match.route.remote].web === before) throw error;
        return loadPage(match, locale);
      }
    },
    ready: (match, locale) => fresh(match, locale)?.ready,
    warm(match) {
      const { remotes } = options.registry.current();
      const record = remotes[match.route.remote];
      const key = `${record.web} ${match.route.module}`;
      if (warmed.has(key) || warmed.size >= maxWarmed || isRouteModuleLoaded(match.route.remote, match.route.module, remotes)) return;
      warmed.add(key);
      const folder = entryFolder(record);
      fetch(`${folder}mf-manifest.json`, { signal: AbortSignal.timeout(options.timeoutMs) })
        .then((response) => (response.ok ? (response.json() as Promise<FederationManifest>) : undefined))
        .then((manifest) => {
          const assets = manifest?.exposes?.find((expose) => expose.name === match.route.module)?.assets;
          const files = [...(assets?.js.sync ?? []), ...(assets?.css.sync ?? [])].map((file) => folder + file);
          for (const href of [record.web, ...files].slice(0, maxWarmedFiles)) {
            const link = document.createElement('link');
            link.rel = 'prefetch';
            link.href = href;
            document.head.append(link);
          }
        })
        .catch(() => warmed.delete(key));
    },
    started: (match, locale) => fresh(match, locale) !== undefined || isRouteModuleLoaded(match.route.remote, match.route.module, options.registry.current().remotes),
    prefetch(match, locale) {
      if (fresh(match, locale)) return;
      const key = keyOf(match, locale, options.registry.current().remotes);
      const entry: Kept = { page: loadPage(match, locale) };
      kept.set(key, entry);
      // A failed prefetch is forgotten (the click loads again and shows what goes wrong); it is never
      // an unhandled rejection, which would count as a stale build and reload the page.
      entry.page.then(
        (page) => (entry.ready = page),
        () => kept.peek(key) === entry && kept.delete(key),
      );
    },
  };
}

/** The versions this browser is served, with the page token that vouches for them. */
export interface Served {
  remotes: Registry;
  reportToken?: string;
}

export interface ServedRegistry {
  current(): Served;
  /** Asks the server again, unless it was asked lately (`now`: whatever the time; answers when it has). */
  refresh(now?: boolean): Promise<void>;
}

/** How long what the server said stands before a navigation's intent asks again. */
const staleMs = 30_000;

/**
 * What the browser knows of the versions it is served: first the page's, then the server's answer
 * to a `/registry.json` asked in the background, never on a click's path. It is asked when a link
 * is about to be followed (intent, at most every 30 s) and when the tab comes back into view, so a
 * version activated or rolled back since the page loaded is used from the next navigation on.
 */
export function createServedRegistry(page: Served, timeoutMs: number): ServedRegistry {
  let current = page;
  let askedAt = performance.now();
  let asking: Promise<void> | undefined;

  function refresh(now = false): Promise<void> {
    if (asking) return asking;
    if (!now && performance.now() - askedAt < staleMs) return Promise.resolve();
    asking = fetch('/registry.json', { cache: 'no-cache', signal: AbortSignal.timeout(timeoutMs) })
      .then(async (response) => {
        if (!response.ok) throw new Error(`registry ${response.status}`);
        current = (await response.json()) as Served;
      })
      // Offline or failing: the versions the browser has go on serving it.
      .catch(() => undefined)
      .finally(() => {
        askedAt = performance.now();
        asking = undefined;
      });
    return asking;
  }

  // Back to the tab after a while away: a good moment to ask, whenever it was asked last.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void refresh(true);
  });
  return { current: () => current, refresh };
}
