import { startTransition, use } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { RouteModule, RoutePageProps } from '@site/federation/route-module';
import { BrowserRouter, createI18n } from '@site/i18n';
import { loadRouteModule } from '../federation/load-remote-module';
import { type Registry, type RemoteName } from '@site/federation';
import { entryFolder, mediaBase } from '../federation/entry-folders';
import { Root } from '../app/root';
import { shellMessages } from '../app/shell-messages';
import { siteStateGlobal, type PageState, type SiteState } from '../app/site-state';
import { decodeFrame } from '../app/frame/site-frame';
import { reportRenderProblem, setReportToken, watchAreaFailures } from '../reports/area-reports';
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
  let registry = state.registry;
  // Every page loaded in the browser asks the registry first: a version activated since this tab
  // opened is used on its next navigation (the old one stays in the store for open tabs).
  const loadModule = async (remote: RemoteName, module: string) => {
    registry = await fetchRegistry().catch(() => registry);
    const loaded = await loadRouteModule(remote, module, registry, 'web', browserTimeoutMs);
    return { module: loaded, mediaBase: mediaBase(registry[remote]), entryFolder: entryFolder(registry[remote]) };
  };

  let initialModule: RouteModule | undefined;
  if (state.area?.status === 'ready') {
    const { remote, module } = state.area;
    // The shell hydrates after at most 3 s; a slower remote hydrates its area when it arrives.
    const loading = loadRouteModule(remote, module, registry, 'web', lateTimeoutMs);
    const late = lateModule(loading, { name: remote, version: state.area.version });
    initialModule = await Promise.race([loading, delay(browserTimeoutMs)]).then(
      (loaded) => loaded ?? late,
      () => late,
    );
  }

  const resources = {
    [state.locale]: { shell: shellMessages[state.locale], ...(state.area?.status === 'ready' ? state.area.messages : {}) },
  };
  const i18n = createI18n(state.locale, resources);
  // Loading the area's module ran its remote's code; hydration starts in a fresh task.
  await yieldToBrowser();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (a phone would not answer a tap meanwhile).
  startTransition(() => {
    hydrateRoot(document, <Root shell={{ state, initialModule, loadModule }} i18n={i18n} router={BrowserRouter} />, {
      // A mismatch React recovers from still means the area's server and browser builds disagree.
      onRecoverableError: (error) => {
        console.error(error);
        reportRenderProblem('hydration', error);
      },
    });
  });
}

async function fetchRegistry(): Promise<Registry> {
  const response = await fetch('/registry.json', { cache: 'no-cache', signal: AbortSignal.timeout(browserTimeoutMs) });
  if (!response.ok) throw new Error(`registry ${response.status}`);
  const { remotes, reportToken } = (await response.json()) as { remotes: Registry; reportToken?: string };
  setReportToken(reportToken);
  return remotes;
}

const delay = (ms: number) => new Promise<undefined>((resolve) => setTimeout(resolve, ms));
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
void hydrate();
