import { ApiRequestError, fetchNewsList, type NewsItem } from '@site/contracts';
import type { RouteLoadContext } from '@site/federation/route-module';

/** A news item as the home page shows it (the page carries no display or pin flags). */
export type HomeNewsItem = Omit<NewsItem, 'display' | 'top'>;

export const homeNewsLimit = 4;

/**
 * The home page's news: the home selection of shown items in the locale, the first four. Failures
 * are only logged; the section then stays empty.
 */
export async function fetchHomeNews({ apiBase, locale, signal, newsView }: Pick<RouteLoadContext, 'apiBase' | 'locale' | 'signal' | 'newsView'>): Promise<HomeNewsItem[]> {
  try {
    const items = await fetchNewsList(apiBase, { homePage: '1', language: locale, ...(newsView !== undefined ? { view: newsView } : {}) }, signal);
    return items
      .filter((item) => item.display === 1)
      .slice(0, homeNewsLimit)
      .map(({ id, title, description, cover, timestamp }) => ({ id, title, description, cover, timestamp }));
  } catch (error) {
    // An answer refusing with a code other than SYS.0000 is the API's; anything else failed on the way.
    const refused = error instanceof ApiRequestError && error.status !== undefined && error.status < 400;
    console.error(refused ? 'API response error' : 'Failed to fetch news list', error);
    return [];
  }
}
