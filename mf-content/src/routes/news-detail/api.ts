import { ApiRequestError, requestApi, type NewsArticle } from '@site/contracts';
import { NotFoundError, RedirectError } from '@site/federation/route-module';
import type { Locale } from '@site/i18n';

/** What the detail page gets: the article, or why it could not be fetched. */
export type NewsDetailData = { article: NewsArticle; error?: undefined; preview?: boolean } | { article?: undefined; error: string; preview?: undefined };

/** News ids are positive integers; anything else cannot exist. */
export const isNewsId = (id: string | undefined): id is string => /^[1-9]\d{0,14}$/.test(id ?? '');

/**
 * GET {apiBase}/api/website/news/info/{id}?language= (with a preview link's token: the copy it
 * shares), the article in the page's language. An id that is not the article's own (the legacy id
 * of a language copy) throws RedirectError to the article's page (the shell answers 301); an
 * unknown id, or an article without a copy in this language, throws NotFoundError (404: never the
 * other language in this site's frame); any other failure becomes `{ error }` with what the server
 * said, shown by the page as 'failed to load: …'.
 */
export async function loadNewsDetail(apiBase: string, id: string, locale: Locale, signal?: AbortSignal, preview?: string, view?: string): Promise<NewsDetailData> {
  let data: NewsArticle | undefined;
  try {
    // A newsroom preview link's token (checked by the shell) asks the API for the unpublished copy.
    const query = new URLSearchParams({ language: locale, ...(preview ? { 'news-preview': preview } : {}), ...(view !== undefined ? { view } : {}) });
    ({ data } = await requestApi<NewsArticle>(`${apiBase}/api/website/news/info/${encodeURIComponent(id)}?${query}`, { signal }));
    if (!data) throw new Error('no article in the answer');
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw new NotFoundError(`No news item ${id}`);
    console.error('Failed to fetch news detail', error);
    return { error: error instanceof ApiRequestError ? error.serverMessage : error instanceof Error ? error.message : String(error) };
  }
  if (data.articleId !== undefined && String(data.articleId) !== id) throw new RedirectError(`/news/${data.articleId}`);
  return { article: data, ...(preview ? { preview: true } : {}) };
}

/** Plain text of the article's beginning, for the meta description. */
export function summary(html: string, length = 150): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}
