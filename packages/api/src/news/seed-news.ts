import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema.js';
import { importNewsFile } from './import-news-file.js';

/** `seed/` next to `src/` and `dist/`. */
export const defaultSeedDir = fileURLToPath(new URL('../../seed/', import.meta.url));

const seededKey = 'news_seeded';

/**
 * Loads the bundled news once, on the first start. Later starts leave the
 * items alone, so editors' changes (hidden, unpinned) are never undone.
 */
export async function seedNews(db: Kysely<DatabaseSchema>, now: number, seedDir = defaultSeedDir): Promise<number> {
  const marker = await db.selectFrom('app_meta').select('value').where('key', '=', seededKey).executeTakeFirst();
  if (marker) return 0;
  const newsDir = path.join(seedDir, 'news');
  const files = (await fs.readdir(newsDir)).filter((file) => file.endsWith('.md')).sort();
  let added = 0;
  for (const file of files) {
    const result = await importNewsFile(db, path.join(newsDir, file), now, { onlyIfMissing: true });
    if (result) added += 1;
  }
  await db
    .insertInto('app_meta')
    .values({ key: seededKey, value: String(now) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return added;
}
