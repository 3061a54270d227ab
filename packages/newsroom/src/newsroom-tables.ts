import type { DatabaseSchema } from '@site/api';
import type { Generated, Kysely } from 'kysely';

/** An article's working copy in one language (the newsroom saves it; publishing copies it into `news`). */
export interface NewsDraftTable {
  slug: string;
  language: string;
  title: string;
  description: string;
  cover: string;
  content_html: string;
  author_name: string;
  meta_title: string;
  meta_description: string;
  /** Whether the article is to be listed on the home page once published. */
  home_page: number;
  updated_at: number;
  updated_by: string;
  /** When it is to be published (ms), null unless scheduled. */
  scheduled_at: number | null;
  scheduled_by: string | null;
}

/** One save of an article's copy in one language. */
export interface NewsRevisionTable {
  id: Generated<number>;
  slug: string;
  language: string;
  saved_at: number;
  saved_by: string;
  title: string;
  description: string;
  cover: string;
  content_html: string;
  author_name: string;
  meta_title: string;
  meta_description: string;
  /** `import`, `restored from 12`, or ''. */
  note: string;
}

/** What happened to an article besides saves: publish, schedule, unschedule, unpublish, pin, unpin, home, unhome. */
export interface NewsEventTable {
  id: Generated<number>;
  slug: string;
  language: string;
  at: number;
  actor: string;
  kind: string;
  detail: string;
}

/** An image of the media library; its renditions are `news_cover` rows named in `files` (JSON). */
export interface NewsMediaTable {
  id: string;
  default_file: string;
  files: string;
  width: number;
  height: number;
  alt_zh: string;
  alt_en: string;
  original_name: string;
  bytes: number;
  created_at: number;
  created_by: string;
}

/** Who has an article's page open (each open page says so every few seconds). */
export interface NewsPresenceTable {
  slug: string;
  user_name: string;
  /** 1 when the editor typed since the page last said so. */
  typing: number;
  seen_at: number;
}

/** An article's earlier slug, for the links and bookmarks that still name it. */
export interface NewsSlugAliasTable {
  old_slug: string;
  slug: string;
  renamed_at: number;
}

/** The newsroom's tables beside the site's (`news`, `news_cover`, which the newsroom publishes into). */
export type NewsroomTables = {
  news_draft: NewsDraftTable;
  news_revision: NewsRevisionTable;
  news_event: NewsEventTable;
  news_media: NewsMediaTable;
  news_presence: NewsPresenceTable;
  news_slug_alias: NewsSlugAliasTable;
};

export type NewsroomDb = Kysely<DatabaseSchema & NewsroomTables>;
/** The site's database as a caller holds it: as the site's API sees it, or as the newsroom does. */
export type SiteDb = Kysely<DatabaseSchema> | NewsroomDb;

/** The site's database as the newsroom sees it: its own tables too. */
export const newsroomDb = (db: SiteDb): NewsroomDb => (db as Kysely<DatabaseSchema>).withTables<NewsroomTables>();

/**
 * The same database (or transaction) for the site API's functions (`bumpNewsVersion`). Kysely's
 * types are invariant in the tables they know, so a wider view needs saying so; the tables the API
 * reads are all there.
 */
export const asSiteDb = (db: NewsroomDb): Kysely<DatabaseSchema> => db as unknown as Kysely<DatabaseSchema>;
