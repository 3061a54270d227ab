import { checkpointAfterErasure, eraseFormSteps, type Database, type DatabaseSchema, type EnquiryRow } from '@site/api';
import { sql, type Kysely } from 'kysely';
import { leadDeskDb } from './lead-desk-tables.js';
import { bulkUndoMs, leadViews, openStatuses, repeatWindowMs, waitingAfterMs, type LeadStatus, type LeadView } from './lead-statuses.js';

type Db = Kysely<DatabaseSchema>;

export { bulkUndoMs, leadStatuses, leadViews, repeatWindowMs, type LeadStatus, type LeadView } from './lead-statuses.js';

export interface LeadFilter {
  status?: LeadStatus;
  /** Any of these statuses. */
  statuses?: readonly LeadStatus[];
  /** Received before this (ms). */
  receivedBefore?: number;
  /** `CN`, the country code the visitor chose. */
  country?: string;
  /** Received at or after / before (ms). */
  from?: number;
  until?: number;
  /** A salesperson's name, or `none` for enquiries nobody owns. */
  owner?: string;
  /** Matches name, company, e-mail or phone (any part, any case). */
  q?: string;
}

/** A `LIKE` pattern for the text as typed (any case), its wildcards taken literally. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The enquiries `filter` matches (a query to select from or count). */
function matching(db: Db, filter: LeadFilter) {
  let query = db.selectFrom('enquiry');
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.statuses) query = query.where('status', 'in', [...filter.statuses]);
  if (filter.receivedBefore !== undefined) query = query.where('received_at', '<', filter.receivedBefore);
  if (filter.country) query = query.where('country_code', '=', filter.country);
  if (filter.from !== undefined) query = query.where('received_at', '>=', filter.from);
  if (filter.until !== undefined) query = query.where('received_at', '<', filter.until);
  if (filter.owner === 'none') query = query.where('owner', 'is', null);
  else if (filter.owner) query = query.where('owner', '=', filter.owner);
  const q = filter.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    const digits = q.replace(/\D/g, '');
    // `escape` for SQLite (PostgreSQL escapes with a backslash by default, and accepts it too).
    const like = (column: 'name' | 'company' | 'email' | 'phone_number', text: string) => sql<boolean>`lower(${sql.ref(column)}) like ${text} escape '\\'`;
    query = query.where((eb) =>
      eb.or([like('name', pattern), like('company', pattern), like('email', pattern), ...(digits.length >= 3 ? [like('phone_number', likePattern(digits))] : [])]),
    );
  }
  return query;
}

const dayMs = 24 * 3600_000;
/** The sales team's days and weeks are UTC+8's (Asia/Shanghai has no daylight saving). */
const teamOffsetMs = 8 * 3600_000;

/** Monday 00:00 of the week holding `now`, in the sales team's time (ms). */
export function startOfWeek(now: number): number {
  const local = now + teamOffsetMs;
  const day = Math.floor(local / dayMs);
  // 1970-01-01 was a Thursday: (day + 3) % 7 is 0 on Mondays.
  return (day - ((day + 3) % 7)) * dayMs - teamOffsetMs;
}

/** What a view asks, for `user` at `now` (combined with the other filters). */
export function viewFilter(view: LeadView, user: string, now: number): LeadFilter {
  switch (view) {
    case 'all':
      return {};
    case 'new':
      return { status: 'new' };
    case 'mine':
      return { owner: user, statuses: openStatuses };
    case 'waiting':
      return { owner: user, status: 'new', receivedBefore: now - waitingAfterMs };
    case 'week':
      return { from: startOfWeek(now) };
  }
}

/** How many enquiries each view holds for `user` now (the inbox's tabs). */
export async function countViews(db: Db, user: string, now: number): Promise<Record<LeadView, number>> {
  const counts = await Promise.all(leadViews.map((view) => countLeads(db, viewFilter(view, user, now))));
  return Object.fromEntries(leadViews.map((view, index) => [view, counts[index]!])) as Record<LeadView, number>;
}

