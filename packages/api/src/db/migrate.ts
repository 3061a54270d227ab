import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import { initialMigration } from './migrations/001-initial.js';
import type { Database } from './open-database.js';

function migrationsFor(database: Database): Record<string, Migration> {
  return {
    '001-initial': initialMigration(database.engine) as Migration,
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
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
