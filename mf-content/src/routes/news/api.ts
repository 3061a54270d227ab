import { pinnedFirst, type NewsItem } from '@site/contracts';

// The list page's ordering of the news (the call, the item, the pin rule and the date format are @site/contracts').

/** Only shown items; up to two pinned ones (newest first) ahead of the rest (newest first). */
export function orderNews(items: readonly NewsItem[]): NewsItem[] {
  const shown = items.filter((item) => Number(item.display) === 1);
  return pinnedFirst(
    shown,
    (item) => Number(item.top) === 1,
    (item) => item.timestamp,
  );
}
