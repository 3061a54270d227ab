// The console's HTTP API, the newsroom section (editors, admins; server/routes/newsroom-routes.ts
// and media-routes.ts): articles, their revisions and actions, and the media library. The article's
// own types are the newsroom's, from its browser-safe entry.
import type { ArticleCopy, ArticleSummary, NewsLanguage, RevisionSummary } from '@site/newsroom/types';

export { newsLanguages, pinnedShown } from '@site/newsroom/types';
export type { ArticleCopy, ArticleLanguage, ArticleSummary, LanguageState, MediaItem, NewsLanguage, PairStatus, RevisionSummary } from '@site/newsroom/types';

/** The audit log's `remote` for the newsroom's entries. */
export const newsroomRemote = 'newsroom';

/**
 * `GET /console/api/news` (editors, admins): every article with each language's state, newest edit
 * first. `POST` `{ slug, zh?, en?, homePage }` creates one (201).
 */
export interface NewsList {
  items: ArticleSummary[];
  /** The pinned articles the site's list shows first (at most two, newest first), by slug. */
  pinnedShown: string[];
}

export interface NewsCreateRequest {
  slug: string;
  zh?: ArticleCopy;
  en?: ArticleCopy;
  homePage: boolean;
}

/** One article (`GET /console/api/news/<slug>`), `PUT` `{ zh?, en?, homePage? }` saves it (each changed copy a version). */
export interface ArticleDetails {
  article: ArticleSummary;
  revisions: RevisionSummary[];
  events: { at: number; actor: string; language: string; kind: string; detail: string }[];
  pinnedShown: string[];
  /** The site's origin (links to the published pages). */
  siteOrigin: string;
}

export interface ArticleSaveRequest {
  zh?: ArticleCopy;
  en?: ArticleCopy;
  homePage?: boolean;
}

export const newsActions = ['publish', 'schedule', 'unschedule', 'unpublish', 'pin', 'unpin', 'home', 'unhome'] as const;
export type NewsAction = (typeof newsActions)[number];

/** `POST /console/api/news/<slug>/actions` `{ action, languages?, at? }` (`at`: ISO time, for `schedule`). */
export interface NewsActionRequest {
  action: NewsAction;
  languages?: NewsLanguage[];
  at?: string;
}

/**
 * `POST /console/api/news/<slug>/preview` `{ hours? }` (1-24, default 24): links to the copies as
 * saved now, on the live site; later edits do not show in them. `id` names the link for revoking.
 */
export interface PreviewLinks {
  id: string;
  links: Partial<Record<NewsLanguage, string>>;
  expiresAt: string;
}

/** `GET /console/api/news/<slug>/preview`: the article's links that still work; `DELETE …/preview/<id>` revokes one. */
export interface LivePreviewLinks {
  items: { id: string; languages: NewsLanguage[]; createdAt: string; createdBy: string; expiresAt: string }[];
}

/** `GET /console/api/news/<slug>/revisions/<id>`: one saved version, whole. */
export interface RevisionDetails extends RevisionSummary {
  copy: ArticleCopy;
}

/**
 * `GET /console/api/media`: the library. `POST /console/api/media?name=<file name>&altZh=&altEn=`
 * with the image as the body (any type: it is checked by content); `PATCH /media/<id>` `{ alt }`;
 * `DELETE /media/<id>` (409 while an article uses it). Its items are `MediaItem`s; this is where the
 * site serves one of their files (`launch-w960-….jpg`).
 */
export const mediaPath = (file: string) => `/api/website/news/cover/${file}`;
