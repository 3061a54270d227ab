import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema.js';

export const coverRoutePrefix = '/api/website/news/cover/';

const contentTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** Cover names are `<base>-<hash>.<ext>`: the content hash makes the URL safe to cache forever. */
export const coverFileNamePattern = /^[a-z0-9][a-z0-9-]{0,80}-[0-9a-f]{12}\.(svg|png|jpe?g|webp)$/;

export function coverContentType(fileName: string): string | undefined {
  return contentTypes[path.extname(fileName).toLowerCase()];
}

export function coverFileName(sourcePath: string, body: Buffer): string {
  const ext = path.extname(sourcePath).toLowerCase();
  if (!contentTypes[ext]) throw new Error(`Unsupported cover type ${ext}: use svg, png, jpg or webp`);
  const base = path
    .basename(sourcePath, path.extname(sourcePath))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'cover';
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  return `${base}-${hash}${ext === '.jpeg' ? '.jpg' : ext}`;
}

export function coverUrl(fileName: string): string {
  return `${coverRoutePrefix}${fileName}`;
}

/** Stores the cover in the database (so every server sees it) unless it is there already. */
export async function storeCover(
  db: Kysely<DatabaseSchema>,
  fileName: string,
  body: Buffer,
  now: number,
): Promise<void> {
  await db
    .insertInto('news_cover')
    .values({ file_name: fileName, content_type: coverContentType(fileName)!, body, created_at: now })
    .onConflict((oc) => oc.column('file_name').doNothing())
    .execute();
}

export async function readCover(
  db: Kysely<DatabaseSchema>,
  fileName: string,
): Promise<{ contentType: string; body: Buffer } | undefined> {
  const row = await db
    .selectFrom('news_cover')
    .select(['content_type', 'body'])
    .where('file_name', '=', fileName)
    .executeTakeFirst();
  return row ? { contentType: row.content_type, body: Buffer.from(row.body) } : undefined;
}
