import { loadConfig } from '../config/load-config.js';
import { migrateToLatest } from '../db/migrate.js';
import { openDatabase, type Database } from '../db/open-database.js';
import { seedNews } from '../news/seed-news.js';

/** The same store the server uses (DATA_DIR / DATABASE_URL), migrated and seeded. */
export async function openStore(): Promise<Database> {
  const config = loadConfig();
  const database = openDatabase(config.database);
  await migrateToLatest(database);
  await seedNews(database.db, Date.now());
  return database;
}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
