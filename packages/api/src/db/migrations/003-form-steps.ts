import type { Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

/** Steps of the contact form posted without scripts (issue 28), kept half an hour. */
export function formStepsMigration() {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('form_step')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('owner', 'text', (col) => col.notNull())
        .addColumn('token', 'text', (col) => col.notNull().unique())
        .addColumn('state', 'text', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('expires_at', 'bigint', (col) => col.notNull())
        .addColumn('used_at', 'bigint')
        .addColumn('next_id', 'text')
        .execute();
      await db.schema.createIndex('form_step_expiry').on('form_step').column('expires_at').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('form_step').execute();
    },
  };
}
