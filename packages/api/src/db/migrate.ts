import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import { withFileLock } from '@site/config/file-lock';
import { initialMigration } from './migrations/001-initial.js';
import { siteEventsMigration } from './migrations/002-site-events.js';
import { formStepsMigration } from './migrations/003-form-steps.js';
import { siteEventVisitorsMigration } from './migrations/004-site-event-visitors.js';
import { leadDeskMigration } from './migrations/007-lead-desk.js';
import { movedMigration } from './migrations/moved-migration.js';
import { siteVitalsMigration } from './migrations/009-site-vitals.js';
import { newsArticlesMigration } from './migrations/010-news-articles.js';
import { newsPreviewLinksMigration } from './migrations/011-news-preview-links.js';
import { newsLaunchesMigration } from './migrations/012-news-launches.js';
import type { Database } from './open-database.js';

function migrationsFor(database: Database): Record<string, Migration> {
  return {
    '001-initial': initialMigration(database.engine) as Migration,
    '002-site-events': siteEventsMigration() as Migration,
    '003-form-steps': formStepsMigration() as Migration,
    '004-site-event-visitors': siteEventVisitorsMigration() as Migration,
    '005-console-auth': movedMigration,
    '006-console-security': movedMigration,
    '007-lead-desk': leadDeskMigration(database.engine) as Migration,
    '008-newsroom': movedMigration,
    '009-site-vitals': siteVitalsMigration(database.engine) as Migration,
    '010-news-articles': newsArticlesMigration(database.engine) as Migration,
    '011-news-preview-links': newsPreviewLinksMigration() as Migration,
    '012-news-launches': newsLaunchesMigration() as Migration,
  };
}

/** Applies pending migrations in order; throws (and the server does not start) on failure. */
export async function migrateToLatest(database: Database): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(database) };
  const migrator = new Migrator({
    db: database.db,
    provider,
    // Other schemas may hold their own kysely_migration table; name ours explicitly.
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
  });
  await runMigrator(database, migrator);
}

/**
 * Runs a migrator. Before migrating, kysely lists the tables of every schema of the database (its
 * PostgreSQL introspection resolves each table by name); a schema another site drops meanwhile
 * (sites sharing one database, each in its own schema) makes that listing fail with "schema … does
 * not exist", though nothing of ours changed. Only that failure, naming another schema, is tried
 * again, a few times.
 */
export async function runMigrator(database: Database, migrator: Migrator): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const { error } = await migrator.migrateToLatest();
    if (!error) return;
    const dropped = /^schema "([^"]+)" does not exist$/.exec(error instanceof Error ? error.message : '')?.[1];
    if (database.engine === 'postgres' && dropped !== undefined && dropped !== database.schema && attempt < 4) continue;
    throw error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * Applies a home's own migrations (the back office's activity trail, its users…): each home keeps
 * its history in a table of its own (`<home>_migration`), so it changes its tables without the
 * site's API knowing of them. Run it after `migrateToLatest`, under `withStartupLock`.
 */
export async function migrateHome(database: Database, home: string, migrations: Record<string, Migration>): Promise<void> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: `${home}_migration`,
    migrationLockTableName: `${home}_migration_lock`,
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
  });
  await runMigrator(database, migrator);
}

/** Any fixed number: the key of the PostgreSQL advisory lock that start-up work holds. */
const startupLockKey = 7_318_204_455;

/**
 * Runs start-up work (migrations, first seeding) in one process at a time: processes that start
 * together on an empty store (the site and the back office of one `npm start`, several instances)
 * would otherwise race to create the same tables and rows. PostgreSQL: an advisory lock. SQLite:
 * a lock beside its file (kysely's SQLite migrator takes none, and runs DDL outside transactions).
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.engine === 'sqlite') {
    if (!database.file) return work();
    // Kept fresh while held; one left by a killed process is taken over once stale.
    return withFileLock(database.file, work, {
      lockfilePath: `${database.file}.startup-lock`,
      stale: 30_000,
      update: 5_000,
      retries: { retries: 120, factor: 1, minTimeout: 250, maxTimeout: 500 },
    });
  }
  return database.db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${startupLockKey})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(${startupLockKey})`.execute(connection);
    }
  });
}
