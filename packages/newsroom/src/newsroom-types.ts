// Browser-safe (the back office's pages import it through @site/newsroom/types): types and
// constants only.

import type { Locale } from '@site/federation';

export { copyFields, sameCopy, type CopyField, type FieldConflict } from './merge-copies.js';

/** An article's languages: the site's. */
export { locales as newsLanguages } from '@site/federation';
export type NewsLanguage = Locale;

/** What an editor writes per language. `contentHtml` is stored sanitized. */
export interface ArticleCopy {
  title: string;
  description: string;
  /** A cover file name (`launch-w960-0123456789ab.jpg`), served under /api/website/news/cover/. */
  cover: string;
  contentHtml: string;
  authorName: string;
  /**
   * The search engines' title and description (issue 48); '' (or absent: clients made before them)
   * means the title and the summary (`description`).
   */
  metaTitle?: string;
  metaDescription?: string;
}

/**
 * One language of an article: `missing` (no copy), `draft` (never published), `scheduled`,
 * `published`, `hidden` (published once, unpublished since).
 */
export type LanguageState = 'missing' | 'draft' | 'scheduled' | 'published' | 'hidden';

export interface ArticleLanguage {
  language: NewsLanguage;
  state: LanguageState;
  /** The article's id on the site (`/news/<id>`, `/en/news/<id>`: the same in both languages), null before one exists. */
  id: number | null;
  /** The working copy (what was last saved). */
  copy: ArticleCopy | null;
  updatedAt: number | null;
  updatedBy: string | null;
  scheduledAt: number | null;
  /** When it was first published (ms). */
  publishedAt: number | null;
  pinned: boolean;
  homePage: boolean;
  /** Published, and the working copy has changed since. */
  changedSincePublish: boolean;
}

/** How the two languages of an article stand: both present and as recent, one missing, or one older (by edit time). */
export type PairStatus = { kind: 'ok' } | { kind: 'empty' } | { kind: 'missing'; language: NewsLanguage } | { kind: 'older'; language: NewsLanguage };

export interface ArticleSummary {
  slug: string;
  languages: Record<NewsLanguage, ArticleLanguage>;
  pair: PairStatus;
  /** The latest edit of either language (ms). */
  updatedAt: number;
}

export interface RevisionSummary {
  id: number;
  language: NewsLanguage;
  savedAt: number;
  savedBy: string;
  title: string;
  /** `import`, `restored from 12`, or ''. */
  note: string;
}

/** The list shows at most this many pinned articles first (the newest pinned: @site/contracts' rule). */
export { maxPinnedNews as pinnedShown } from '@site/contracts/news';

/** An image of the media library (`GET /console/api/media`). */
export interface MediaItem {
  id: string;
  /** The name pages use (`launch-w960-0123456789ab.jpg`); the server answers AVIF or WebP to browsers that take them. */
  file: string;
  files: string[];
  width: number;
  height: number;
  alt: Record<NewsLanguage, string>;
  originalName: string;
  bytes: number;
  createdAt: number;
  createdBy: string;
  /** The articles that use it (cover or body, of a working copy or a shown page). */
  usedBy: string[];
}
