import type { RouteLoadContext } from '@site/design';

/** A news item as the home page shows it. */
export interface HomeNewsItem {
  id: number | string;
  title: string;
  description: string;
  /**
   * URL of the cover picture as the API gives it. It is not prefixed with `apiBase`: on the server
   * that base is the internal address, which the visitor's browser must not be sent to.
   */
  cover: string;
  timestamp: number;
}

interface NewsListResponse {
  code?: string;
  message?: string;
  data?: { items?: (HomeNewsItem & { display?: number })[] };
}

export const homeNewsLimit = 4;
const retryStatuses = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

async function getJson(url: string, signal: AbortSignal | undefined): Promise<NewsListResponse> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(url, { headers: { Accept: 'application/json' }, signal });
    // A GET is retried once on a transient status.
    if (attempt === 0 && retryStatuses.has(response.status)) continue;
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as NewsListResponse;
  }
}

/**
 * The home page's news: `GET {apiBase}/api/website/news/list?display=1&homePage=1&language=…`,
 * shown items only, the first four. Failures are only logged; the section then stays empty.
 */
export async function fetchHomeNews({ apiBase, locale, signal }: Pick<RouteLoadContext, 'apiBase' | 'locale' | 'signal'>): Promise<HomeNewsItem[]> {
  const query = new URLSearchParams({ display: '1', homePage: '1', language: locale });
  try {
    const body = await getJson(`${apiBase}/api/website/news/list?${query}`, signal);
    if (body.code !== 'SYS.0000' || !Array.isArray(body.data?.items)) {
      console.error('API response error', body.code, body.message);
      return [];
    }
    return body.data.items
      .filter((item) => item.display === 1)
      .slice(0, homeNewsLimit)
      .map(({ id, title, description, cover, timestamp }) => ({
        id,
        title,
        description,
        cover,
        timestamp,
      }));
  } catch (error) {
    console.error('Failed to fetch news list', error);
    return [];
  }
}

/** YYYY.MM.DD in China time, the same on the server and in every browser. */
export function formatNewsDate(timestamp: number): string {
  const date = new Date((timestamp + 8 * 3600) * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getUTCFullYear()}.${pad(date.getUTCMonth() + 1)}.${pad(date.getUTCDate())}`;
}
