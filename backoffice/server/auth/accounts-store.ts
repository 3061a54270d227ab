import { idColumn, migrateHome, withStartupLock, type Database, type DatabaseSchema, type Engine } from '@site/api';
import { sql, type Generated, type Kysely, type Migration } from 'kysely';

/** SQLite has no `add column if not exists`: a column already there is what was asked for. */
const unlessDuplicateColumn = (error: unknown) => {
  if (!/duplicate column name/.test(String(error))) throw error;
};

export interface ConsoleUserTable {
  name: string;
  role: string;
  password_hash: string;
  created_at: number;
}

export interface ConsoleSessionTable {
  token_hash: string;
  user_name: string;
  csrf_token: string;
  created_at: number;
  last_seen_at: number;
}

export interface ConsoleLoginFailureTable {
  subject: string;
  at: number;
  /** The sign-in attempt that wrote it (counted before its password was checked). */
  attempt: string | null;
}

/** Sign-ins, failed sign-ins, sign-outs, unlocks and own password changes (issue 39), for admins. */
export interface ConsoleSecurityEventTable {
  id: Generated<number>;
  at: number;
  kind: string;
  user_name: string;
  address: string | null;
  detail: string;
}

/** The back office's accounts, in the site's database so that every instance shares them: a session made on one instance works on another, and the sign-in limits count every instance's failures. */
export type AccountsTables = {
  console_user: ConsoleUserTable;
  console_session: ConsoleSessionTable;
  console_login_failure: ConsoleLoginFailureTable;
  console_security_event: ConsoleSecurityEventTable;
};

export type AccountsDb = Kysely<DatabaseSchema & AccountsTables>;

/** The site's database as the back office's accounts see it. */
export const accountsDb = (db: Kysely<DatabaseSchema>): AccountsDb => db.withTables<AccountsTables>();

/**
 * The accounts' tables: users, sessions, failed sign-ins (issue 34) and security events (issue
 * 39). Their history is `accounts_migration`. A database made before the accounts had a home of
 * their own has them from the site's migrations 005 and 006: they are taken over as they are.
 */
function accountsMigrations(engine: Engine): Record<string, Migration> {
  return {
    '001-users-sessions': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('console_user')
          .ifNotExists()
          .addColumn('name', 'text', (col) => col.primaryKey())
          .addColumn('role', 'text', (col) => col.notNull())
          .addColumn('password_hash', 'text', (col) => col.notNull())
          .addColumn('created_at', 'bigint', (col) => col.notNull())
          .execute();
        await db.schema
          .createTable('console_session')
          .ifNotExists()
          // A hash of the cookie's token: the table alone does not let anyone in.
          .addColumn('token_hash', 'text', (col) => col.primaryKey())
          .addColumn('user_name', 'text', (col) => col.notNull().references('console_user.name').onDelete('cascade'))
          .addColumn('csrf_token', 'text', (col) => col.notNull())
          .addColumn('created_at', 'bigint', (col) => col.notNull())
          .addColumn('last_seen_at', 'bigint', (col) => col.notNull())
          .execute();
        await db.schema.createIndex('console_session_user').ifNotExists().on('console_session').column('user_name').execute();
        await db.schema
          .createTable('console_login_failure')
          .ifNotExists()
          // `user:<name>` or `address:<ip>`.
          .addColumn('subject', 'text', (col) => col.notNull())
          .addColumn('at', 'bigint', (col) => col.notNull())
          // The sign-in attempt that wrote it (counted before its password is checked; a success takes its own rows back).
          .addColumn('attempt', 'text')
          .execute();
        await db.schema.createIndex('console_login_failure_subject').ifNotExists().on('console_login_failure').columns(['subject', 'at']).execute();
      },
    },
    '002-security-events': {
      async up(db: Kysely<unknown>) {
        // A database that stopped between the site's old migrations 005 and 006 lacks the attempt column.
        if (engine === 'postgres') await sql`alter table console_login_failure add column if not exists attempt text`.execute(db);
        else await db.schema.alterTable('console_login_failure').addColumn('attempt', 'text').execute().catch(unlessDuplicateColumn);
        // Apart from the activity trail, which anyone could otherwise fill by typing names into the sign-in form; admins only.
        await db.schema
          .createTable('console_security_event')
          .ifNotExists()
          .$call(idColumn(engine))
          .addColumn('at', 'bigint', (col) => col.notNull())
          .addColumn('kind', 'text', (col) => col.notNull())
          // As typed at sign-in (it may name nobody), or the user acted on.
          .addColumn('user_name', 'text', (col) => col.notNull())
          .addColumn('address', 'text')
          .addColumn('detail', 'text', (col) => col.notNull())
          .execute();
        await db.schema.createIndex('console_security_event_at').ifNotExists().on('console_security_event').column('at').execute();
      },
    },
  };
}

/** Makes the accounts' tables (or brings them up to date); run after the site's own migrations. */
export async function openAccounts(database: Database): Promise<void> {
  await withStartupLock(database, () => migrateHome(database, 'accounts', accountsMigrations(database.engine)));
}
