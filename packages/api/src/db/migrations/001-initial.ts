import type { Kysely } from 'kysely';
import type { Engine } from '../open-database.js';
import { idColumn } from '../id-column.js';

type AnyDb = Kysely<unknown>;

export function initialMigration(engine: Engine) {
  const blobType = engine === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('news')
        .$call(idColumn(engine))
        .addColumn('slug', 'text', (col) => col.notNull())
        .addColumn('language', 'text', (col) => col.notNull())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('cover', 'text', (col) => col.notNull())
        .addColumn('content_html', 'text', (col) => col.notNull())
        .addColumn('author_name', 'text', (col) => col.notNull())
        .addColumn('display', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('top', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('home_page', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('published_at', 'bigint', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .addUniqueConstraint('news_slug_language_unique', ['slug', 'language'])
        .execute();
      await db.schema.createIndex('news_listing').on('news').columns(['language', 'display', 'published_at']).execute();

      await db.schema
        .createTable('news_cover')
        .addColumn('file_name', 'text', (col) => col.primaryKey())
        .addColumn('content_type', 'text', (col) => col.notNull())
        .addColumn('body', blobType, (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('enquiry')
        .$call(idColumn(engine))
        .addColumn('received_at', 'bigint', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('company', 'text', (col) => col.notNull())
        .addColumn('city', 'text', (col) => col.notNull())
        .addColumn('country_code', 'text', (col) => col.notNull())
        .addColumn('phone_number', 'text', (col) => col.notNull())
        .addColumn('remark', 'text', (col) => col.notNull())
        .addColumn('language', 'text', (col) => col.notNull())
        .addColumn('client_ip', 'text', (col) => col.notNull())
        .addColumn('consent_at', 'bigint', (col) => col.notNull())
        .addColumn('privacy_policy_version', 'text', (col) => col.notNull())
        .addColumn('notified_at', 'bigint')
        .execute();
      await db.schema.createIndex('enquiry_received').on('enquiry').column('received_at').execute();

      await db.schema
        .createTable('sms_code')
        .addColumn('phone_number', 'text', (col) => col.primaryKey())
        .addColumn('code_hash', 'text', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('expires_at', 'bigint', (col) => col.notNull())
        .addColumn('wrong_attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('sms_send')
        .$call(idColumn(engine))
        .addColumn('phone_number', 'text', (col) => col.notNull())
        .addColumn('client_ip', 'text', (col) => col.notNull())
        .addColumn('sent_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('sms_send_phone').on('sms_send').columns(['phone_number', 'sent_at']).execute();
      await db.schema.createIndex('sms_send_ip').on('sms_send').columns(['client_ip', 'sent_at']).execute();
      await db.schema.createIndex('sms_send_time').on('sms_send').column('sent_at').execute();

      await db.schema
        .createTable('sms_failed_check')
        .$call(idColumn(engine))
        .addColumn('phone_number', 'text', (col) => col.notNull())
        .addColumn('failed_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('sms_failed_check_phone')
        .on('sms_failed_check')
        .columns(['phone_number', 'failed_at'])
        .execute();

      await db.schema
        .createTable('sms_outbox')
        .$call(idColumn(engine))
        .addColumn('phone_number', 'text', (col) => col.notNull())
        .addColumn('code', 'text', (col) => col.notNull())
        .addColumn('sent_at', 'bigint', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('app_meta')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('value', 'text', (col) => col.notNull())
        .execute();
    },
  };
}
