import { afterEach, expect, test, vi } from 'vitest';
import { prefetchAllowed, prefetchOnIntent, siteUrl } from './prefetch-links';

const connection = (value: object | undefined) => Object.defineProperty(navigator, 'connection', { value, configurable: true });
afterEach(() => connection(undefined));

test('nothing is prefetched for a visitor saving data or on 2G, as Astro does', () => {
  expect(prefetchAllowed()).toBe(true);
  connection({ saveData: true, effectiveType: '4g' });
  expect(prefetchAllowed()).toBe(false);
  connection({ saveData: false, effectiveType: 'slow-2g' });
  expect(prefetchAllowed()).toBe(false);
  connection({ saveData: false, effectiveType: '3g' });
  expect(prefetchAllowed()).toBe(true);
});

test('only links to another page of this site, opened in this tab', () => {
  window.history.replaceState(null, '', '/en/news');
  const link = (html: string) => {
    document.body.innerHTML = html;
    return document.body.firstElementChild!;
  };
  expect(siteUrl(link('<a href="/en/z1">Z1</a>'))?.pathname).toBe('/en/z1');
  expect(siteUrl(link('<a href="/en/news">this page</a>'))).toBeUndefined();
  expect(siteUrl(link('<a href="/en/z1" target="_blank">new tab</a>'))).toBeUndefined();
  expect(siteUrl(link('<a href="/en/brochure.pdf" download>file</a>'))).toBeUndefined();
  expect(siteUrl(link('<a href="https://example.com/en/z1">elsewhere</a>'))).toBeUndefined();
});

test('hover, focus and touch are intent; a fly-out group announces all its links', () => {
  document.body.innerHTML = `
    <a id="single" href="/en/z1">Z1</a>
    <li data-prefetch="group"><button id="trigger">Explore</button><a href="/en/about">About</a><a href="/en/policy">Policies</a><a href="https://example.com/">Join</a></li>`;
  const prefetch = vi.fn<(url: URL) => void>();
  prefetchOnIntent(prefetch);
  document.getElementById('single')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(prefetch.mock.calls.map(([url]) => url.pathname)).toEqual(['/en/z1']);
  document.getElementById('trigger')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  expect(prefetch.mock.calls.slice(1).map(([url]) => url.pathname)).toEqual(['/en/about', '/en/policy']);
  prefetch.mockClear();
  document.getElementById('single')!.dispatchEvent(new Event('touchstart', { bubbles: true }));
  expect(prefetch).toHaveBeenCalledTimes(1);

  connection({ saveData: true });
  prefetch.mockClear();
  document.getElementById('single')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(prefetch).not.toHaveBeenCalled();
});
