import { expect, test } from 'vitest';
import type { NewsItem } from '@site/contracts';
import { orderNews } from './api';

const item = (id: number, timestamp: number, top = 0, display = 1): NewsItem => ({ id, title: `t${id}`, description: '', cover: '', display, top, timestamp });

test('hidden items are dropped and up to two pinned items, newest first, lead the rest', () => {
  const items = [item(1, 100), item(2, 500, 1), item(3, 300), item(4, 200, 1), item(5, 900, 1), item(6, 1000, 0, 0), item(7, 400)];
  expect(orderNews(items).map((news) => news.id)).toEqual([5, 2, 7, 3, 4, 1]);
});

test('without pinned items the list is newest first', () => {
  expect(orderNews([item(1, 1), item(2, 3), item(3, 2)]).map((news) => news.id)).toEqual([2, 3, 1]);
});
