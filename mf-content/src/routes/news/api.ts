/** News list: the API call, the list page's ordering and the date format. */

export interface NewsItem {
  id: number | string;
  title: string;
  description: string;
  cover: string;
  display: number;
  top: number;
  /** Seconds since the epoch. */
  timestamp: number;
}

/** At most this many pinned items go ahead of the rest (spec section 7). */
export const maxPinned = 2;

interface Envelope<T> {
  code: string;
  message?: string;
  data?: T;
}

/** GET {apiBase}/api/website/news/list?display=1&language=… -> data.items. */
export async function fetchNewsList(apiBase: string, language: string, signal?: AbortSignal): Promise<NewsItem[]> {
  const query = new URLSearchParams({ display: '1', language });
  const response = await fetch(`${apiBase}/api/website/news/list?${query}`, { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`Failed to fetch news list: HTTP ${response.status}`);
  const body = (await response.json()) as Envelope<{ items?: NewsItem[] }>;
  if (body.code !== 'SYS.0000') throw new Error(`API response error: ${body.message ?? body.code}`);
  return body.data?.items ?? [];
}

const newestFirst = (a: NewsItem, b: NewsItem) => b.timestamp - a.timestamp;

/** Only shown items; up to two pinned ones (newest first) ahead of the rest (newest first). */
export function orderNews(items: readonly NewsItem[]): NewsItem[] {
  const shown = items.filter((item) => Number(item.display) === 1);
  const pinned = shown.filter((item) => Number(item.top) === 1).sort(newestFirst).slice(0, maxPinned);
  const rest = shown.filter((item) => !pinned.includes(item)).sort(newestFirst);
  return [...pinned, ...rest];
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * YYYY.MM.DD of a timestamp in seconds, in China time (UTC+8) so that the server render and the
 * browser agree whatever their time zones.
 */
export function formatNewsDate(timestamp: number): string {
  const date = new Date((timestamp + 8 * 3600) * 1000);
  return `${date.getUTCFullYear()}.${pad(date.getUTCMonth() + 1)}.${pad(date.getUTCDate())}`;
}
