import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config/load-config.js';
import type { DatabaseSchema } from './database-schema.js';

export type Engine = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DatabaseSchema>;
  engine: Engine;
  /** SQLite only: the file, for integrity checks and the CLI. */
  file?: string;
  /** PostgreSQL only: the schema tables live in, when not the default. */
  schema?: string;
  /** One round trip to the database (readiness checks). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const ping = (db: Kysely<DatabaseSchema>) => async () => {
  await sql`select 1`.execute(db);
};

const int8Oid = 20;

/**
 * Two processes opening one new file together (the site and the back office of `npm start`): the
 * switch to WAL takes the file for a moment, and SQLite answers the other one SQLITE_BUSY at once,
 * without its busy handler. So the other one waits and tries again (up to 5 s).
 */
function switchToWal(sqlite: SQLite.Database): void {
  for (let attempt = 1; ; attempt++) {
    try {
      sqlite.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY' || attempt >= 50) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    }
  }
}

function openSqlite(file: string): Database {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL + synchronous=FULL: a committed transaction survives a crash or kill -9.
  switchToWal(sqlite);
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // A deleted row's bytes are overwritten with zeros, not left in a free page or cell for `strings`
  // to find: an erasure on a person's request leaves nothing of them in the file.
  sqlite.pragma('secure_delete = ON');
  const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, engine: 'sqlite', file, ping: ping(db), close: () => db.destroy() };
}

function openPostgres(url: string, schema: string | undefined): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Counts and millisecond timestamps are int8; they fit a JS number.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === int8Oid ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: 'postgres', schema, ping: ping(db), close: () => db.destroy() };
}

export function openDatabase(config: DatabaseConfig): Database {
  return config.kind === 'sqlite' ? openSqlite(config.file) : openPostgres(config.url, config.schema ?? searchPathOf(config.url));
}

/**
 * After an erasure, SQLite copies the WAL into the file and truncates it, so no earlier copy of an
 * erased row's page stays in the `-wal` file (secure_delete has zeroed it in the file). It waits for
 * readers (the busy timeout); false when one kept it from finishing, and the copy then goes with a
 * later checkpoint. PostgreSQL: the row is deleted; its dead tuple stays on disk until (auto)VACUUM
 * reclaims the space, which is beyond an erasure's request.
 */
export async function checkpointAfterErasure(database: Pick<Database, 'db' | 'engine'>): Promise<boolean> {
  if (database.engine !== 'sqlite') return true;
  const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(database.db);
  return rows[0]?.busy === 0;
}

/** Serializes writers that must see each other's rows (limit counters). */
export async function lockForUpdate(trx: Kysely<DatabaseSchema>, engine: Engine, lockId: number) {
  // SQLite already serializes transactions on its single connection.
  if (engine === 'postgres') await sql`select pg_advisory_xact_lock(${lockId})`.execute(trx);
}

/**
 * The schema a DATABASE_URL selects with `?options=-c search_path=<schema>`, so migrations keep
 * their bookkeeping tables there too (not in another schema's copy of them).
 */
function searchPathOf(url: string): string | undefined {
  const options = new URL(url).searchParams.get('options') ?? '';
  return /(?:^|\s)-c\s*search_path=([\w$]+)/.exec(options)?.[1];
}
