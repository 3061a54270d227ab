import { sql, type Kysely } from 'kysely';
import type { Engine } from '../open-database.js';

type AnyDb = Kysely<unknown>;

/**
 * The newsroom (issue 41). `news` stays what the site shows (one row per article and language; a row
 * of an article never published has `published_at` 0 and is hidden). Beside it:
 * - `news_draft`: the working copy per article and language, what editors save; publishing copies it
 *   into `news`. It holds the time an article is scheduled for, if it is;
 * - `news_revision`: every save (who, when, the whole copy), for history, compare and restore;
 * - `news_event`: what happened to an article besides saves (published, scheduled, unpublished,
 *   pinned…), with who did it, the scheduler included;
 * - `news_media`: the media library's images (their renditions are rows of `news_cover`), with alt
 *   text in both languages.
 * Articles already in `news` get their draft and a first revision.
 */
export function newsroomMigration(engine: Engine) {
  const idType = engine === 'postgres' ? 'bigserial' : 'integer';
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('news_draft')
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
      await db.schema.createIndex('news_draft_scheduled').on('news_draft').column('scheduled_at').execute();
      await db.schema
        .createTable('news_revision')
        .addColumn('id', idType, (col) => (engine === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement()))
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
      await db.schema.createIndex('news_revision_article').on('news_revision').columns(['slug', 'saved_at']).execute();
      await db.schema
        .createTable('news_event')
        .addColumn('id', idType, (col) => (engine === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement()))
        .addColumn('slug', 'text', (col) => col.notNull())
        .addColumn('language', 'text', (col) => col.notNull())
        .addColumn('at', 'bigint', (col) => col.notNull())
        .addColumn('actor', 'text', (col) => col.notNull())
        // publish | schedule | unschedule | unpublish | pin | unpin | home | unhome | restore
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('detail', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      await db.schema.createIndex('news_event_article').on('news_event').columns(['slug', 'at']).execute();
      await db.schema
        .createTable('news_media')
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

      // What is published now is each article's first draft and revision.
      await sql`insert into news_draft (slug, language, title, description, cover, content_html, author_name, home_page, updated_at, updated_by)
        select slug, language, title, description, cover, content_html, author_name, home_page, updated_at, 'import' from news`.execute(db);
      await sql`insert into news_revision (slug, language, saved_at, saved_by, title, description, cover, content_html, author_name, note)
        select slug, language, updated_at, 'import', title, description, cover, content_html, author_name, 'import' from news`.execute(db);
    },
    async down(db: AnyDb) {
      for (const table of ['news_media', 'news_event', 'news_revision', 'news_draft']) await db.schema.dropTable(table).execute();
    },
  };
}