/** The enquiries that match, newest first (at most `limit`, after skipping `offset`: a page of the inbox). */
export async function listLeads(db: Db, filter: LeadFilter, limit = 500, offset = 0): Promise<EnquiryRow[]> {
  return matching(db, filter).selectAll().orderBy('received_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

/** How many enquiries match (the inbox's pages). */
export async function countLeads(db: Db, filter: LeadFilter): Promise<number> {
  const row = await matching(db, filter).select((eb) => eb.fn.countAll().as('count')).executeTakeFirst();
  return Number(row?.count ?? 0);
}

export interface LeadEventRow {
  at: number;
  actor: string;
  kind: string;
  value: string;
}

export interface LeadNotificationRow {
  at: number;
  channel: string;
  ok: number;
  error: string | null;
}

export interface LeadDetail {
  enquiry: EnquiryRow;
  events: LeadEventRow[];
  notifications: LeadNotificationRow[];
  /** Other enquiries from the same phone or e-mail within 30 days of this one, oldest first. */
  related: EnquiryRow[];
}

export async function findLead(siteDb: Db, id: number): Promise<LeadDetail | undefined> {
  const db = leadDeskDb(siteDb);
  const enquiry = await db.selectFrom('enquiry').selectAll().where('id', '=', id).executeTakeFirst();
  if (!enquiry) return undefined;
  const [events, notifications, related] = await Promise.all([
    db.selectFrom('enquiry_event').select(['at', 'actor', 'kind', 'value']).where('enquiry_id', '=', id).orderBy('at').orderBy('id').execute(),
    db.selectFrom('enquiry_notification').select(['at', 'channel', 'ok', 'error']).where('enquiry_id', '=', id).orderBy('at').orderBy('id').execute(),
    db
      .selectFrom('enquiry')
      .selectAll()
      .where('id', '!=', id)
      .where((eb) => eb.or([eb('phone_number', '=', enquiry.phone_number), eb(eb.fn('lower', ['email']), '=', enquiry.email.toLowerCase())]))
      .where('received_at', '>=', enquiry.received_at - repeatWindowMs)
      .where('received_at', '<=', enquiry.received_at + repeatWindowMs)
      .orderBy('received_at')
      .execute(),
  ]);
  return { enquiry, events, notifications, related };
}

/**
 * For each of `rows`, the earlier enquiry from the same phone or e-mail within 30 days before it
 * (the first of a repeat), if any: the inbox shows a repeat with its first.
 */
export async function firstOfRepeats(db: Db, rows: readonly EnquiryRow[]): Promise<Map<number, number>> {
  const firsts = new Map<number, number>();
  if (rows.length === 0) return firsts;
  const earliest = Math.min(...rows.map((row) => row.received_at)) - repeatWindowMs;
  const phones = [...new Set(rows.map((row) => row.phone_number))];
  const emails = [...new Set(rows.map((row) => row.email.toLowerCase()))];
  const candidates = await db
    .selectFrom('enquiry')
    .select(['id', 'phone_number', 'email', 'received_at'])
    .where('received_at', '>=', earliest)
    .where((eb) => eb.or([eb('phone_number', 'in', phones), eb(eb.fn('lower', ['email']), 'in', emails)]))
    .orderBy('received_at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const first = candidates.find(
      (other) =>
        Number(other.id) !== Number(row.id) &&
        (other.phone_number === row.phone_number || other.email.toLowerCase() === row.email.toLowerCase()) &&
        other.received_at >= row.received_at - repeatWindowMs &&
        (other.received_at < row.received_at || (other.received_at === row.received_at && Number(other.id) < Number(row.id))),
    );
    if (first) firsts.set(Number(row.id), Number(first.id));
  }
  return firsts;
}

export interface LeadChange {
  status?: LeadStatus;
  /** A salesperson's name, or null for nobody. */
  owner?: string | null;
  note?: string;
}

/** Applies a change and keeps each part in the enquiry's history; false when there is no such enquiry. */
export async function changeLead(siteDb: Db, id: number, change: LeadChange, actor: string, now: number): Promise<boolean> {
  const db = leadDeskDb(siteDb);
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('enquiry').select(['status', 'owner']).where('id', '=', id).executeTakeFirst();
    if (!current) return false;
    const events: { kind: string; value: string }[] = [];
    if (change.status !== undefined && change.status !== current.status) events.push({ kind: 'status', value: change.status });
    if (change.owner !== undefined && change.owner !== current.owner) events.push({ kind: 'owner', value: change.owner ?? '' });
    if (change.note?.trim()) events.push({ kind: 'note', value: change.note.trim() });
    const set = { ...(change.status !== undefined ? { status: change.status } : {}), ...(change.owner !== undefined ? { owner: change.owner } : {}) };
    if (Object.keys(set).length > 0) await trx.updateTable('enquiry').set(set).where('id', '=', id).execute();
    for (const event of events) await trx.insertInto('enquiry_event').values({ enquiry_id: id, at: now, actor, ...event }).execute();
    return true;
  });
}

