import path from 'node:path';
import { migrateToLatest, withStartupLock } from './migrate.js';
import { openDatabase, type Database } from './open-database.js';

/**
 * The site's database for tools beside the server (the console's user command): the SQLite file
 * in DATA_DIR (made when missing), or PostgreSQL with DATABASE_URL, migrated like the server's.
 */
export async function openSiteDatabase(options: { dataDir: string; databaseUrl?: string }): Promise<Database> {
  const database = openDatabase(options.databaseUrl ? { kind: 'postgres', url: options.databaseUrl } : { kind: 'sqlite', file: path.join(options.dataDir, 'site.db') });
  try {
    await withStartupLock(database, () => migrateToLatest(database));
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
