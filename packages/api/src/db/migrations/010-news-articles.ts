import { sql, type Kysely } from 'kysely';
import type { Engine } from '../open-database.js';

type AnyDb = Kysely<unknown>;

/**
 * An article is one article in both languages (issue 48): `article_id` names the article a row is
 * a language copy of, the id of its first row (for rows made before, the smallest id of its slug),
 * so `/news/<article id>` and `/en/news/<article id>` are each other's translation and a secondary
 * row's own id lives on as a legacy URL that redirects. `meta_title` and `meta_description` are the
 * editors' search-engine texts ('' when they leave them to the title and the summary).
 */
export function newsArticlesMigration(engine: Engine) {
  const refType = engine === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('news').addColumn('article_id', refType).execute();
      await db.schema.alterTable('news').addColumn('meta_title', 'text', (col) => col.notNull().defaultTo('')).execute();
      await db.schema.alterTable('news').addColumn('meta_description', 'text', (col) => col.notNull().defaultTo('')).execute();
      await sql`update news set article_id = (select min(first.id) from news first where first.slug = news.slug)`.execute(db);
      await db.schema.createIndex('news_article').on('news').columns(['article_id', 'language']).execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('news_article').execute();
      for (const column of ['meta_description', 'meta_title', 'article_id']) await db.schema.alterTable('news').dropColumn(column).execute();
    },
  };
}
