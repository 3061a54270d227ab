import { idColumn, migrateHome, withStartupLock, type Database, type Engine } from '@site/api';
import type { Kysely, Migration } from 'kysely';

/**
 * The lead desk's table: each enquiry's history on the desk (status and owner changes, notes, who
 * and when), which goes with its enquiry (erase, retention). Its history is `lead_desk_migration`.
 * A database made before the lead desk had a home of its own has the table from the site's
 * migration 007: it is taken over as it is.
 */
function leadDeskMigrations(engine: Engine): Record<string, Migration> {
  const refType = engine === 'postgres' ? 'bigint' : 'integer';
  return {
    '001-enquiry-events': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('enquiry_event')
          .ifNotExists()
          .$call(idColumn(engine))
          .addColumn('enquiry_id', refType, (col) => col.notNull().references('enquiry.id').onDelete('cascade'))
          .addColumn('at', 'bigint', (col) => col.notNull())
          .addColumn('actor', 'text', (col) => col.notNull())
          // status | owner | note
          .addColumn('kind', 'text', (col) => col.notNull())
          .addColumn('value', 'text', (col) => col.notNull())
          .execute();
        await db.schema.createIndex('enquiry_event_enquiry').ifNotExists().on('enquiry_event').columns(['enquiry_id', 'at']).execute();
      },
    },
    // A change made to many enquiries at once, with what each had before: undone within seconds.
    '002-enquiry-bulk': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('enquiry_bulk')
          .$call(idColumn(engine))
          .addColumn('at', 'bigint', (col) => col.notNull())
          .addColumn('actor', 'text', (col) => col.notNull())
          // JSON: { status?, owner? } asked, and [{ id, status, owner }] as they were.
          .addColumn('change', 'text', (col) => col.notNull())
          .addColumn('before', 'text', (col) => col.notNull())
          .addColumn('undone_at', 'bigint')
          .execute();
      },
    },
    // The lead desk's settings (JSON) and the mark of the newest enquiry the assignment has seen.
    '003-lead-desk-settings': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('lead_desk_setting')
          .addColumn('key', 'text', (col) => col.primaryKey())
          .addColumn('value', 'text', (col) => col.notNull())
          .execute();
      },
    },
    // Who on the desk has opened which enquiry: "unread" is each person's own.
    '004-enquiry-reads': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('enquiry_read')
          .addColumn('enquiry_id', refType, (col) => col.notNull().references('enquiry.id').onDelete('cascade'))
          .addColumn('reader', 'text', (col) => col.notNull())
          .addColumn('at', 'bigint', (col) => col.notNull())
          .addPrimaryKeyConstraint('enquiry_read_pk', ['enquiry_id', 'reader'])
          .execute();
      },
    },
  };
}

/** Makes the lead desk's table (or brings it up to date); run after the site's own migrations. */
export async function openLeadDesk(database: Database): Promise<void> {
  await withStartupLock(database, () => migrateHome(database, 'lead_desk', leadDeskMigrations(database.engine)));
}
