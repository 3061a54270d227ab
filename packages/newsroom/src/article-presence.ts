import { newsroomDb, type SiteDb } from './newsroom-tables.js';

/** An editor whose article page has not said it is open for this long has left it. */
export const presenceWindowMs = 30_000;

/**
 * Who has an article open: each open editor page says so every few seconds (`noteHere`), and
 * reads who else did within the window. In the database, so every instance of the back office
 * sees the same editors.
 */
export async function noteHere(siteDb: SiteDb, slug: string, user: string, typing: boolean, now: number): Promise<{ user: string; typing: boolean; at: number }[]> {
  const db = newsroomDb(siteDb);
  const values = { seen_at: now, typing: typing ? 1 : 0 };
  await db.insertInto('news_presence').values({ slug, user_name: user, ...values }).onConflict((oc) => oc.columns(['slug', 'user_name']).doUpdateSet(values)).execute();
  await db.deleteFrom('news_presence').where('seen_at', '<', now - 10 * presenceWindowMs).execute();
  const rows = await db
    .selectFrom('news_presence')
    .select(['user_name', 'typing', 'seen_at'])
    .where('slug', '=', slug)
    .where('user_name', '!=', user)
    .where('seen_at', '>=', now - presenceWindowMs)
    .orderBy('user_name')
    .execute();
  return rows.map((row) => ({ user: row.user_name, typing: row.typing === 1, at: Number(row.seen_at) }));
}

/** The page was closed: the editor is no longer there. */
export async function noteGone(siteDb: SiteDb, slug: string, user: string): Promise<void> {
  await newsroomDb(siteDb).deleteFrom('news_presence').where('slug', '=', slug).where('user_name', '=', user).execute();
}
