import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

const NavigatedPage = createContext(false);

/**
 * The shell says whether the page was opened by a click in the site (not rendered by the server,
 * and not opened at a `#fragment`, which must be there when the page scrolls to it).
 */
export const NavigatedPageProvider = NavigatedPage.Provider;

/**
 * What a page shows below its first screen. On the server and at hydration it renders with the
 * page (readers without scripts and crawlers get every word); after a click to the page it
 * renders just after the top of it, as a transition: the click shows the new page at once, and
 * the rest is there before the visitor scrolls.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const navigated = useContext(NavigatedPage);
  const [shown, setShown] = useState(!navigated);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown ? children : null;
}
