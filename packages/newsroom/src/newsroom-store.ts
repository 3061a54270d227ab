import { idColumn, migrateHome, withStartupLock, type Database, type Engine } from '@site/api';
import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The newsroom's tables beside the site's `news` (one row per article and language, what the site
 * shows; a row never published has `published_at` 0 and is hidden):
 * - `news_draft`: the working copy per article and language, what editors save; publishing copies it
 *   into `news`. It holds the time an article is scheduled for, if it is;
 * - `news_revision`: every save (who, when, the whole copy), for history, compare and restore;
 * - `news_event`: what happened to an article besides saves (published, scheduled, unpublished,
 *   pinned…), with who did it, the scheduler included;
 * - `news_media`: the media library's images (their renditions are rows of `news_cover`), with alt
 *   text in both languages;
 * - `news_presence`: who has an article's page open, and whether they are typing;
 * - `news_slug_alias`: an article's earlier slugs, so their links still lead to it.
 * Its history is `newsroom_migration`. A database made before the newsroom had a home of its own
 * has these tables from the site's migration 008: they are taken over as they are.
 */
function newsroomMigrations(engine: Engine): Record<string, Migration> {
  return {
    '001-newsroom': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('news_draft')
          .ifNotExists()
          .addColumn('slug', 'text', (col) => col.notNull())
          .addColumn('language', 'text', (col) => col.notNull())
          .addColumn('title', 'text', (col) => col.notNull())
          .addColumn('description', 'text', (col) => col.notNull())
          .addColumn('cover', 'text', (col) => col.notNull())
          .addColumn('content_html', 'text', (col) => col.notNull())
          .addColumn('author_name', 'text', (col) => col.notNull())
          .addColumn('home_page', 'integer', (col) => col.notNull().defaultTo(1))
          .addColumn('updated_at', 'bigint', (col) => col.notNull())
          .addColumn('updated_by', 'text', (col) => col.notNull())
          .addColumn('scheduled_at', 'bigint')
          .addColumn('scheduled_by', 'text')
          .addPrimaryKeyConstraint('news_draft_pk', ['slug', 'language'])
          .execute();
        await db.schema.createIndex('news_draft_scheduled').ifNotExists().on('news_draft').column('scheduled_at').execute();
        await db.schema
          .createTable('news_revision')
          .ifNotExists()
          .$call(idColumn(engine))
          .addColumn('slug', 'text', (col) => col.notNull())
          .addColumn('language', 'text', (col) => col.notNull())
          .addColumn('saved_at', 'bigint', (col) => col.notNull())
          .addColumn('saved_by', 'text', (col) => col.notNull())
          .addColumn('title', 'text', (col) => col.notNull())
          .addColumn('description', 'text', (col) => col.notNull())
          .addColumn('cover', 'text', (col) => col.notNull())
          .addColumn('content_html', 'text', (col) => col.notNull())
          .addColumn('author_name', 'text', (col) => col.notNull())
          .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
          .execute();
        await db.schema.createIndex('news_revision_article').ifNotExists().on('news_revision').columns(['slug', 'saved_at']).execute();
        await db.schema
          .createTable('news_event')
          .ifNotExists()
          .$call(idColumn(engine))
          .addColumn('slug', 'text', (col) => col.notNull())
          .addColumn('language', 'text', (col) => col.notNull())
          .addColumn('at', 'bigint', (col) => col.notNull())
          .addColumn('actor', 'text', (col) => col.notNull())
          // publish | schedule | unschedule | unpublish | pin | unpin | home | unhome | restore
          .addColumn('kind', 'text', (col) => col.notNull())
          .addColumn('detail', 'text', (col) => col.notNull().defaultTo(''))
          .execute();
        await db.schema.createIndex('news_event_article').ifNotExists().on('news_event').columns(['slug', 'at']).execute();
        await db.schema
          .createTable('news_media')
          .ifNotExists()
          .addColumn('id', 'text', (col) => col.primaryKey())
          .addColumn('default_file', 'text', (col) => col.notNull())
          .addColumn('files', 'text', (col) => col.notNull())
          .addColumn('width', 'integer', (col) => col.notNull())
          .addColumn('height', 'integer', (col) => col.notNull())
          .addColumn('alt_zh', 'text', (col) => col.notNull())
          .addColumn('alt_en', 'text', (col) => col.notNull())
          .addColumn('original_name', 'text', (col) => col.notNull())
          .addColumn('bytes', 'bigint', (col) => col.notNull())
          .addColumn('created_at', 'bigint', (col) => col.notNull())
          .addColumn('created_by', 'text', (col) => col.notNull())
          .execute();
      },
    },
    '002-presence-and-slugs': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('news_presence')
          .ifNotExists()
          .addColumn('slug', 'text', (col) => col.notNull())
          .addColumn('user_name', 'text', (col) => col.notNull())
          .addColumn('typing', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('seen_at', 'bigint', (col) => col.notNull())
          .addPrimaryKeyConstraint('news_presence_pk', ['slug', 'user_name'])
          .execute();
        await db.schema
          .createTable('news_slug_alias')
          .ifNotExists()
          .addColumn('old_slug', 'text', (col) => col.primaryKey())
          .addColumn('slug', 'text', (col) => col.notNull())
          .addColumn('renamed_at', 'bigint', (col) => col.notNull())
          .execute();
      },
    },
    // The editors' search-engine title and description per copy (issue 48); '' leaves them to the title and the summary.
    '003-seo-fields': {
      async up(db: Kysely<unknown>) {
        for (const table of ['news_draft', 'news_revision']) {
          for (const column of ['meta_title', 'meta_description']) await addTextColumnOnce(db, engine, table, column);
        }
      },
    },
  };
}

/**
 * Adds a text column ('' by default) unless the table has it: a database whose history of this
 * home was lost (taken over from the site's old migration 008) runs the steps again.
 */
async function addTextColumnOnce(db: Kysely<unknown>, engine: Engine, table: string, column: string): Promise<void> {
  if (engine === 'postgres') {
    await sql`alter table ${sql.table(table)} add column if not exists ${sql.ref(column)} text not null default ''`.execute(db);
    return;
  }
  const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
  if (!rows.some((row) => row.name === column)) await db.schema.alterTable(table).addColumn(column, 'text', (col) => col.notNull().defaultTo('')).execute();
}

/**
 * Every article in `news` without a working copy gets one, and a first version: the bundled news
 * the site loads on its first start, and articles published before the newsroom existed.
 */
async function adoptPublishedNews(db: Kysely<unknown>): Promise<void> {
  const missing = sql`not exists (select 1 from news_draft d where d.slug = news.slug and d.language = news.language)`;
  await sql`insert into news_revision (slug, language, saved_at, saved_by, title, description, cover, content_html, author_name, meta_title, meta_description, note)
    select slug, language, updated_at, 'import', title, description, cover, content_html, author_name, meta_title, meta_description, 'import' from news where ${missing}`.execute(db);
  await sql`insert into news_draft (slug, language, title, description, cover, content_html, author_name, meta_title, meta_description, home_page, updated_at, updated_by)
    select slug, language, title, description, cover, content_html, author_name, meta_title, meta_description, home_page, updated_at, 'import' from news where ${missing}`.execute(db);
}

/** Makes the newsroom's tables (or brings them up to date) and gives every article a working copy; run after the site's own migrations. */
export async function openNewsroom(database: Database): Promise<void> {
  await withStartupLock(database, async () => {
    await migrateHome(database, 'newsroom', newsroomMigrations(database.engine));
    await adoptPublishedNews(database.db as Kysely<unknown>);
  });
}
