import type { DatabaseSchema } from '@site/api';
import type { Kysely } from 'kysely';
import { leadDeskDb } from './lead-desk-tables.js';
import { assignmentActor, defaultLeadSettings, type LeadSettings } from './lead-statuses.js';

type Db = Kysely<DatabaseSchema>;

const settingsKey = 'settings';
/** The newest enquiry the assignment has looked at: those after it are new to it. */
const throughKey = 'assigned-through';
const dayMs = 24 * 3600_000;

export async function readLeadSettings(siteDb: Db): Promise<LeadSettings> {
  const row = await leadDeskDb(siteDb).selectFrom('lead_desk_setting').select('value').where('key', '=', settingsKey).executeTakeFirst();
  if (!row) return defaultLeadSettings;
  try {
    return { ...defaultLeadSettings, ...(JSON.parse(row.value) as Partial<LeadSettings>) };
  } catch {
    // A torn value reads as the defaults (nothing assigned on its own) until an admin saves again.
    return defaultLeadSettings;
  }
}

/**
 * Saves the settings. Turning assignment on starts from the newest enquiry now: those already in the
 * inbox keep their owners (or none), only new ones are given out.
 */
export async function writeLeadSettings(siteDb: Db, settings: LeadSettings): Promise<void> {
  const db = leadDeskDb(siteDb);
  await db.transaction().execute(async (trx) => {
    const before = await readLeadSettings(trx as unknown as Db);
    const put = (key: string, value: string) =>
      trx
        .insertInto('lead_desk_setting')
        .values({ key, value })
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
        .execute();
    await put(settingsKey, JSON.stringify(settings));
    if (before.assignment === 'off' && settings.assignment !== 'off') {
      const newest = await trx.selectFrom('enquiry').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
      await put(throughKey, String(Number(newest?.id ?? 0)));
    }
  });
}

/** Who gets an enquiry from `country`: its country's salesperson, else the one on duty given the fewest today (in their listed order on a tie). */
function ownerFor(settings: LeadSettings, country: string, given: Map<string, number>, people: ReadonlySet<string>): string | undefined {
  const named = settings.assignment === 'country' ? settings.byCountry[country] : undefined;
  if (named && people.has(named)) return named;
  const onDuty = settings.onDuty.filter((name) => people.has(name));
  if (onDuty.length === 0) return undefined;
  return onDuty.reduce((best, name) => ((given.get(name) ?? 0) < (given.get(best) ?? 0) ? name : best));
}

/**
 * Gives the enquiries that arrived since the last run an owner, by the settings: each one once,
 * however many back offices run (they take the next enquiries by moving the mark with a compare and
 * set), only if still nobody's, each in its history under "lead assignment". `people`: the names an
 * enquiry may go to (sales users and admins). Returns what was given to whom.
 */
export async function assignNewLeads(siteDb: Db, people: ReadonlySet<string>, now: number): Promise<{ id: number; owner: string }[]> {
  const settings = await readLeadSettings(siteDb);
  if (settings.assignment === 'off') return [];
  const db = leadDeskDb(siteDb);
  const mark = await db.selectFrom('lead_desk_setting').select('value').where('key', '=', throughKey).executeTakeFirst();
  if (!mark) {
    // Settings written some other way than writeLeadSettings: start from the newest enquiry now.
    const newest = await db.selectFrom('enquiry').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
    await db.insertInto('lead_desk_setting').values({ key: throughKey, value: String(Number(newest?.id ?? 0)) }).onConflict((conflict) => conflict.column('key').doNothing()).execute();
    return [];
  }
  const through = Number(mark.value);
  const arrived = await db.selectFrom('enquiry').select(['id', 'owner', 'status', 'country_code']).where('id', '>', through).orderBy('id').limit(100).execute();
  if (arrived.length === 0) return [];
  const last = Number(arrived.at(-1)!.id);
  const claimed = await db.updateTable('lead_desk_setting').set({ value: String(last) }).where('key', '=', throughKey).where('value', '=', String(through)).executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return [];
  // Today's automatic assignments so far, per person: the fewest gets the next.
  const today = await db.selectFrom('enquiry_event').select(['value']).where('actor', '=', assignmentActor).where('kind', '=', 'owner').where('at', '>=', now - dayMs).execute();
  const given = new Map<string, number>();
  for (const row of today) given.set(row.value, (given.get(row.value) ?? 0) + 1);
  const assigned: { id: number; owner: string }[] = [];
  for (const enquiry of arrived) {
    if (enquiry.owner !== null || enquiry.status !== 'new') continue;
    const owner = ownerFor(settings, enquiry.country_code, given, people);
    if (!owner) continue;
    const id = Number(enquiry.id);
    await db.transaction().execute(async (trx) => {
      const taken = await trx.updateTable('enquiry').set({ owner }).where('id', '=', id).where('owner', 'is', null).executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 0) return;
      await trx.insertInto('enquiry_event').values({ enquiry_id: id, at: now, actor: assignmentActor, kind: 'owner', value: owner }).execute();
      given.set(owner, (given.get(owner) ?? 0) + 1);
      assigned.push({ id, owner });
    });
  }
  return assigned;
}
