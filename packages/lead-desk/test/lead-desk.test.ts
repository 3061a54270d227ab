import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEnquiry, migrateToLatest, openTestStore, type Database, type Engine, type NewEnquiry } from '@site/api/testing';
import { leadDeskDb } from '../src/lead-desk-tables.js';
import { leadsXlsx } from '../src/lead-export.js';
import { openLeadDesk } from '../src/lead-desk-store.js';
import { changeLead, eraseContact, findLead, firstOfRepeats, listLeads, markLeadRead, newestLeadId, readBy } from '../src/lead-repository.js';
import { claimRetentionDay } from '../src/retention.js';

const day = 24 * 3600_000;
const start = Date.UTC(2026, 10, 1);

const lead = (overrides: Partial<NewEnquiry>): NewEnquiry => ({
  received_at: start,
  name: 'Li Wei',
  email: 'li@example.com',
  company: 'Example Robotics',
  city: 'Shanghai',
  country_code: 'CN',
  phone_number: '8613800138000',
  remark: 'Interested in the dog',
  language: 'en',
  client_ip: '203.0.113.1',
  consent_at: start,
  privacy_policy_version: 'v1',
  notified_at: null,
  ...overrides,
});

describe.each<Engine>(['sqlite', 'postgres'])('the lead desk on %s', (engine) => {
  let database: Database;
  let cleanup: () => Promise<void>;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ({ database, cleanup } = await openTestStore(engine));
    await migrateToLatest(database);
    await openLeadDesk(database);
    ids.first = await insertEnquiry(database.db, lead({}));
    ids.repeat = await insertEnquiry(database.db, lead({ received_at: start + 10 * day, phone_number: '8613900139000', email: 'LI@example.com', remark: 'again' }));
    ids.late = await insertEnquiry(database.db, lead({ received_at: start + 45 * day, remark: 'much later' }));
    ids.other = await insertEnquiry(database.db, lead({ received_at: start + 2 * day, name: 'Anna 100%', email: 'anna@example.org', phone_number: '4915112345678', country_code: 'DE', company: 'Acme_GmbH' }));
    for (const table of ['sms_send', 'sms_failed_check'] as const) {
      await database.db.insertInto(table).values({ phone_number: '8613800138000', ...(table === 'sms_send' ? { client_ip: 'x', sent_at: start } : { failed_at: start }) } as never).execute();
    }
  });
  afterAll(async () => cleanup());

  it('lists newest first and filters by status, country, dates, owner and text (wildcards taken literally)', async () => {
    const names = async (filter: Parameters<typeof listLeads>[1]) => (await listLeads(database.db, filter)).map((row) => Number(row.id));
    expect(await names({})).toEqual([ids.late, ids.repeat, ids.other, ids.first]);
    expect(await names({ country: 'DE' })).toEqual([ids.other]);
    expect(await names({ from: start + day, until: start + 11 * day })).toEqual([ids.repeat, ids.other]);
    expect(await names({ q: '100%' })).toEqual([ids.other]);
    expect(await names({ q: 'acme_' })).toEqual([ids.other]);
    expect(await names({ q: '1%' })).toEqual([]);
    expect(await names({ q: '139001' })).toEqual([ids.repeat]);
    expect(await names({ owner: 'none' })).toHaveLength(4);
    expect(await newestLeadId(database.db)).toBe(ids.other);
  });

  it('shows a repeat within 30 days with the first, by phone or e-mail', async () => {
    const rows = await listLeads(database.db, {});
    const firsts = await firstOfRepeats(database.db, rows);
    expect(firsts.get(ids.repeat!)).toBe(ids.first);
    expect(firsts.has(ids.first!)).toBe(false);
    // 45 days later is a new lead; 35 days after the repeat is outside its window too.
    expect(firsts.has(ids.late!)).toBe(false);
    expect((await findLead(database.db, ids.repeat!))!.related.map((row) => Number(row.id))).toEqual([ids.first]);
  });

  it('keeps every change of status and owner, and each note, in the lead history', async () => {
    expect(await changeLead(database.db, ids.first!, { owner: 'sam', status: 'contacted', note: 'Called, sending a quote' }, 'sam', start + day)).toBe(true);
    expect(await changeLead(database.db, ids.first!, { status: 'contacted' }, 'sam', start + 2 * day)).toBe(true);
    await markLeadRead(database.db, ids.first!, 'sam', start + day);
    await markLeadRead(database.db, ids.first!, 'sam', start + 3 * day);
    // "Unread" is each person's: sam has opened it, sue has not.
    expect(await readBy(database.db, [ids.first!, ids.repeat!], 'sam')).toEqual(new Set([ids.first]));
    expect(await readBy(database.db, [ids.first!], 'sue')).toEqual(new Set());
    const detail = (await findLead(database.db, ids.first!))!;
    expect(detail.enquiry).toMatchObject({ status: 'contacted', owner: 'sam', read_at: start + day });
    expect(detail.events.map((event) => [event.kind, event.value])).toEqual([
      ['status', 'contacted'],
      ['owner', 'sam'],
      ['note', 'Called, sending a quote'],
    ]);
    expect(await listLeads(database.db, { owner: 'sam', status: 'contacted' })).toHaveLength(1);
    expect(await changeLead(database.db, 999_999, { status: 'won' }, 'sam', start)).toBe(false);
  });

  it('writes an XLSX whose cells are text, formulas included', async () => {
    const rows = await listLeads(database.db, {});
    rows[0]!.remark = '=HYPERLINK("http://x")';
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await leadsXlsx(rows)) as never);
    const sheet = workbook.getWorksheet('enquiries')!;
    expect(sheet.rowCount).toBe(rows.length + 1);
    const remarkColumn = (sheet.getRow(1).values as string[]).indexOf('remark');
    const cell = sheet.getRow(2).getCell(remarkColumn);
    expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
    expect(cell.text).toBe('=HYPERLINK("http://x")');
  });

  it('erases a person: their enquiries with history, and their SMS records, by phone or e-mail', async () => {
    const erased = await eraseContact(database, { phone: '+86 138 0013 8000' }, start);
    expect(erased).toEqual({ enquiries: 2, smsRecords: 2, formSteps: 0, flushed: true });
    expect((await listLeads(database.db, {})).map((row) => Number(row.id))).toEqual([ids.repeat, ids.other]);
    expect(await leadDeskDb(database.db).selectFrom('enquiry_event').selectAll().execute()).toEqual([]);
    expect((await eraseContact(database, { email: 'Li@Example.com' }, start)).enquiries).toBe(1);
  });

  it('claims a day of retention once, whoever asks', async () => {
    const claims = await Promise.all([1, 2, 3].map(() => claimRetentionDay(database.db, start)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimRetentionDay(database.db, start + 3600_000)).toBe(false);
    expect(await claimRetentionDay(database.db, start + day)).toBe(true);
  });
});
