import type { Kysely } from 'kysely';
import type { Engine } from '../open-database.js';

type AnyDb = Kysely<unknown>;

/**
 * The back office's security events (failed and successful sign-ins, sign-outs, unlocks, a user's
 * own password change): kept apart from the release audit trail, which anyone could otherwise
 * fill by typing names into the sign-in form, and shown to admins only. A sign-in attempt is
 * counted before its password is checked: each row of `console_login_failure` names its attempt,
 * so a success takes its own rows back.
 */
export function consoleSecurityMigration(engine: Engine) {
  const idType = engine === 'postgres' ? 'bigserial' : 'integer';
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('console_login_failure').addColumn('attempt', 'text').execute();
      await db.schema
        .createTable('console_security_event')
        .addColumn('id', idType, (col) => (engine === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement()))
        .addColumn('at', 'bigint', (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull())
        // As typed at sign-in (it may name nobody), or the user acted on.
        .addColumn('user_name', 'text', (col) => col.notNull())
        .addColumn('address', 'text')
        .addColumn('detail', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('console_security_event_at').on('console_security_event').column('at').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('console_security_event').execute();
      await db.schema.alterTable('console_login_failure').dropColumn('attempt').execute();
    },
  };
}
