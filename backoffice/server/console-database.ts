import { ActivityTrail } from '@site/activity';
import { openSiteDatabase, type Database } from '@site/api';
import { openLeadDesk } from '@site/lead-desk';
import { openNewsroom } from '@site/newsroom';
import { openLaunches } from '@site/launches';
import { openAccounts } from './auth/accounts-store.js';
import { openDeployTokens } from './deploy/deploy-tokens.js';

/**
 * The site's database as the back office works on it (its server, its command-line tools, its
 * tests): the site's tables, then each home's own (accounts, newsroom, lead desk, launches, activity trail),
 * each made or brought up to date by its own migrations.
 */
export async function openConsoleDatabase(options: { dataDir: string; databaseUrl?: string | undefined }): Promise<{ database: Database; activity: ActivityTrail }> {
  const database = await openSiteDatabase({ dataDir: options.dataDir, ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}) });
  try {
    await openAccounts(database);
    await openDeployTokens(database);
    await openNewsroom(database);
    await openLeadDesk(database);
    await openLaunches(database);
    return { database, activity: await ActivityTrail.open(database) };
  } catch (error) {
    await database.close();
    throw error;
  }
}
