import { purgeEnquiriesBefore, type DatabaseSchema } from '@site/api';
import type { Kysely } from 'kysely';

const claimKey = 'enquiry_retention_day';
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Claims today's retention run: true for exactly one caller per UTC day across every instance on
 * the database (a conditional update of one row, or its first insert).
 */
export async function claimRetentionDay(db: Kysely<DatabaseSchema>, now: number): Promise<boolean> {
  const today = dayOf(now);
  const inserted = await db.insertInto('app_meta').values({ key: claimKey, value: today }).onConflict((conflict) => conflict.column('key').doNothing()).executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return true;
  const updated = await db.updateTable('app_meta').set({ value: today }).where('key', '=', claimKey).where('value', '<', today).executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/**
 * Applies `ENQUIRY_RETENTION_DAYS` by itself: once a day (whichever instance claims the day first),
 * enquiries older than the retention are deleted with their history and notification attempts.
 * Checks at start and every hour; returns the function that stops it.
 */
export function startEnquiryRetention(options: {
  db: Kysely<DatabaseSchema>;
  retentionDays: number;
  clock: () => number;
  onPurged: (removed: number) => void;
  onError: (error: unknown) => void;
  checkEveryMs?: number;
}): () => void {
  const { db, retentionDays, clock, onPurged, onError, checkEveryMs = 3600_000 } = options;
  const run = async () => {
    try {
      if (!(await claimRetentionDay(db, clock()))) return;
      onPurged(await purgeEnquiriesBefore(db, clock() - retentionDays * 24 * 3600_000));
    } catch (error) {
      onError(error);
    }
  };
  void run();
  const timer = setInterval(() => void run(), checkEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
