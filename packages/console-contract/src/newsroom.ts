// The console's HTTP API, the newsroom section (editors, admins; server/routes/newsroom-routes.ts
// and media-routes.ts): articles, their revisions and actions, and the media library. The article's
// own types are the newsroom's, from its browser-safe entry.
import type { ArticleCopy, ArticleSummary, CopyField, FieldConflict, NewsLanguage, RevisionSummary } from '@site/newsroom/types';

export { copyFields, newsLanguages, pinnedShown, sameCopy } from '@site/newsroom/types';
export type { ArticleCopy, ArticleLanguage, ArticleSummary, CopyField, FieldConflict, LanguageState, MediaItem, NewsLanguage, PairStatus, RevisionSummary } from '@site/newsroom/types';

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
  /** Per language the site shows: the version it shows. */
  liveVersions: Partial<Record<NewsLanguage, number>>;
}

/** What an editor's page started from, per language: the copy and its edit time then (`ArticleLanguage.updatedAt`). */
export type SaveBase = Partial<Record<NewsLanguage, { updatedAt: number; copy: ArticleCopy }>>;

/**
 * With `base`, a copy someone else saved since is merged field by field; a field both changed is
 * answered 409 CONSOLE.CONFLICT with `conflicts`, and nothing is saved. `autosave`: saved by the page
 * while the editor types (one version per editor and ten minutes).
 */
export interface ArticleSaveRequest {
  zh?: ArticleCopy;
  en?: ArticleCopy;
  homePage?: boolean;
  base?: SaveBase;
  autosave?: boolean;
}

/** A save's answer: the article, and per language the fields taken from another editor's save (the page shows them). */
export interface ArticleSaved extends ArticleDetails {
  merged: Partial<Record<NewsLanguage, CopyField[]>>;
}

/** A field of one language another editor changed too. */
export type ArticleConflict = FieldConflict & { language: NewsLanguage };

/**
 * `POST /console/api/news/<slug>/presence` `{ typing }`, every few seconds from an open article page
 * (`DELETE` when it closes): who else has it open, and each language's last edit time (a save
 * elsewhere shows at once).
 */
export interface ArticlePresence {
  editors: { user: string; typing: boolean; at: number }[];
  updatedAt: Record<NewsLanguage, number | null>;
}

/** `POST /console/api/news/<slug>/rename` `{ slug }`: the old slug keeps leading to the article. */
export interface ArticleRenameRequest {
  slug: string;
}

/** A slug from a title: lower-case ASCII letters and digits joined by dashes ('' when nothing is left, e.g. a Chinese title). */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
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
