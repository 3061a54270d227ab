import { requestApi } from './api-client.js';

/** A news list item (spec section 3), as `GET /api/website/news/list` gives it in `data.items`. */
export interface NewsItem {
  id: number;
  title: string;
  description: string;
  /**
   * URL of the cover picture as the API gives it. Pages do not prefix it with `apiBase`: on the
   * server that base is the internal address, which the visitor's browser must not be sent to.
   */
  cover: string;
  /** 1: shown. */
  display: number;
  /** 1: pinned. */
  top: number;
  /** Seconds since the epoch. */
  timestamp: number;
}

/** A news article, as `GET /api/website/news/info/{id}` gives it in `data`. */
export interface NewsArticle {
  title: string;
  /** Seconds since the epoch. */
  timestamp: number;
  authorName: string;
  /** HTML, sanitized by the API. */
  content: string;
}

/** The list's query beside `display=1`: the page's locale, and `homePage: '1'` for the home page's selection. */
export interface NewsListQuery {
  homePage?: '1';
  language: string;
}

/** `GET {apiBase}/api/website/news/list?display=1&…` → `data.items`. */
export async function fetchNewsList(apiBase: string, query: NewsListQuery, signal?: AbortSignal): Promise<NewsItem[]> {
  const search = new URLSearchParams({ display: '1', ...query });
  const { data } = await requestApi<{ items?: NewsItem[] }>(`${apiBase}/api/website/news/list?${search}`, { signal });
  return data?.items ?? [];
}
