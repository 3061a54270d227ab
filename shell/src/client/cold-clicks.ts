import { siteUrl } from './prefetch-links';

/**
 * A click on a link nothing announced (no hover, focus or touch before it: a script's click) to a
 * page whose area this browser has not loaded: the browser opens it as a whole page, whose server
 * HTML shows sooner than a cold area loads and renders here. Every other click stays in the page.
 * `cold(url)` says whether the page behind a link is cold.
 */
export function openColdPagesWhole(cold: (url: URL) => boolean): void {
  addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const url = anchor && siteUrl(anchor);
      // Not passed on to the page's handlers (the router's): the browser follows the link itself.
      if (url && cold(url)) event.stopPropagation();
    },
    { capture: true },
  );
}