/** The notes of the given enquiries, oldest first (an export's notes column). */
export async function leadNotes(siteDb: Db, ids: readonly number[]): Promise<Map<number, { at: number; actor: string; text: string }[]>> {
  const notes = new Map<number, { at: number; actor: string; text: string }[]>();
  const db = leadDeskDb(siteDb);
  // In slices: a database takes only so many parameters in one statement.
  for (let start = 0; start < ids.length; start += 1000) {
    const rows = await db
      .selectFrom('enquiry_event')
      .select(['enquiry_id', 'at', 'actor', 'value'])
      .where('kind', '=', 'note')
      .where('enquiry_id', 'in', ids.slice(start, start + 1000))
      .orderBy('at')
      .orderBy('id')
      .execute();
    for (const row of rows) notes.set(Number(row.enquiry_id), [...(notes.get(Number(row.enquiry_id)) ?? []), { at: Number(row.at), actor: row.actor, text: row.value }]);
  }
  return notes;
}

/** A change to many enquiries at once: a status, an owner (null: nobody), or both. */
export type BulkChange = Pick<LeadChange, 'status' | 'owner'>;

/** How long a bulk change's record is kept (it may be undone for `bulkUndoMs` only). */
const bulkKeptMs = 3600_000;

type BeforeBulk = { id: number; status: string; owner: string | null }[];

/**
 * Applies one change to the given enquiries in one transaction, each in its history as if made one
 * by one, and keeps what each had before. Returns the record's id (for the undo) and the enquiries
 * it changed (those already so are left alone).
 */
export async function bulkChangeLeads(siteDb: Db, ids: readonly number[], change: BulkChange, actor: string, now: number): Promise<{ bulkId: number; changed: number[] }> {
  const db = leadDeskDb(siteDb);
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('enquiry').select(['id', 'status', 'owner']).where('id', 'in', [...ids]).execute();
    const before: BeforeBulk = rows.filter((row) => (change.status !== undefined && row.status !== change.status) || (change.owner !== undefined && row.owner !== change.owner)).map((row) => ({ id: Number(row.id), status: row.status, owner: row.owner }));
    for (const row of before) {
      await trx.updateTable('enquiry').set({ ...(change.status !== undefined ? { status: change.status } : {}), ...(change.owner !== undefined ? { owner: change.owner } : {}) }).where('id', '=', row.id).execute();
      if (change.status !== undefined && row.status !== change.status) await trx.insertInto('enquiry_event').values({ enquiry_id: row.id, at: now, actor, kind: 'status', value: change.status }).execute();
      if (change.owner !== undefined && row.owner !== change.owner) await trx.insertInto('enquiry_event').values({ enquiry_id: row.id, at: now, actor, kind: 'owner', value: change.owner ?? '' }).execute();
    }
    await trx.deleteFrom('enquiry_bulk').where('at', '<', now - bulkKeptMs).execute();
    const inserted = await trx.insertInto('enquiry_bulk').values({ at: now, actor, change: JSON.stringify(change), before: JSON.stringify(before), undone_at: null }).returning('id').executeTakeFirstOrThrow();
    return { bulkId: Number(inserted.id), changed: before.map((row) => row.id) };
  });
}

