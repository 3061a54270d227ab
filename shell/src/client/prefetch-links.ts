import { whenIdle } from './when-idle';

/**
 * When to load a page before its link is followed, in the manner of Astro's prefetch: on intent (a
 * pointer over the link, keyboard focus, a touch), and for the few links an area marks
 * `data-prefetch="viewport"` (the likeliest next pages) once they are seen (the caller fetches
 * those without running them). A menu's fly-out marked `data-prefetch="group"` prefetches its links
 * as it opens. Nothing is prefetched for a visitor who asks to save data or is on a 2G connection.
 */

/** Links of one fly-out, and of one page's viewport, prefetched at most. */
const maxGroupLinks = 8;
const maxViewportLinks = 6;

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return !(connection?.saveData || /2g/.test(connection?.effectiveType ?? ''));
}

/** The link's address, when it is a page of this site to open in this tab. */
export function siteUrl(anchor: Element): URL | undefined {
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href, location.href);
  return url.origin === location.origin && url.pathname !== location.pathname ? url : undefined;
}

/** Calls `prefetch` for the links a visitor shows intent for, from now on. */
export function prefetchOnIntent(prefetch: (url: URL) => void): void {
  const onIntent = (event: Event) => {
    if (!(event.target instanceof Element) || !prefetchAllowed()) return;
    const group = event.target.closest('[data-prefetch="group"]');
    const anchors = group ? [...group.querySelectorAll('a[href]')].slice(0, maxGroupLinks) : [event.target.closest('a[href]')];
    for (const anchor of anchors) {
      const url = anchor && siteUrl(anchor);
      if (url) prefetch(url);
    }
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent, { passive: true });
  document.addEventListener('touchstart', onIntent, { passive: true, capture: true });
}

/**
 * Calls `prefetch` for the links each page marks for the viewport as they come into view, once the
 * page's area is ready (`<html data-area-ready>`), a few seconds have passed and the browser is
 * idle: a phone finishes loading the page it shows first (its own scripts, images and data).
 */
export function prefetchInView(prefetch: (url: URL) => void): void {
  if (typeof IntersectionObserver === 'undefined') return;
  let stop = () => {};
  const watch = () => {
    stop();
    if (!document.documentElement.dataset.areaReady || !prefetchAllowed()) return;
    let observer: IntersectionObserver | undefined;
    const cancel = afterSettling(
      () => {
        observer = new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer?.unobserve(entry.target);
            const url = siteUrl(entry.target);
            if (url) prefetch(url);
          }
        });
        const links = document.querySelectorAll('main a[data-prefetch="viewport"]');
        for (const anchor of [...links].slice(0, maxViewportLinks)) observer.observe(anchor);
      },
    );
    stop = () => {
      cancel();
      observer?.disconnect();
    };
  };
  new MutationObserver(watch).observe(document.documentElement, { attributes: true, attributeFilter: ['data-area-ready'] });
  watch();
}

/** How long after a page's area is ready (and then the browser idle) the links it shows are warmed. */
const settleMs = 3000;

/** Runs `work` `settleMs` from now, once the browser is idle; answers a function that cancels it. */
function afterSettling(work: () => void): () => void {
  let cancelIdle = () => {};
  const timer = setTimeout(() => (cancelIdle = whenIdle(work, 2000)), settleMs);
  return () => {
    clearTimeout(timer);
    cancelIdle();
  };
}
