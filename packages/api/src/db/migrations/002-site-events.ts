import type { Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

/** Browser reports (issue 27): counts per minute, and the frequent messages per hour. */
export function siteEventsMigration() {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('site_event_count')
        .addColumn('remote', 'text', (col) => col.notNull())
        .addColumn('version', 'text', (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('minute_start', 'bigint', (col) => col.notNull())
        .addColumn('count', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('site_event_count_key', ['remote', 'version', 'kind', 'minute_start'])
        .execute();
      await db.schema.createIndex('site_event_count_time').on('site_event_count').column('minute_start').execute();

      await db.schema
        .createTable('site_event_message')
        .addColumn('remote', 'text', (col) => col.notNull())
        .addColumn('version', 'text', (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('hour_start', 'bigint', (col) => col.notNull())
        // '' holds the messages beyond the ones kept per hour.
        .addColumn('message', 'text', (col) => col.notNull())
        .addColumn('count', 'integer', (col) => col.notNull())
        // A JSON array of the first pages the message came from.
        .addColumn('paths', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('site_event_message_key', ['remote', 'version', 'kind', 'hour_start', 'message'])
        .execute();
      await db.schema.createIndex('site_event_message_time').on('site_event_message').column('hour_start').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('site_event_message').execute();
      await db.schema.dropTable('site_event_count').execute();
    },
  };
}
