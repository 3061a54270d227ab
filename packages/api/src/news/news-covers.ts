import { createHash } from 'node:crypto';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema.js';

export const coverRoutePrefix = '/api/website/news/cover/';

/** The types the CLI takes as cover files (`coverFileName`). */
const fileContentTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** Stored types: AVIF only ever comes from the media library's renditions. */
const contentTypes: Record<string, string> = { ...fileContentTypes, '.avif': 'image/avif' };

/**
 * Media library renditions, `<base>-w<width>-<hash>.<jpg|webp|avif>` (newsroom/media-images.ts): the three formats of one width share
 * the stem, so the cover route can answer a `.jpg` URL with its AVIF or WebP sibling.
 */
export const coverRenditionPattern = /^(?<stem>[a-z0-9][a-z0-9-]{0,80}-w(?<width>[1-9]\d{0,4})-[0-9a-f]{12})\.(?<ext>jpg|webp|avif)$/;

/** Cover names are `<base>-<hash>.<ext>` (CLI) or renditions: the content hash makes the URL safe to cache forever. */
export const coverFileNamePattern = /^[a-z0-9][a-z0-9-]{0,80}-(?:[0-9a-f]{12}\.(?:svg|png|jpe?g|webp)|w[1-9]\d{0,4}-[0-9a-f]{12}\.(?:jpg|webp|avif))$/;

export function coverContentType(fileName: string): string | undefined {
  return contentTypes[path.extname(fileName).toLowerCase()];
}

export function coverFileName(sourcePath: string, body: Buffer): string {
  const ext = path.extname(sourcePath).toLowerCase();
  if (!fileContentTypes[ext]) throw new Error(`Unsupported cover type ${ext}: use svg, png, jpg or webp`);
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

/** The first of `fileNames` (most preferred first) that is stored, in one query: the cover route's format negotiation. */
export async function readPreferredCover(
  db: Kysely<DatabaseSchema>,
  fileNames: readonly string[],
): Promise<{ fileName: string; contentType: string; body: Buffer } | undefined> {
  if (fileNames.length === 0) return undefined;
  const rank = sql<number>`case ${sql.join(fileNames.map((name, index) => sql`when file_name = ${name} then ${sql.lit(index)}`), sql` `)} end`;
  const row = await db
    .selectFrom('news_cover')
    .select(['file_name', 'content_type', 'body'])
    .where('file_name', 'in', [...fileNames])
    .orderBy(rank)
    .limit(1)
    .executeTakeFirst();
  return row ? { fileName: row.file_name, contentType: row.content_type, body: Buffer.from(row.body) } : undefined;
}
