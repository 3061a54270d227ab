// What the back office's command-line tools share (`npm run console`, `npm run news`, `npm run
// enquiries`): the site's database, the activity trail every change goes into, and who acts.
import { userInfo } from 'node:os';
import type { ActivityEntry } from '@site/activity';
import type { Database } from '@site/api';
import { siteLocations } from '@site/config/locations';
import { openConsoleDatabase } from '../console-database.js';

export interface CliStore {
  database: Database;
  /** Who runs the tool: RELEASE_ACTOR, or the operating-system user. */
  actor: string;
  /** One entry of the activity trail with `actor`; its check names the tool (`passed (npm run news)`). */
  audit(entry: Pick<ActivityEntry, 'section' | 'action' | 'check'> & { from?: string | null; to?: string | null }): Promise<void>;
  close(): Promise<void>;
}

/** The site's database (DATA_DIR's SQLite file, or DATABASE_URL), migrated as the back office's server does it. */
export async function openCliStore(tool: string): Promise<CliStore> {
  const { database, activity } = await openConsoleDatabase({ dataDir: siteLocations().dataDir, databaseUrl: process.env.DATABASE_URL || undefined });
  const actor = process.env.RELEASE_ACTOR || userInfo().username;
  return {
    database,
    actor,
    audit: ({ section, action, check, from = null, to = null }) => activity.record({ at: Date.now(), actor, section, action, from, to, check: `${check} (${tool})` }),
    close: () => database.close(),
  };
}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
