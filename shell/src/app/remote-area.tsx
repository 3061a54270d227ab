import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { MediaBaseProvider, NavigatedPageProvider } from '@site/design';
import { href, useLocale, useLocation, useNavigate, useTranslation, type Locale } from '@site/i18n';
import { redirectOf } from '@site/federation/route-module';
import { reportArea, setReportedArea, type ReportedArea } from '../reports/area-reports';
import type { RemoteRecord } from '@site/federation/remotes';
import { entryFolder, mediaBase } from '../federation/version-assets';
import { AreaError } from './area-error';
import { AreaLoading } from './area-loading';
import { NotFoundPage } from './not-found-page';
import type { AreaMatch } from './site-areas';
import { useShell, type LoadedPage } from './site-state';

type AreaView =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'not-found' }
  | ({ status: 'ready' } & Omit<LoadedPage, 'messages'>);

/**
 * Mounts one remote page. The page the server rendered comes ready from the shell context;
 * later pages load in the browser with a loading state and a localized error block with retry.
 */
export function RemoteArea({ match, path }: { match: AreaMatch; path: string }) {
  const { state, initialModule, pages } = useShell();
  const { i18n } = useTranslation();
  const locale = useLocale();
  const initial = state.area?.key === match.key ? state.area : undefined;
  // A page opened by a click shows its top first (BelowTheFold); one opened at a #fragment, whole.
  const { hash, search } = useLocation();
  const navigate = useNavigate();
  const [navigated] = useState(() => initial === undefined && !hash);

  const show = useCallback(
    (page: LoadedPage): AreaView => {
      for (const [namespace, resources] of Object.entries(page.messages)) i18n.addResourceBundle(locale, namespace, resources, true, true);
      return { status: 'ready', ...page };
    },
    [i18n, locale],
  );
  const [view, setView] = useState<AreaView>(() => {
    if (initial?.status === 'ready' && initialModule) {
      const record = state.registry[match.route.remote];
      return { status: 'ready', module: initialModule, mediaBase: mediaBase(record), entryFolder: entryFolder(record), data: initial.data, reportToken: state.reportToken };
    }
    if (initial?.status === 'failed' || initial?.status === 'not-found') return { status: initial.status };
    // A page prefetched on the link's intent renders with the navigation itself.
    const prefetched = pages.ready(match, locale);
    return prefetched ? show(prefetched) : { status: 'loading' };
  });

  const load = useCallback(async (retry = false) => {
    setView({ status: 'loading' });
    try {
      setView(show(await pages.load(match, locale, retry)));
    } catch (error) {
      // The page lives at another address (an old article URL): go there instead, as the server's 301 does.
      const redirect = redirectOf(error);
      if (redirect) return navigate(href(redirect, locale) + search + hash, { replace: true });
      console.error(error);
      if (error instanceof Error && error.name === 'RemoteLoadError') reportArea('chunk', error.message, registryArea(match, state.registry[match.route.remote], locale));
      setView({ status: error instanceof Error && error.name === 'NotFoundError' ? 'not-found' : 'failed' });
    }
  }, [pages, show, match, locale, state.registry, navigate, search, hash]);

  useEffect(() => {
    if (view.status === 'loading') void load();
    // Only the first mount starts a load; retry starts the others.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (view.status === 'failed') reportArea('area-failed', undefined, registryArea(match, state.registry[match.route.remote], locale));
    // Once each time the error block shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view.status]);

  // The page element is made once per loaded page: a re-render of the shell (a new `match` object)
  // must not reach the area's Suspense boundary while it is still server HTML waiting to hydrate,
  // or React drops that HTML and shows the empty fallback until the page's code arrives.
  const { remote } = match.route;
  const { params } = match;
  const ready = view.status === 'ready' ? view : undefined;
  const page = useMemo(() => {
    if (!ready) return null;
    const { Page, build } = ready.module;
    const reported: ReportedArea = { remote, version: build.version, locale, base: ready.entryFolder, page: match.route.module, token: ready.reportToken };
    // Already while it renders (and hydrates): an error there is this area's (the error boundary reports it).
    if (typeof window !== 'undefined') setReportedArea(reported);
    return (
      <MediaBaseProvider base={ready.mediaBase}>
        <NavigatedPageProvider value={navigated}>
          <div data-remote={remote} data-remote-version={build.version}>
            <Suspense>
              <Page data={ready.data} params={params} />
              <AreaReady area={reported} />
            </Suspense>
          </div>
        </NavigatedPageProvider>
      </MediaBaseProvider>
    );
    // `params` is the same for the life of this area (the area is keyed by its route and params).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, remote, locale]);

  let content: ReactNode;
  switch (view.status) {
    case 'loading':
      content = <AreaLoading />;
      break;
    case 'failed':
      content = <AreaError onRetry={() => void load(true)} />;
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
 * can be interactive while the area is still server HTML. From then on, the browser's reports are
 * about this area, starting with its view.
 */
function AreaReady({ area }: { area: ReportedArea }): null {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.areaReady = 'true';
    setReportedArea(area);
    reportArea('view');
    return () => {
      delete root.dataset.areaReady;
      setReportedArea(undefined);
    };
  }, [area]);
  return null;
}

/** A failure is reported against the version the registry named: no module says otherwise. */
function registryArea(match: AreaMatch, record: RemoteRecord, locale: Locale): ReportedArea {
  return { remote: match.route.remote, version: record.version, locale, base: entryFolder(record), page: match.route.module };
}
