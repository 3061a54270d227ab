import { locales, type Locale } from '@site/federation';
import type { ExpressionBuilder, Insertable, Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, NewsTable } from '../db/database-schema.js';
import type { NewsDocument } from './news-document.js';

type NewsRow = Selectable<NewsTable>;

/** What the list's items are made of (@site/contracts' NewsItem, with the cover's file name and the time in seconds). */
export type NewsListRow = Pick<NewsRow, 'id' | 'title' | 'description' | 'cover' | 'display' | 'top' | 'published_at'>;

export type NewsDetailRow = Pick<NewsRow, 'language' | 'title' | 'description' | 'cover' | 'published_at' | 'author_name' | 'content_html' | 'meta_title' | 'meta_description'>;

/** An article as a page asks for it by any id of its rows, in one language. */
export interface ResolvedNewsArticle {
  /** The article's id (its first row's): its pages are `/news/<articleId>` and `/en/news/<articleId>`. */
  articleId: number;
  /** The languages it is published in, in the site's order. */
  languages: Locale[];
  /** Its copy in the language asked for, if published. */
  copy: NewsDetailRow | undefined;
}

export interface NewsListQuery {
  language: Locale;
  /** The launches the visit sees: copies that went out with another launch are left out. */
  launches?: readonly number[];
  /** Only items with this display value (1 shown, 0 hidden). */
  display?: 0 | 1;
  homePage?: boolean;
}

const newsVersionKey = 'news_version';

/** Copies shown to everyone, and those of the launches a visit sees. */
const seenIn =
  (launches: readonly number[] = []) =>
  (eb: ExpressionBuilder<DatabaseSchema, 'news'>) =>
    launches.length ? eb.or([eb('launch_id', 'is', null), eb('launch_id', 'in', [...launches])]) : eb('launch_id', 'is', null);

/** Pinned first (newest first among them), then newest first. */
export async function listNews(db: Kysely<DatabaseSchema>, query: NewsListQuery): Promise<NewsListRow[]> {
  let select = db
    .selectFrom('news')
    // An item's id is its article's: the page of the article, in any language.
    .select([(eb) => eb.fn.coalesce('article_id', 'id').as('id'), 'title', 'description', 'cover', 'display', 'top', 'published_at'])
    .where('language', '=', query.language)
    .where(seenIn(query.launches));
  if (query.display !== undefined) select = select.where('display', '=', query.display);
  if (query.homePage) select = select.where('home_page', '=', 1);
  return select.orderBy('top', 'desc').orderBy('published_at', 'desc').orderBy('id', 'desc').execute();
}

/**
 * The article behind any id of its rows (its own, or a language copy's legacy id), with its copy
 * in `language`; undefined when no row has that id or the article is published in no language.
 */
export async function resolveNewsArticle(db: Kysely<DatabaseSchema>, id: number, language: Locale, launches: readonly number[] = []): Promise<ResolvedNewsArticle | undefined> {
  const row = await db.selectFrom('news').select(['id', 'article_id']).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const articleId = Number(row.article_id ?? row.id);
  const copies = await db
    .selectFrom('news')
    .select(['language', 'title', 'description', 'cover', 'published_at', 'author_name', 'content_html', 'meta_title', 'meta_description'])
    .where('article_id', '=', articleId)
    .where('display', '=', 1)
    .where(seenIn(launches))
    .execute();
  if (copies.length === 0) return undefined;
  const languages = locales.filter((locale) => copies.some((copy) => copy.language === locale));
  return { articleId, languages, copy: copies.find((copy) => copy.language === language) };
}

/** The article (id and slug) behind any id of its rows, published or not (a preview's). */
export async function findArticleOf(db: Kysely<DatabaseSchema>, id: number): Promise<{ articleId: number; slug: string } | undefined> {
  const row = await db.selectFrom('news').select(['id', 'article_id', 'slug']).where('id', '=', id).executeTakeFirst();
  return row && { articleId: Number(row.article_id ?? row.id), slug: row.slug };
}

/**
 * Adds a language copy of an article to `news`: it joins the article of its slug (another
 * language's row), or starts one whose id is its own. Returns the new row's id.
 */
