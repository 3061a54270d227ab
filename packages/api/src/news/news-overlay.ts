import type { Locale } from '@site/federation';
import type { NewsDetailRow, NewsListRow, NewsSitemapRow, ResolvedNewsArticle } from './news-repository.js';

/**
 * A copy a launch's preview shows as published: the newsroom's latest save of an article's language,
 * with the launch's pin and home-page state. It stands in for the site's copy of the same article and
 * language, if there is one, exactly as the launch's moment will put it there.
 */
export interface NewsOverlayCopy {
  /** The article's id (its pages are `/news/<articleId>`). */
  articleId: number;
  slug: string;
  language: Locale;
  title: string;
  description: string;
  cover: string;
  contentHtml: string;
  authorName: string;
  metaTitle: string;
  metaDescription: string;
  pinned: boolean;
  homePage: boolean;
  /** Seconds since the epoch: its date on the site (a published copy keeps its own). */
  publishedAt: number;
  /** Milliseconds since the epoch: its last save. */
  updatedAt: number;
}

const byListOrder = (a: NewsListRow, b: NewsListRow) => b.top - a.top || b.published_at - a.published_at || Number(b.id) - Number(a.id);

/** The list as the launch will make it: its copies in place of the site's, in the list's order. */
export function overlayList(rows: readonly NewsListRow[], overlay: readonly NewsOverlayCopy[], query: { language: Locale; homePage?: boolean }): NewsListRow[] {
  const copies = overlay.filter((copy) => copy.language === query.language);
  const replaced = new Set(copies.map((copy) => copy.articleId));
  const added = copies
    .filter((copy) => !query.homePage || copy.homePage)
    .map((copy): NewsListRow => ({ id: copy.articleId, title: copy.title, description: copy.description, cover: copy.cover, display: 1, top: copy.pinned ? 1 : 0, published_at: copy.publishedAt }));
  return [...rows.filter((row) => !replaced.has(Number(row.id))), ...added].sort(byListOrder);
}

/** An article as the launch will make it: its copy in `language` and every language published by then. */
export function overlayArticle(resolved: ResolvedNewsArticle | undefined, articleId: number, overlay: readonly NewsOverlayCopy[], language: Locale, order: readonly Locale[]): ResolvedNewsArticle | undefined {
  const copies = overlay.filter((copy) => copy.articleId === articleId);
  if (copies.length === 0) return resolved;
  const languages = order.filter((locale) => copies.some((copy) => copy.language === locale) || resolved?.languages.includes(locale));
  const mine = copies.find((copy) => copy.language === language);
  const copy: NewsDetailRow | undefined = mine
    ? {
        language: mine.language,
        title: mine.title,
        description: mine.description,
        cover: mine.cover,
        published_at: mine.publishedAt,
        author_name: mine.authorName,
        content_html: mine.contentHtml,
        meta_title: mine.metaTitle,
        meta_description: mine.metaDescription,
      }
    : resolved?.copy;
  return { articleId, languages, copy };
}

/** The sitemaps' articles as the launch will make them. */
export function overlaySitemap(rows: readonly NewsSitemapRow[], overlay: readonly NewsOverlayCopy[]): NewsSitemapRow[] {
  const key = (row: { slug: string; language: string }) => `${row.language}\n${row.slug}`;
  const replaced = new Set(overlay.map(key));
  return [...overlay.map((copy): NewsSitemapRow => ({ id: copy.articleId, slug: copy.slug, language: copy.language, updated_at: copy.updatedAt })), ...rows.filter((row) => !replaced.has(key(row)))];
}
