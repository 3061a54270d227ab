import type { Kysely } from 'kysely';
import type { Engine } from '../open-database.js';
import { idColumn } from '../id-column.js';

type AnyDb = Kysely<unknown>;

/**
 * The enquiry record's fields of issue 41: its place in the sales pipeline (status, owner, read),
 * where it came from (page, phone verified, which privacy policy's language), and its notification
 * attempts (webhook, e-mail), which go with it (erase, retention). The lead desk's history of each
 * enquiry (`enquiry_event`) is the lead desk's own table (@site/lead-desk).
 */
export function leadDeskMigration(engine: Engine) {
  const refType = engine === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('enquiry').addColumn('status', 'text', (col) => col.notNull().defaultTo('new')).execute();
      await db.schema.alterTable('enquiry').addColumn('owner', 'text').execute();
      await db.schema.alterTable('enquiry').addColumn('read_at', 'bigint').execute();
      await db.schema.alterTable('enquiry').addColumn('source_path', 'text', (col) => col.notNull().defaultTo('')).execute();
      // Every stored enquiry passed the SMS check; the column says so for whoever reads the record.
      await db.schema.alterTable('enquiry').addColumn('phone_verified', 'integer', (col) => col.notNull().defaultTo(1)).execute();
      await db.schema.alterTable('enquiry').addColumn('policy_language', 'text').execute();
      await db.schema.createIndex('enquiry_phone').on('enquiry').columns(['phone_number', 'received_at']).execute();
      await db.schema.createIndex('enquiry_email').on('enquiry').columns(['email', 'received_at']).execute();
      await db.schema
        .createTable('enquiry_notification')
        .$call(idColumn(engine))
        .addColumn('enquiry_id', refType, (col) => col.notNull().references('enquiry.id').onDelete('cascade'))
        .addColumn('at', 'bigint', (col) => col.notNull())
        // webhook | email
        .addColumn('channel', 'text', (col) => col.notNull())
        .addColumn('ok', 'integer', (col) => col.notNull())
        .addColumn('error', 'text')
        .execute();
      await db.schema.createIndex('enquiry_notification_enquiry').on('enquiry_notification').columns(['enquiry_id', 'at']).execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('enquiry_notification').execute();
      for (const column of ['policy_language', 'phone_verified', 'source_path', 'read_at', 'owner', 'status']) await db.schema.alterTable('enquiry').dropColumn(column).execute();
    },
  };
}
