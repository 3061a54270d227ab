import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { fetchHomeNews } from './api';

const item = (id: number, display = 1) => ({ id, title: `T${id}`, description: `D${id}`, cover: `/api/website/news/cover/c${id}.svg`, display, top: 0, timestamp: 1750208400 });
const ok = (items: unknown[]) => new Response(JSON.stringify({ code: 'SYS.0000', message: 'success', data: { items } }), { status: 200 });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test('asks for the home-page list in the locale and keeps the first four shown items', async () => {
  fetchMock.mockResolvedValue(ok([item(1), item(2, 0), item(3), item(4), item(5), item(6)]));
  const items = await fetchHomeNews({ apiBase: 'https://api.example', locale: 'en' });
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe('https://api.example/api/website/news/list?display=1&homePage=1&language=en');
  expect(init.headers).toEqual({ Accept: 'application/json' });
  expect(items.map((news) => news.id)).toEqual([1, 3, 4, 5]);
  expect(items[0]).toEqual({ id: 1, title: 'T1', description: 'D1', cover: '/api/website/news/cover/c1.svg', timestamp: 1750208400 });
});

test('a non-success code is logged as an API response error and gives an empty list', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ code: 'SYS.9999', message: 'down' })));
  expect(await fetchHomeNews({ apiBase: '', locale: 'zh' })).toEqual([]);
  expect(error.mock.calls[0]![0]).toBe('API response error');
});

test('a network failure or an HTTP error is logged and gives an empty list', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  fetchMock.mockRejectedValue(new TypeError('fetch failed'));
  expect(await fetchHomeNews({ apiBase: '', locale: 'zh' })).toEqual([]);
  expect(error.mock.calls[0]![0]).toBe('Failed to fetch news list');
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response('nope', { status: 404 }));
  expect(await fetchHomeNews({ apiBase: '', locale: 'zh' })).toEqual([]);
  expect(error.mock.calls.at(-1)![0]).toBe('Failed to fetch news list');
});
