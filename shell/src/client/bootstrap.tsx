import { startTransition, use } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { withDeadline } from '@site/federation/deadline';
import type { RouteModule, RoutePageProps } from '@site/federation/route-module';
import { splitLocalePath } from '@site/i18n';
import { loadRouteModule } from '../federation/load-remote-module';
import { routeTable } from '../app/site-areas';
import { pageI18n, Root } from '../app/root';
import { decodeFrame, siteStateGlobal, type PageState, type SiteState } from '../app/site-state';
import { reportRenderProblem, setReportToken, watchAreaFailures } from '../reports/area-reports';
import { watchVitals } from '../reports/vitals';
import { createAreaPages, createServedRegistry } from './area-pages';
import { openColdPagesWhole } from './cold-clicks';
import { prefetchInView, prefetchOnIntent } from './prefetch-links';
import { watchForStaleBuild } from './stale-build';
import { yieldToBrowser } from './yield-to-browser';

const browserTimeoutMs = 3000;
/** How long a remote that missed hydration may still arrive. */
const lateTimeoutMs = 30_000;

async function hydrate() {
  const page = (window as unknown as Record<string, PageState>)[siteStateGlobal]!;
  const state: SiteState = { ...page, frame: decodeFrame(page.frame) };
  setReportToken(state.reportToken);
  nonceRuntimeStyles(state.nonce.style);
  const registry = state.registry;
  // A click never waits for the registry: what the browser knows is asked again in the background
  // (on a link's intent), and a version activated since this tab opened is used from then on.
  const served = createServedRegistry({ remotes: registry, reportToken: state.reportToken }, browserTimeoutMs);
  const pages = createAreaPages({ registry: served, apiBase: state.apiBase, timeoutMs: browserTimeoutMs });

  let initialModule: RouteModule | undefined;
  if (state.area?.status === 'ready') {
    const { remote, module } = state.area;
    // The shell hydrates after at most 3 s; a slower remote hydrates its area when it arrives.
    const loading = loadRouteModule(remote, module, registry, 'web', lateTimeoutMs);
    const late = lateModule(loading, { name: remote, version: state.area.version });
    initialModule = await withDeadline(loading, browserTimeoutMs).catch(() => late);
  }

  const i18n = pageI18n(state.locale, state.area?.status === 'ready' ? state.area.messages : undefined);
  // Loading the area's module ran its remote's code; hydration starts in a fresh task.
  await yieldToBrowser();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (a phone would not answer a tap meanwhile).
  startTransition(() => {
    hydrateRoot(document, <Root shell={{ state, initialModule, pages }} i18n={i18n} />, {
      // A mismatch React recovers from still means the area's server and browser builds disagree.
      onRecoverableError: (error) => {
        console.error(error);
        reportRenderProblem('hydration', error);
      },
    });
  });
  const routes = routeTable(state.frame.routes);
  /** The page behind a link: one of the frame's, in the page's language, other than the one shown. */
  const matchOf = (url: URL) => {
    const { locale, path } = splitLocalePath(url.pathname);
    return locale === state.locale ? routes.match(path) : undefined;
  };
  const prefetch = (url: URL) => {
    const match = matchOf(url);
    if (!match) return;
    // Whether a release happened since the page loaded, asked in the background (at most every 30 s).
    void served.refresh();
    pages.prefetch(match, state.locale);
  };
  prefetchOnIntent(prefetch);
  // A link seen is not yet meant: its files are fetched into the cache, nothing runs meanwhile.
  prefetchInView((url) => {
    const match = matchOf(url);
    if (match) pages.warm(match);
  });
  openColdPagesWhole((url) => {
    const match = matchOf(url);
    return match !== undefined && !pages.started(match, state.locale);
  });
}

const pending = new Promise<never>(() => {});

/**
 * The area's module while its remote is still loading: its page suspends until the module
 * arrives. If it never does, the page stays suspended, so the server HTML stays in place.
 */
function lateModule(loading: Promise<RouteModule>, build: RouteModule['build']): RouteModule {
  const page = loading.then(
    (module) => module.Page,
    (error: unknown) => {
      console.error(error);
      return pending;
    },
  );
  function LatePage(props: RoutePageProps) {
    const Page = use(page);
    return <Page {...props} />;
  }
  return { Page: LatePage, messages: async () => ({}), build };
}

/**
 * <style> elements that libraries add while the page runs carry the page's CSP nonce. antd passes
 * it on itself (AntdScope), but some of its helpers do not (the modal's scroll lock), and the
 * Content-Security-Policy refuses a <style> without it.
 */
function nonceRuntimeStyles(nonce: string): void {
  for (const method of ['appendChild', 'insertBefore'] as const) {
    const original = Node.prototype[method] as (this: Node, node: Node, ...rest: unknown[]) => Node;
    Object.defineProperty(Node.prototype, method, {
      configurable: true,
      writable: true,
      value: function (this: Node, node: Node, ...rest: unknown[]) {
        if (node instanceof HTMLStyleElement && !node.nonce) node.nonce = nonce;
        return original.call(this, node, ...rest);
      },
    });
  }
}

watchForStaleBuild();
watchAreaFailures();
watchVitals();
void hydrate();