/**
 * Undoes a bulk change of `actor`'s within `bulkUndoMs`: each enquiry it changed gets back its
 * status and owner, unless someone changed it since (then it is left as it is now, and counted).
 * Once only. Undefined when there is no such change to undo (another's, too late, already undone).
 */
export async function undoBulkChange(siteDb: Db, bulkId: number, actor: string, now: number): Promise<{ restored: number[]; changedSince: number[] } | undefined> {
  const db = leadDeskDb(siteDb);
  return db.transaction().execute(async (trx) => {
    const bulk = await trx.selectFrom('enquiry_bulk').selectAll().where('id', '=', bulkId).where('actor', '=', actor).where('undone_at', 'is', null).where('at', '>=', now - bulkUndoMs).executeTakeFirst();
    if (!bulk) return undefined;
    const claimed = await trx.updateTable('enquiry_bulk').set({ undone_at: now }).where('id', '=', bulkId).where('undone_at', 'is', null).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return undefined;
    const change = JSON.parse(bulk.change) as BulkChange;
    const before = JSON.parse(bulk.before) as BeforeBulk;
    const restored: number[] = [];
    const changedSince: number[] = [];
    for (const row of before) {
      const current = await trx.selectFrom('enquiry').select(['status', 'owner']).where('id', '=', row.id).executeTakeFirst();
      const asLeft = current && (change.status === undefined || current.status === change.status) && (change.owner === undefined || current.owner === change.owner);
      if (!asLeft) {
        changedSince.push(row.id);
        continue;
      }
      // Only what the change changed: a status someone set since, on an owner-only change, stays.
      await trx
        .updateTable('enquiry')
        .set({ ...(change.status !== undefined ? { status: row.status } : {}), ...(change.owner !== undefined ? { owner: row.owner } : {}) })
        .where('id', '=', row.id)
        .execute();
      if (change.status !== undefined && row.status !== change.status) await trx.insertInto('enquiry_event').values({ enquiry_id: row.id, at: now, actor, kind: 'status', value: row.status }).execute();
      if (change.owner !== undefined && row.owner !== change.owner) await trx.insertInto('enquiry_event').values({ enquiry_id: row.id, at: now, actor, kind: 'owner', value: row.owner ?? '' }).execute();
      restored.push(row.id);
    }
    return { restored, changedSince };
  });
}

/** An opening marks it read for `reader` (and, the first on the desk, for the enquiry itself). */
export async function markLeadRead(db: Db, id: number, reader: string, now: number): Promise<void> {
  await db.updateTable('enquiry').set({ read_at: now }).where('id', '=', id).where('read_at', 'is', null).execute();
  await leadDeskDb(db).insertInto('enquiry_read').values({ enquiry_id: id, reader, at: now }).onConflict((conflict) => conflict.columns(['enquiry_id', 'reader']).doNothing()).execute();
}

/** Of the given enquiries, those `reader` has opened. */
export async function readBy(db: Db, ids: readonly number[], reader: string): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await leadDeskDb(db).selectFrom('enquiry_read').select('enquiry_id').where('reader', '=', reader).where('enquiry_id', 'in', [...ids]).execute();
  return new Set(rows.map((row) => Number(row.enquiry_id)));
}

/** The newest enquiry's id, 0 without any: the lead desk's live feed watches it. */
export async function newestLeadId(db: Db): Promise<number> {
  const row = await db.selectFrom('enquiry').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  return Number(row?.id ?? 0);
}

export interface Erased {
  enquiries: number;
  smsRecords: number;
  /** Steps of the contact form without scripts that held the e-mail or number (and expired ones). */
  formSteps: number;
  /** SQLite: the WAL was copied into the file and emptied (false: a reader kept it; a later checkpoint does it). */
  flushed: boolean;
}

/**
 * Whether a text a visitor typed is this person's: their e-mail (any case), or their number as
 * typed, with or without its dial code (`138 0013 8000` is `8613800138000`'s). Six digits at
 * least: a shorter run is no number.
 */
function theirs(phones: readonly string[], emails: readonly string[]) {
  return (text: string) => {
    if (emails.includes(text.trim().toLowerCase())) return true;
    const digits = text.replace(/\D/g, '');
    return digits.length >= 6 && phones.some((phone) => phone.endsWith(digits));
  };
}

