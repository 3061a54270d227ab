import { use } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createStyleCache, type RouteModule } from '@site/design';
import { BrowserRouter, createI18n } from '@site/i18n';
import { loadRouteModule } from '../federation/load-remote-module';
import { mediaBase, type Registry, type RemoteName } from '../federation/registry';
import { Root } from '../app/root';
import { shellMessages } from '../app/shell-messages';
import { siteStateGlobal, type SiteState } from '../app/site-state';
import { watchForStaleBuild } from './stale-build';

const browserTimeoutMs = 3000;

async function hydrate() {
  const state = (window as unknown as Record<string, SiteState>)[siteStateGlobal]!;
  let registry = state.registry;
  const loadModule = async (remote: RemoteName, module: string, fresh = false) => {
    if (fresh) registry = await fetchRegistry().catch(() => registry);
    const loaded = await loadRouteModule(remote, module, registry, 'web', browserTimeoutMs);
    return { module: loaded, mediaBase: mediaBase(registry[remote]) };
  };

  let initialModule: RouteModule | undefined;
  if (state.area?.status === 'ready') {
    const [remote, module] = state.area.key.split('?')[0]!.split('/') as [RemoteName, string];
    initialModule = await loadRouteModule(remote, module, registry, 'web', browserTimeoutMs).catch((error: unknown) => {
      console.error(error);
      // The server HTML stays in place: a page that never resolves keeps hydration from replacing it.
      return { ...neverReady, build: { name: remote, version: state.area?.status === 'ready' ? state.area.version : '' } };
    });
  }

  const resources = {
    [state.locale]: { shell: shellMessages[state.locale], ...(state.area?.status === 'ready' ? state.area.messages : {}) },
  };
  const i18n = createI18n(state.locale, resources);
  hydrateRoot(
    document,
    <Root shell={{ state, initialModule, loadModule }} i18n={i18n} styleCache={createStyleCache()} router={BrowserRouter} />,
  );
}

async function fetchRegistry(): Promise<Registry> {
  const response = await fetch('/registry.json', { cache: 'no-cache', signal: AbortSignal.timeout(browserTimeoutMs) });
  if (!response.ok) throw new Error(`registry ${response.status}`);
  return ((await response.json()) as { remotes: Registry }).remotes;
}

const pending = new Promise<never>(() => {});
function NeverReady(): null {
  use(pending);
  return null;
}
const neverReady: Omit<RouteModule, 'build'> = { Page: NeverReady, messages: async () => ({}) };

watchForStaleBuild();
void hydrate();
