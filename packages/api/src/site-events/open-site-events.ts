import { existsSync } from 'node:fs';
import path from 'node:path';
import { migrateToLatest, withStartupLock } from '../db/migrate.js';
import { openDatabase } from '../db/open-database.js';
import { SiteEventsStore, type SiteEventCounts, type SiteEventsReader } from './site-events-store.js';
import { noSiteVitalFigures } from './site-vitals.js';

export interface OpenSiteEventsOptions {
  /** The API's DATA_DIR (its SQLite file `site.db` lives there), as an absolute path. */
  dataDir: string;
  /** The API's DATABASE_URL: PostgreSQL instead of SQLite when set. */
  databaseUrl?: string;
  clock?: () => number;
}

export interface OpenedSiteEvents extends SiteEventsReader {
  close(): Promise<void>;
}

const noCounts = (): SiteEventCounts => ({ views: 0, error: 0, chunk: 0, hydration: 0, 'area-failed': 0 });

/**
 * The browser reports of the store a running site uses, for readers outside the server (the
 * release tool). A SQLite store that does not exist yet (the site never ran here) reads as empty
 * and is not created.
 */
export async function openSiteEvents(options: OpenSiteEventsOptions): Promise<OpenedSiteEvents> {
  const file = path.join(options.dataDir, 'site.db');
  if (!options.databaseUrl && !existsSync(file)) {
    return {
      summary: async ({ versions }) => Object.fromEntries((versions ?? []).map((version) => [version, noCounts()])),
      visitors: async ({ versions }) => Object.fromEntries(versions.map((version) => [version, { views: 0, failed: 0 }])),
      topMessages: async () => [],
      perMinute: async ({ sinceMs, minutes }) => ({ from: sinceMs - (sinceMs % 60_000), minutes, versions: {} }),
      vitals: async ({ versions }) => Object.fromEntries(versions.map((version) => [version, noSiteVitalFigures()])),
      vitalsByPage: async ({ versions }) => Object.fromEntries(versions.map((version) => [version, {}])),
      close: async () => {},
    };
  }
  const database = openDatabase(options.databaseUrl ? { kind: 'postgres', url: options.databaseUrl } : { kind: 'sqlite', file });
  try {
    // A site started before the reports existed has not made their tables yet.
    await withStartupLock(database, () => migrateToLatest(database));
  } catch (error) {
    await database.close();
    throw error;
  }
  const store = new SiteEventsStore(database.db, options.clock ?? Date.now);
  return {
    summary: (query) => store.summary(query),
    visitors: (query) => store.visitors(query),
    topMessages: (query) => store.topMessages(query),
    perMinute: (query) => store.perMinute(query),
    vitals: (query) => store.vitals(query),
    vitalsByPage: (query) => store.vitalsByPage(query),
    close: () => database.close(),
  };
}