export async function insertNewsRow(db: Kysely<DatabaseSchema>, values: Omit<Insertable<NewsTable>, 'article_id'>): Promise<number> {
  const article = await db.selectFrom('news').select('article_id').where('slug', '=', values.slug).where('article_id', 'is not', null).executeTakeFirst();
  const inserted = await db
    .insertInto('news')
    .values({ ...values, article_id: article?.article_id ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(inserted.id);
  if (!article) await db.updateTable('news').set({ article_id: id }).where('id', '=', id).execute();
  return id;
}

export type NewsEditorRow = Pick<NewsRow, 'id' | 'slug' | 'language' | 'title' | 'display' | 'top' | 'home_page' | 'published_at'>;

export async function listNewsForEditors(db: Kysely<DatabaseSchema>): Promise<NewsEditorRow[]> {
  return db
    .selectFrom('news')
    .select(['id', 'slug', 'language', 'title', 'display', 'top', 'home_page', 'published_at'])
    .orderBy('language')
    .orderBy('published_at', 'desc')
    .execute();
}

/** Inserts or updates the item with the document's slug and language; returns its id. */
export async function upsertNews(
  db: Kysely<DatabaseSchema>,
  doc: NewsDocument,
  coverFileName: string,
  now: number,
): Promise<{ id: number; created: boolean }> {
  const values = {
    title: doc.title,
    description: doc.description,
    cover: coverFileName,
    content_html: doc.contentHtml,
    author_name: doc.authorName,
    meta_title: doc.metaTitle,
    meta_description: doc.metaDescription,
    display: doc.display ? 1 : 0,
    top: doc.top ? 1 : 0,
    home_page: doc.homePage ? 1 : 0,
    published_at: doc.publishedAt,
    updated_at: now,
  };
  const existing = await db
    .selectFrom('news')
    .select('id')
    .where('slug', '=', doc.slug)
    .where('language', '=', doc.language)
    .executeTakeFirst();
  if (existing) {
    await db.updateTable('news').set(values).where('id', '=', existing.id).execute();
    return { id: existing.id, created: false };
  }
  return { id: await insertNewsRow(db, { ...values, slug: doc.slug, language: doc.language }), created: true };
}

export async function newsExists(db: Kysely<DatabaseSchema>, slug: string, language: string): Promise<boolean> {
  const row = await db
    .selectFrom('news')
    .select('id')
    .where('slug', '=', slug)
    .where('language', '=', language)
    .executeTakeFirst();
  return row !== undefined;
}

export type NewsFlag = 'display' | 'top' | 'home_page';

export async function setNewsFlag(
  db: Kysely<DatabaseSchema>,
  id: number,
  flagName: NewsFlag,
  on: boolean,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('news')
    .set({ [flagName]: on ? 1 : 0, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function readNewsVersion(db: Kysely<DatabaseSchema>): Promise<string> {
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', newsVersionKey).executeTakeFirst();
  return row?.value ?? '0';
}

/** Tells every running server (they poll this) that cached news is stale. */
export async function bumpNewsVersion(db: Kysely<DatabaseSchema>, now: number): Promise<void> {
  const version = `${now}-${Math.random().toString(36).slice(2, 8)}`;
  await db
    .insertInto('app_meta')
    .values({ key: newsVersionKey, value: version })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: version }))
    .execute();
}

export interface NewsSitemapRow {
  id: number;
  slug: string;
  language: Locale;
  updated_at: number;
}

/** Every published copy of both languages, for the sitemaps: `id` is the article's, which pairs the two languages. */
export async function listNewsForSitemap(db: Kysely<DatabaseSchema>, launches: readonly number[] = []): Promise<NewsSitemapRow[]> {
  const rows = await db
    .selectFrom('news')
    .select([(eb) => eb.fn.coalesce('article_id', 'id').as('id'), 'slug', 'language', 'updated_at'])
    .where('display', '=', 1)
    .where(seenIn(launches))
    .orderBy('published_at', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) })) as NewsSitemapRow[];
}
