import type { Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * The release console's users, sessions and failed sign-ins (issue 34), in the site's database
 * so that every instance shares them: a session made on one instance works on another, and the
 * sign-in limits count every instance's failures.
 */
export function consoleAuthMigration() {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('console_user')
        .addColumn('name', 'text', (col) => col.primaryKey())
        .addColumn('role', 'text', (col) => col.notNull())
        .addColumn('password_hash', 'text', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('console_session')
        // A hash of the cookie's token: the table alone does not let anyone in.
        .addColumn('token_hash', 'text', (col) => col.primaryKey())
        .addColumn('user_name', 'text', (col) => col.notNull().references('console_user.name').onDelete('cascade'))
        .addColumn('csrf_token', 'text', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('last_seen_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('console_session_user').on('console_session').column('user_name').execute();
      await db.schema
        .createTable('console_login_failure')
        // `user:<name>` or `address:<ip>`.
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('console_login_failure_subject').on('console_login_failure').columns(['subject', 'at']).execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('console_login_failure').execute();
      await db.schema.dropTable('console_session').execute();
      await db.schema.dropTable('console_user').execute();
    },
  };
}
