import { Component, lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { splitLocalePath, useLocation } from '@site/i18n';
import { reportRenderProblem } from '../reports/area-reports';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { NotFoundPage } from './not-found-page';
import { RemoteArea } from './remote-area';
import { routeTable } from './site-areas';
import { useShell } from './site-state';
import { ErrorPage } from './error-page';
import { PreviewBadge } from './preview-badge';

const UpdatePrompt = lazy(() => import('./update-prompt'));

/**
 * Dispatched on `window` when a script or JSON resource failed twice within the reload guard
 * (client/stale-build.ts): the App asks the visitor to refresh.
 */
export const staleBuildEvent = 'site:stale-build';

/** The shell's layout: header, the current area, footer. */
export function App() {
  const location = useLocation();
  const { state, initialRoute } = useShell();
  const { path } = splitLocalePath(location.pathname);
  // The routes of the area versions this page was served with (the server's, sent with the page);
  // the server's render already matched its path.
  const match = initialRoute?.path === path ? initialRoute.match : routeTable(state.frame.routes).match(path);
  useScrollOnNavigation(location.pathname, location.hash);
  const [staleBuild, setStaleBuild] = useState(false);
  // Made once: a navigation re-renders only the menu links it changes (their current-page mark), not
  // the whole header and footer, so the click's new page shows sooner.
  const header = useMemo(() => <Header />, []);
  const footer = useMemo(() => <Footer />, []);
  useEffect(() => {
    // A marker for tests and monitoring: the page is interactive.
    document.documentElement.dataset.hydrated = 'true';
    const onStale = () => setStaleBuild(true);
    window.addEventListener(staleBuildEvent, onStale);
    return () => window.removeEventListener(staleBuildEvent, onStale);
  }, []);

  let main;
  if (state.status === 500 && state.area === undefined) main = <ErrorPage />;
  else if (!match) main = state.frameIncomplete ? <ErrorPage status={503} /> : <NotFoundPage path={location.pathname} />;
  else main = <RemoteArea key={match.key} match={match} path={location.pathname} />;

  return (
    <div className="site">
      {header}
      <main className="site-main">
        <ErrorBoundary resetKey={location.pathname}>{main}</ErrorBoundary>
      </main>
      {footer}
      {state.preview?.length || state.previewLaunch ? <PreviewBadge areas={state.preview ?? []} {...(state.previewLaunch ? { launch: state.previewLaunch } : {})} /> : null}
      {staleBuild ? (
        <Suspense>
          <UpdatePrompt onClose={() => setStaleBuild(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * On a client navigation: scroll to the top, or to the element the hash names. Not on the page
 * load: the reader may have scrolled before hydration, and a hash in the first URL is the browser's.
 */
function useScrollOnNavigation(pathname: string, hash: string) {
  const loaded = useRef(false);
  useEffect(() => {
    if (!loaded.current) {
      loaded.current = true;
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
}

/** Unhandled render errors in the browser end on the error page (status 500) instead of a blank page. */
class ErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean; resetKey: string }> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { failed: boolean; resetKey: string }) {
    // Navigating elsewhere clears the error.
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
    reportRenderProblem('error', error);
  }

  override render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}
