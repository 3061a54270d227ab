import type { NewsItem } from '@site/contracts';

// The list page's ordering of the news (the call, the item and the date format are @site/contracts').

/** At most this many pinned items go ahead of the rest (spec section 7). */
export const maxPinned = 2;

const newestFirst = (a: NewsItem, b: NewsItem) => b.timestamp - a.timestamp;

/** Only shown items; up to two pinned ones (newest first) ahead of the rest (newest first). */
export function orderNews(items: readonly NewsItem[]): NewsItem[] {
  const shown = items.filter((item) => Number(item.display) === 1);
  const pinned = shown.filter((item) => Number(item.top) === 1).sort(newestFirst).slice(0, maxPinned);
  const rest = shown.filter((item) => !pinned.includes(item)).sort(newestFirst);
  return [...pinned, ...rest];
}