/** What erasing a person (`eraseContact`) would delete now: their enquiries (newest first) and how many SMS records. */
export async function erasureOf(siteDb: Db, contact: { phone?: string; email?: string }): Promise<{ enquiries: { id: number; receivedAt: number }[]; smsRecords: number }> {
  const phone = contact.phone?.replace(/\D/g, '');
  const email = contact.email?.trim().toLowerCase();
  if (!phone && !email) return { enquiries: [], smsRecords: 0 };
  const matches = await siteDb
    .selectFrom('enquiry')
    .select(['id', 'received_at', 'phone_number'])
    .where((eb) => eb.or([...(phone ? [eb('phone_number', '=', phone)] : []), ...(email ? [eb(eb.fn('lower', ['email']), '=', email)] : [])]))
    .orderBy('received_at', 'desc')
    .execute();
  const phones = [...new Set([...(phone ? [phone] : []), ...matches.map((row) => row.phone_number)])];
  let smsRecords = 0;
  for (const table of ['sms_code', 'sms_send', 'sms_failed_check', 'sms_outbox'] as const) {
    const row = await siteDb.selectFrom(table).select((eb) => eb.fn.countAll().as('count')).where('phone_number', 'in', phones).executeTakeFirst();
    smsRecords += Number(row?.count ?? 0);
  }
  return { enquiries: matches.map((row) => ({ id: Number(row.id), receivedAt: row.received_at })), smsRecords };
}

/**
 * Erases what the site keeps about a person, on request: every enquiry with this phone number or
 * e-mail (with its history and notification attempts), every SMS record of the phone (codes,
 * sends, failed checks, the development outbox), and the no-script form's steps that hold either.
 * One transaction: all of it or nothing. Then, on SQLite, the WAL is checkpointed so that no copy
 * stays on disk (the database runs with secure_delete: deleted bytes are zeroed in the file).
 */
export async function eraseContact(database: Pick<Database, 'db' | 'engine'>, contact: { phone?: string; email?: string }, now: number): Promise<Erased> {
  const erased = await database.db.transaction().execute(async (siteTrx) => {
    const trx = leadDeskDb(siteTrx);
    const phone = contact.phone?.replace(/\D/g, '');
    const email = contact.email?.trim().toLowerCase();
    const matches = await trx
      .selectFrom('enquiry')
      .select(['id', 'phone_number', 'email'])
      .where((eb) => eb.or([...(phone ? [eb('phone_number', '=', phone)] : []), ...(email ? [eb(eb.fn('lower', ['email']), '=', email)] : [])]))
      .execute();
    const ids = matches.map((row) => Number(row.id));
    const phones = [...new Set([...(phone ? [phone] : []), ...matches.map((row) => row.phone_number)])];
    if (ids.length > 0) {
      await trx.deleteFrom('enquiry_event').where('enquiry_id', 'in', ids).execute();
      await trx.deleteFrom('enquiry_read').where('enquiry_id', 'in', ids).execute();
      await trx.deleteFrom('enquiry_notification').where('enquiry_id', 'in', ids).execute();
      await trx.deleteFrom('enquiry').where('id', 'in', ids).execute();
    }
    let smsRecords = 0;
    if (phones.length > 0) {
      for (const table of ['sms_code', 'sms_send', 'sms_failed_check', 'sms_outbox'] as const) {
        const result = await trx.deleteFrom(table).where('phone_number', 'in', phones).executeTakeFirst();
        smsRecords += Number(result.numDeletedRows);
      }
    }
    const emails = [...new Set([...(email ? [email] : []), ...matches.map((row) => row.email.trim().toLowerCase())])];
    const formSteps = await eraseFormSteps(siteTrx, theirs(phones, emails), now);
    return { enquiries: ids.length, smsRecords, formSteps };
  });
  return { ...erased, flushed: await checkpointAfterErasure(database) };
}

/** The countries enquiries came from (the inbox's country filter offers these). */
export async function leadCountries(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('enquiry').select('country_code').distinct().orderBy('country_code').execute();
  return rows.map((row) => row.country_code);
}
