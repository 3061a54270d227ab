import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, EnquiryTable } from '../db/database-schema.js';

export type EnquiryRow = Selectable<EnquiryTable>;
export type NewEnquiry = Insertable<EnquiryTable>;

type Db = Kysely<DatabaseSchema>;

export async function insertEnquiry(db: Db, enquiry: NewEnquiry): Promise<number> {
  const row = await db.insertInto('enquiry').values(enquiry).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function findEnquiry(db: Db, id: number): Promise<EnquiryRow | undefined> {
  return db.selectFrom('enquiry').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listEnquiriesSince(db: Db, since: number): Promise<EnquiryRow[]> {
  return db.selectFrom('enquiry').selectAll().where('received_at', '>=', since).orderBy('received_at').orderBy('id').execute();
}

export async function listUnnotifiedEnquiryIds(db: Db, since: number): Promise<number[]> {
  const rows = await db
    .selectFrom('enquiry')
    .select('id')
    .where('notified_at', 'is', null)
    .where('received_at', '>=', since)
    .orderBy('id')
    .execute();
  return rows.map((row) => Number(row.id));
}

export async function markEnquiryNotified(db: Db, id: number, at: number): Promise<void> {
  await db.updateTable('enquiry').set({ notified_at: at }).where('id', '=', id).execute();
}

/** Deletes enquiries received before `cutoff`; returns how many went. */
export async function purgeEnquiriesBefore(db: Db, cutoff: number): Promise<number> {
  const result = await db.deleteFrom('enquiry').where('received_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
