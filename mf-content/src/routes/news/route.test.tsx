import { afterEach, expect, test, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithSite } from '@site/design/testing';
import zh from '../../../locales/zh/news.json';
import en from '../../../locales/en/news.json';
import type { NewsItem } from '@site/contracts';
import route, { NewsPage } from './route';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const item = (id: number, timestamp: number, top = 0): NewsItem => ({ id, title: `News ${id}`, description: `About ${id}`, cover: `/c/${id}.svg`, display: 1, top, timestamp });
const items = [item(1, 1735689600), item(2, 1738368000, 1), item(3, 1740787200)];

test('zh: bilingual title, cards linking to the detail pages, pinned first, two top cards', () => {
  renderWithSite(<NewsPage data={{ items }} params={{}} />, { messages: { news: zh }, path: '/news' });
  expect(screen.getByRole('heading', { level: 1, name: zh.list.title })).toBeTruthy();
  expect(screen.getByText(zh.list.englishTitle)).toBeTruthy();
  const cards = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['News 2', 'News 3', 'News 1']);
  expect(cards.map((card) => card.hasAttribute('data-top'))).toEqual([true, true, false]);
  // The first cover is the list's largest picture: fetched first, the others as they come near.
  expect(cards.map((card) => card.querySelector('img')?.getAttribute('fetchpriority') ?? card.querySelector('img')?.getAttribute('loading'))).toEqual(['high', 'eager', 'lazy']);
  expect(within(cards[0]!).getByRole('link').getAttribute('href')).toBe('/news/2');
  expect(within(cards[0]!).getByText('2025.02.01')).toBeTruthy();
});

test('en: no second title, links carry the /en prefix, meta tags set', () => {
  renderWithSite(<NewsPage data={{ items }} params={{}} />, { messages: { news: en }, locale: 'en', path: '/en/news' });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getAllByText(en.list.englishTitle)).toHaveLength(1);
  expect(screen.getAllByRole('link')[0]!.getAttribute('href')).toBe('/en/news/2');
  expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://site.example/en/news');
});

test('load asks for the locale and keeps an empty list when the call fails', async () => {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 'SYS.0000', data: { items } })));
  vi.stubGlobal('fetch', fetchMock);
  expect(await route.load!({ params: {}, locale: 'en', apiBase: '' })).toEqual({ items });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', vi.fn(async () => new Response('oops', { status: 500 })));
  expect(await route.load!({ params: {}, locale: 'zh', apiBase: '' })).toEqual({ items: [] });
  expect(console.error).toHaveBeenCalledWith('Failed to fetch news list', expect.any(Error));
});

test('the route module loads the news namespace', async () => {
  expect(await route.messages('en')).toEqual({ news: en });
});
