import { afterEach, expect, test, vi } from 'vitest';
import { fetchNewsList, maxPinnedNews, pinnedFirst, shownPinned, type NewsItem } from './news.js';

afterEach(() => vi.unstubAllGlobals());

const item: NewsItem = { id: 1, title: 'T1', description: 'D1', cover: '/api/website/news/cover/c1.svg', display: 1, top: 0, timestamp: 1750208400 };
const answer = (data: unknown) => new Response(JSON.stringify({ code: 'SYS.0000', message: 'success', data }));

test('the list asks for shown items in the language (home: its own selection) and reads data.items', async () => {
  const fetchMock = vi.fn(async () => answer({ items: [item] }));
  vi.stubGlobal('fetch', fetchMock);
  expect(await fetchNewsList('http://api', { language: 'en' })).toEqual([item]);
  expect(fetchMock).toHaveBeenLastCalledWith('http://api/api/website/news/list?display=1&language=en', expect.objectContaining({ headers: { Accept: 'application/json' } }));
  await fetchNewsList('', { homePage: '1', language: 'zh' });
  expect(fetchMock).toHaveBeenLastCalledWith('/api/website/news/list?display=1&homePage=1&language=zh', expect.anything());
  vi.stubGlobal('fetch', vi.fn(async () => answer({})));
  expect(await fetchNewsList('', { language: 'zh' })).toEqual([]);
});

test('the list fails with the server message when the code is not SYS.0000', async () => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 'X', message: 'bad' }))));
  await expect(fetchNewsList('', { language: 'zh' })).rejects.toThrow('Request failed: bad');
});

test('up to two pinned items, newest first, lead the rest (newest first); a third pinned one takes its place among the rest', () => {
  const items = [
    { id: 1, at: 100, pinned: false },
    { id: 2, at: 500, pinned: true },
    { id: 3, at: 300, pinned: false },
    { id: 4, at: 200, pinned: true },
    { id: 5, at: 900, pinned: true },
  ];
  const isPinned = (entry: (typeof items)[number]) => entry.pinned;
  const publishedAt = (entry: (typeof items)[number]) => entry.at;
  expect(maxPinnedNews).toBe(2);
  expect(shownPinned(items, isPinned, publishedAt).map((entry) => entry.id)).toEqual([5, 2]);
  expect(pinnedFirst(items, isPinned, publishedAt).map((entry) => entry.id)).toEqual([5, 2, 3, 4, 1]);
  expect(pinnedFirst(items, () => false, publishedAt).map((entry) => entry.id)).toEqual([5, 2, 3, 4, 1]);
  expect(shownPinned(items, () => false, publishedAt)).toEqual([]);
});
