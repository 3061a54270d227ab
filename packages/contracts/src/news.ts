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

/** At most this many pinned items go ahead of the rest of the news list (spec section 7). */
export const maxPinnedNews = 2;

/**
 * The pinned items the news list shows first: the newest `maxPinnedNews` of those `isPinned`
 * (newest by `publishedAt`). The site's list is ordered by it (pinnedFirst), and the back office's
 * newsroom says by it which pinned articles visitors see first.
 */
export function shownPinned<T>(items: readonly T[], isPinned: (item: T) => boolean, publishedAt: (item: T) => number): T[] {
  return items
    .filter(isPinned)
    .sort((a, b) => publishedAt(b) - publishedAt(a))
    .slice(0, maxPinnedNews);
}

/** The news list's order: the pinned items shown first (shownPinned), then every other item, newest first. */
export function pinnedFirst<T>(items: readonly T[], isPinned: (item: T) => boolean, publishedAt: (item: T) => number): T[] {
  const pinned = shownPinned(items, isPinned, publishedAt);
  const rest = items.filter((item) => !pinned.includes(item)).sort((a, b) => publishedAt(b) - publishedAt(a));
  return [...pinned, ...rest];
}

/** A news article, as `GET /api/website/news/info/{id}` gives it in `data`. */
export interface NewsArticle {
  title: string;
  /** Seconds since the epoch. */
  timestamp: number;
  authorName: string;
  /** HTML, sanitized by the API. */
  content: string;
  /*
   * Added by issue 48 (the spec's four fields above keep their shape): an article is one article
   * in both languages, asked for with `?language=`.
   */
  /** The article's id: its page is `/news/<articleId>` in every language (a legacy id of a language copy redirects there). */
  articleId?: number;
  /** The languages the article is published in. */
  languages?: string[];
  /** The summary the editor wrote. */
  description?: string;
  /** URL of the cover picture (as the list's `cover`). */
  cover?: string;
  /** The search engines' title and description: the editor's, or the title and the summary. */
  metaTitle?: string;
  metaDescription?: string;
}

/** The list's query beside `display=1`: the page's locale, and `homePage: '1'` for the home page's selection. */
export interface NewsListQuery {
  homePage?: '1';
  language: string;
  /** The launches the page's visit sees, as a server render passes them (`RouteLoadContext.newsView`). */
  view?: string;
}

/** `GET {apiBase}/api/website/news/list?display=1&…` → `data.items`. */
export async function fetchNewsList(apiBase: string, query: NewsListQuery, signal?: AbortSignal): Promise<NewsItem[]> {
  const search = new URLSearchParams({ display: '1', ...query });
  const { data } = await requestApi<{ items?: NewsItem[] }>(`${apiBase}/api/website/news/list?${search}`, { signal });
  return data?.items ?? [];
}

/**
 * The query parameter by which a server render tells the API which launches its visit sees (ids,
 * comma-separated; '' none), and the launch it previews (`~` and the preview link's token): the
 * render's own request carries no cookie. Only launches live on the site count, and a preview only
 * with a valid token, so a made-up value shows nothing that is not already public.
 */
export const newsViewParam = 'view';

/** What `view` may hold: up to 50 launch ids, then maybe `~<launch preview token>`. */
export const newsViewPattern = /^(\d{1,9}(,\d{1,9}){0,49})?(~[\w.-]{1,400})?$/;

/** `view` for a visit that sees `launches` live and maybe previews a launch by `previewToken`. */
export const newsViewOf = (launches: readonly number[], previewToken?: string) => launches.join(',') + (previewToken ? `~${previewToken}` : '');

/** `view` read back. */
export function readNewsView(view: string): { launches: number[]; previewToken?: string } {
  const [ids = '', previewToken] = view.split('~');
  return { launches: ids.split(',').filter(Boolean).map(Number), ...(previewToken ? { previewToken } : {}) };
}

/** The query parameter of a newsroom preview link (`/en/news/12?news-preview=…`): the back office makes it, the site reads it. */
export const newsPreviewParam = 'news-preview';
