import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { MediaBaseProvider, type RouteModule } from '@site/design';
import { useLocale, useTranslation } from '@site/i18n';
import { mediaBase } from '../federation/registry';
import { AreaError } from './area-error';
import { AreaLoading } from './area-loading';
import { NotFoundPage } from './not-found-page';
import type { AreaMatch } from './route-table';
import { useShell } from './shell-context';

type AreaView =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'not-found' }
  | { status: 'ready'; module: RouteModule; mediaBase: string; data: unknown };

/**
 * Mounts one remote page. The page the server rendered comes ready from the shell context;
 * later pages load in the browser with a loading state and a localized error block with retry.
 */
export function RemoteArea({ match, path }: { match: AreaMatch; path: string }) {
  const { state, initialModule, loadModule } = useShell();
  const { i18n } = useTranslation();
  const locale = useLocale();
  const initial = state.area?.key === match.key ? state.area : undefined;
  const [view, setView] = useState<AreaView>(() => {
    if (initial?.status === 'ready' && initialModule) {
      return { status: 'ready', module: initialModule, mediaBase: mediaBase(state.registry[match.route.remote]), data: initial.data };
    }
    if (initial?.status === 'failed' || initial?.status === 'not-found') return { status: initial.status };
    return { status: 'loading' };
  });

  const load = useCallback(async () => {
    setView({ status: 'loading' });
    try {
      const { module, mediaBase } = await loadModule(match.route.remote, match.route.module);
      if (module.isValid && !module.isValid(match.params)) return setView({ status: 'not-found' });
      const messages = await module.messages(locale);
      for (const [namespace, resources] of Object.entries(messages)) {
        i18n.addResourceBundle(locale, namespace, resources, true, true);
      }
      const data = module.load ? await module.load({ params: match.params, locale, apiBase: state.apiBase }) : undefined;
      setView({ status: 'ready', module, mediaBase, data });
    } catch (error) {
      console.error(error);
      setView({ status: error instanceof Error && error.name === 'NotFoundError' ? 'not-found' : 'failed' });
    }
  }, [loadModule, match, locale, i18n, state.apiBase]);

  useEffect(() => {
    if (view.status === 'loading') void load();
    // Only the first mount starts a load; retry starts the others.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The page element is made once per loaded page: a re-render of the shell (a new `match` object)
  // must not reach the area's Suspense boundary while it is still server HTML waiting to hydrate,
  // or React drops that HTML and shows the empty fallback until the page's code arrives.
  const { remote } = match.route;
  const { params } = match;
  const ready = view.status === 'ready' ? view : undefined;
  const page = useMemo(() => {
    if (!ready) return null;
    const { Page, build } = ready.module;
    return (
      <MediaBaseProvider base={ready.mediaBase}>
        <div data-remote={remote} data-remote-version={build.version}>
          <Suspense>
            <Page data={ready.data} params={params} />
            <AreaReady />
          </Suspense>
        </div>
      </MediaBaseProvider>
    );
    // `params` is the same for the life of this area (the area is keyed by its route and params).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, remote]);

  let content: ReactNode;
  switch (view.status) {
    case 'loading':
      content = <AreaLoading />;
      break;
    case 'failed':
      content = <AreaError onRetry={() => void load()} />;
      break;
    case 'not-found':
      content = <NotFoundPage path={path} />;
      break;
    case 'ready':
      content = page;
  }
  return content;
}

/**
 * Marks `<html data-area-ready>` once the page's area has hydrated (or rendered): its effect runs
 * only after the area's Suspense boundary commits. `data-hydrated` alone marks the shell, which
 * can be interactive while the area is still server HTML.
 */
function AreaReady(): null {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.areaReady = 'true';
    return () => {
      delete root.dataset.areaReady;
    };
  }, []);
  return null;
}
