import type { Migrator } from 'kysely';
import { expect, test } from 'vitest';
import { runMigrator } from '../src/db/migrate.js';
import type { Database } from '../src/db/open-database.js';

const ours = { engine: 'postgres', schema: 'site_a' } as Database;
/** A migrator whose runs answer `errors` in turn, then succeed. */
function migrator(errors: string[]) {
  let runs = 0;
  const fake = { migrateToLatest: async () => ({ results: [], ...(runs < errors.length ? { error: new Error(errors[runs++]) } : ((runs += 1), {})) }) };
  return { migrator: fake as unknown as Migrator, runs: () => runs };
}

test("another site's schema dropped while kysely lists every schema's tables is tried again; our own, or anything else, is not", async () => {
  const dropped = migrator(['schema "site_b" does not exist']);
  await runMigrator(ours, dropped.migrator);
  expect(dropped.runs()).toBe(2);
  await expect(runMigrator(ours, migrator(['schema "site_a" does not exist']).migrator)).rejects.toThrow('schema "site_a" does not exist');
  await expect(runMigrator(ours, migrator(['relation "news" already exists']).migrator)).rejects.toThrow('already exists');
  await expect(runMigrator(ours, migrator(Array(4).fill('schema "site_b" does not exist')).migrator)).rejects.toThrow('site_b');
});
