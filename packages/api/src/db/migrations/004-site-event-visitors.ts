import type { Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * Which visitors reported what (issue 32): one row per remote, version, kind, minute and visitor
 * (a keyed hash of the address, see visitor-ids.ts), so the canary guard counts visitors, not
 * events. Kept two days.
 */
export function siteEventVisitorsMigration() {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('site_event_visitor')
        .addColumn('remote', 'text', (col) => col.notNull())
        .addColumn('version', 'text', (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('minute_start', 'bigint', (col) => col.notNull())
        .addColumn('visitor', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('site_event_visitor_key', ['remote', 'version', 'minute_start', 'kind', 'visitor'])
        .execute();
      await db.schema.createIndex('site_event_visitor_time').on('site_event_visitor').column('minute_start').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('site_event_visitor').execute();
    },
  };
}
