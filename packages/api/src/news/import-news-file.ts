import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema.js';
import { coverFileName, storeCover } from './news-covers.js';
import { parseNewsDocument } from './news-document.js';
import { bumpNewsVersion, newsExists, upsertNews } from './news-repository.js';

export interface ImportResult {
  id: number;
  created: boolean;
  slug: string;
  language: string;
}

/** Reads a `.md` or `.html` news file, stores its cover and upserts the item, in one transaction. */
export async function importNewsFile(
  db: Kysely<DatabaseSchema>,
  filePath: string,
  now: number,
  options: { onlyIfMissing?: boolean; coverOverride?: string } = {},
): Promise<ImportResult | undefined> {
  const ext = path.extname(filePath).toLowerCase();
  const format = ext === '.md' || ext === '.markdown' ? 'markdown' : ext === '.html' || ext === '.htm' ? 'html' : undefined;
  if (!format) throw new Error(`${filePath}: use a .md or .html file`);
  const doc = parseNewsDocument(await fs.readFile(filePath, 'utf8'), format);
  const coverPath = options.coverOverride ?? (doc.cover ? path.resolve(path.dirname(filePath), doc.cover) : undefined);
  if (!coverPath) throw new Error(`${filePath}: give a cover (front matter "cover:" or --cover FILE)`);
  const coverBody = await fs.readFile(coverPath);
  const cover = coverFileName(coverPath, coverBody);
  return db.transaction().execute(async (trx) => {
    if (options.onlyIfMissing && (await newsExists(trx, doc.slug, doc.language))) return undefined;
    await storeCover(trx, cover, coverBody, now);
    const result = await upsertNews(trx, doc, cover, now);
    await bumpNewsVersion(trx, now);
    return { ...result, slug: doc.slug, language: doc.language };
  });
}
