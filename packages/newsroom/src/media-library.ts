import { sql, type Selectable } from 'kysely';
import { newsroomDb, type NewsMediaTable, type NewsroomDb, type SiteDb } from './newsroom-tables.js';
import { defaultRendition, imageRenditions } from './media-images.js';
import type { MediaItem } from './newsroom-types.js';

type Db = NewsroomDb;

export class MediaInUseError extends Error {
  constructor(readonly usedBy: string[]) {
    super(`in use by ${usedBy.join(', ')}`);
  }
}

/**
 * The articles whose working copy or shown page names a rendition of image `id` (as cover, or in the
 * body): every rendition is `<base>-w<width>-<hash>.<ext>`.
 */
async function articlesUsing(db: Db, id: string): Promise<string[]> {
  const at = id.lastIndexOf('-');
  const escape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
  const pattern = `%${escape(id.slice(0, at))}-w%-${escape(id.slice(at + 1))}.%`;
  // `escape` for SQLite; PostgreSQL escapes with a backslash by default and accepts it too.
  const names = sql<boolean>`(cover like ${pattern} escape '\\' or content_html like ${pattern} escape '\\')`;
  // A site row counts while it is shown: a hidden one is written over from the draft when published again.
  const [drafts, live] = await Promise.all([db.selectFrom('news_draft').select('slug').where(names).execute(), db.selectFrom('news').select('slug').where('display', '=', 1).where(names).execute()]);
  return [...new Set([...drafts, ...live].map((row) => row.slug))].sort();
}

/**
 * Adds an upload to the library: checked by its content, resized to the sizes the site shows in
 * AVIF, WebP and JPEG (the renditions are `news_cover` rows, served by the site's cover route).
 * The same image uploaded twice is one item.
 */
export async function addMedia(siteDb: SiteDb, upload: Buffer, originalName: string, alt: { zh: string; en: string }, actor: string, now: number): Promise<MediaItem> {
  const db = newsroomDb(siteDb);
  const image = await imageRenditions(upload, originalName);
  const id = `${image.base}-${image.hash}`;
  const files = image.renditions.map((rendition) => rendition.fileName);
  await db.transaction().execute(async (trx) => {
    for (const rendition of image.renditions) {
      await trx
        .insertInto('news_cover')
        .values({ file_name: rendition.fileName, content_type: rendition.contentType, body: rendition.body, created_at: now })
        .onConflict((conflict) => conflict.column('file_name').doNothing())
        .execute();
    }
    await trx
      .insertInto('news_media')
      .values({ id, default_file: defaultRendition(files), files: JSON.stringify(files), width: image.width, height: image.height, alt_zh: alt.zh, alt_en: alt.en, original_name: originalName.slice(0, 200), bytes: upload.length, created_at: now, created_by: actor })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  });
  return (await findMedia(db, id))!;
}

function item(row: Selectable<NewsMediaTable>, usedBy: string[]): MediaItem {
  return {
    id: row.id,
    file: row.default_file,
    files: JSON.parse(row.files) as string[],
    width: row.width,
    height: row.height,
    alt: { zh: row.alt_zh, en: row.alt_en },
    originalName: row.original_name,
    bytes: Number(row.bytes),
    createdAt: Number(row.created_at),
    createdBy: row.created_by,
    usedBy,
  };
}

export async function findMedia(siteDb: SiteDb, id: string): Promise<MediaItem | undefined> {
  const db = newsroomDb(siteDb);
  const row = await db.selectFrom('news_media').selectAll().where('id', '=', id).executeTakeFirst();
  return row && item(row, await articlesUsing(db, row.id));
}

/** The library, newest first, each item with the articles that use it. */
export async function listMedia(siteDb: SiteDb): Promise<MediaItem[]> {
  const db = newsroomDb(siteDb);
  const rows = await db.selectFrom('news_media').selectAll().orderBy('created_at', 'desc').limit(1000).execute();
  return Promise.all(rows.map(async (row) => item(row, await articlesUsing(db, row.id))));
}

export async function setMediaAlt(siteDb: SiteDb, id: string, alt: { zh: string; en: string }): Promise<boolean> {
  const db = newsroomDb(siteDb);
  const result = await db.updateTable('news_media').set({ alt_zh: alt.zh, alt_en: alt.en }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes an image and its renditions, unless an article uses it (MediaInUseError). False when there is no such image. */
export async function deleteMedia(siteDb: SiteDb, id: string): Promise<boolean> {
  const db = newsroomDb(siteDb);
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('news_media').select(['id', 'files']).where('id', '=', id).executeTakeFirst();
    if (!row) return false;
    const usedBy = await articlesUsing(trx, row.id);
    if (usedBy.length > 0) throw new MediaInUseError(usedBy);
    const files = JSON.parse(row.files) as string[];
    if (files.length > 0) await trx.deleteFrom('news_cover').where('file_name', 'in', files).execute();
    await trx.deleteFrom('news_media').where('id', '=', id).execute();
    return true;
  });
}
