import { afterEach, expect, test, vi } from 'vitest';
import { fetchNewsList, formatNewsDate, orderNews, type NewsItem } from './api';

afterEach(() => vi.unstubAllGlobals());

const item = (id: number, timestamp: number, top = 0, display = 1): NewsItem => ({ id, title: `t${id}`, description: '', cover: '', display, top, timestamp });

test('hidden items are dropped and up to two pinned items, newest first, lead the rest', () => {
  const items = [item(1, 100), item(2, 500, 1), item(3, 300), item(4, 200, 1), item(5, 900, 1), item(6, 1000, 0, 0), item(7, 400)];
  expect(orderNews(items).map((news) => news.id)).toEqual([5, 2, 7, 3, 4, 1]);
});

test('without pinned items the list is newest first', () => {
  expect(orderNews([item(1, 1), item(2, 3), item(3, 2)]).map((news) => news.id)).toEqual([2, 3, 1]);
});

test('dates are YYYY.MM.DD in China time', () => {
  expect(formatNewsDate(Date.UTC(2025, 0, 5, 15, 59) / 1000)).toBe('2025.01.05');
  expect(formatNewsDate(Date.UTC(2025, 0, 5, 16, 0) / 1000)).toBe('2025.01.06');
  expect(formatNewsDate(Date.UTC(2024, 11, 31, 0, 0) / 1000)).toBe('2024.12.31');
});

test('the list call asks for shown items in the language and reads data.items', async () => {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 'SYS.0000', data: { items: [item(1, 1)] } })));
  vi.stubGlobal('fetch', fetchMock);
  expect(await fetchNewsList('http://api', 'en')).toHaveLength(1);
  expect(fetchMock).toHaveBeenCalledWith('http://api/api/website/news/list?display=1&language=en', expect.objectContaining({ headers: { Accept: 'application/json' } }));
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 'X', message: 'bad' }))));
  await expect(fetchNewsList('', 'zh')).rejects.toThrow('API response error: bad');
});
