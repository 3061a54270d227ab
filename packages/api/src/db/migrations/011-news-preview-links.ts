import type { Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * The newsroom's preview links as issued (issue 48): a link works only while its row is here,
 * unexpired and not revoked; `revisions` (JSON, language → revision id) are the copies it shows,
 * those of the moment it was shared.
 */
export function newsPreviewLinksMigration() {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('news_preview_link')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('slug', 'text', (col) => col.notNull())
        .addColumn('revisions', 'text', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('created_by', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'bigint', (col) => col.notNull())
        .addColumn('revoked_at', 'bigint')
        .addColumn('revoked_by', 'text')
        .execute();
      await db.schema.createIndex('news_preview_link_slug').on('news_preview_link').columns(['slug', 'expires_at']).execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('news_preview_link').execute();
    },
  };
}
