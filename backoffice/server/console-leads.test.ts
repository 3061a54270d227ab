// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { FormStepStore } from '@site/api';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { AuditEntry, LiveChange } from '@site/console-contract/releases';
import type { LeadDetails, LeadList } from '@site/console-contract/leads';
import { visibleTo } from './live-streams.js';
import { consoleSite, password, signIn, type ConsoleSite } from './test-support.js';

let site: ConsoleSite;
beforeEach(async () => {
  site = await consoleSite();
  for (const [name, role] of [['alice', 'admin'], ['rick', 'releaser'], ['vera', 'viewer'], ['sam', 'sales'], ['sue', 'sales'], ['eddie', 'editor']] as const) await site.users.add(name, role, password);
});
afterEach(() => site.close());

const day = 24 * 3600_000;
let seq = 0;
/** An enquiry as the site stores it, `ago` ms before the clock. */
async function enquiry(fields: { name?: string; email?: string; phone?: string; company?: string; country?: string; ago?: number } = {}): Promise<number> {
  seq++;
  const at = site.clock.now - (fields.ago ?? 0);
  const row = await site.database.db
    .insertInto('enquiry')
    .values({
      received_at: at,
      name: fields.name ?? `Visitor ${seq}`,
      email: fields.email ?? `visitor${seq}@example.com`,
      company: fields.company ?? 'Acme Robotics',
      city: 'Shenzhen',
      country_code: fields.country ?? 'CN',
      phone_number: fields.phone ?? `861380000${String(seq).padStart(4, '0')}`,
      remark: 'We would like 20 units.',
      language: 'en',
      client_ip: '203.0.113.9',
      consent_at: at,
      privacy_policy_version: '2026-01',
      notified_at: null,
      owner: null,
      read_at: null,
      policy_language: 'en',
      source_path: '/en/contact',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const auditOf = async (action: string): Promise<AuditEntry[]> =>
  (await site.trail()).filter((event) => event.action === action).map((event) => ({ ...event, at: new Date(event.at).toISOString() }));

describe('the lead desk, for sales and admins only', () => {
  test('a releaser, a viewer and an editor are refused every lead-desk call; sales and admins are served', async () => {
    const { app } = await site.instance();
    const id = await enquiry();
    for (const name of ['rick', 'vera', 'eddie']) {
      const user = await signIn(app, name);
      const calls = [
        { method: 'GET' as const, url: '/console/api/enquiries' },
        { method: 'GET' as const, url: '/console/api/enquiries/export?format=csv' },
        { method: 'GET' as const, url: '/console/api/enquiries/export?format=xlsx' },
        { method: 'GET' as const, url: `/console/api/enquiries/${id}` },
        { method: 'PATCH' as const, url: `/console/api/enquiries/${id}`, payload: { status: 'contacted' } },
        { method: 'POST' as const, url: `/console/api/enquiries/${id}/notify`, payload: {} },
        { method: 'POST' as const, url: '/console/api/enquiries/erase', payload: { phone: '8613800000001' } },
      ];
      for (const call of calls) expect((await app.inject({ ...call, headers: user.headers })).statusCode, `${name} ${call.method} ${call.url}`).toBe(403);
    }
    for (const name of ['sam', 'alice']) expect((await app.inject({ url: '/console/api/enquiries', headers: (await signIn(app, name)).headers })).statusCode).toBe(200);
    expect((await app.inject({ url: '/console/api/enquiries' })).statusCode).toBe(401);
    // Erasing is an admin's alone.
    const sam = await signIn(app, 'sam');
    expect((await app.inject({ method: 'POST', url: '/console/api/enquiries/erase', headers: sam.headers, payload: { phone: '8613800000001' } })).statusCode).toBe(403);
    expect(await site.database.db.selectFrom('enquiry').select('id').execute()).toHaveLength(1);
  });
});

describe('the inbox', () => {
  test('newest first, unread marked, filters, repeats shown with the first', async () => {
    const { app } = await site.instance();
    const first = await enquiry({ name: 'Li Wei', phone: '8613912345678', ago: 10 * day });
    const other = await enquiry({ name: 'Anna Schmidt', email: 'anna@example.de', country: 'DE', company: 'Roboter GmbH', ago: 5 * day });
    const repeat = await enquiry({ name: 'Li Wei', phone: '8613912345678', ago: 1 * day });
    const sam = await signIn(app, 'sam');
    const list = async (query = '') => (await app.inject({ url: `/console/api/enquiries${query}`, headers: sam.headers })).json<LeadList>();

    const all = await list();
    expect(all.items.map((lead) => lead.id)).toEqual([repeat, other, first]);
    expect(all.items.every((lead) => lead.unread)).toBe(true);
    expect(all.items.find((lead) => lead.id === repeat)?.repeatOf).toBe(first);
    expect(all.items.find((lead) => lead.id === other)?.repeatOf).toBeNull();
    expect(all.owners).toEqual(['alice', 'sam', 'sue']);
    expect(all.countries).toEqual(['CN', 'DE']);

    expect((await list('?q=schmidt')).items.map((lead) => lead.id)).toEqual([other]);
    expect((await list('?q=GMBH')).items.map((lead) => lead.id)).toEqual([other]);
    expect((await list('?q=13912345678')).items.map((lead) => lead.id)).toEqual([repeat, first]);
    expect((await list('?q=%25')).items).toEqual([]);
    expect((await list('?country=de')).items.map((lead) => lead.id)).toEqual([other]);
    const since = new Date(site.clock.now - 6 * day).toISOString();
    expect((await list(`?from=${since}`)).items.map((lead) => lead.id)).toEqual([repeat, other]);
    expect((await list('?status=contacted')).items).toEqual([]);
    expect((await list('?owner=none')).items).toHaveLength(3);
    expect((await app.inject({ url: '/console/api/enquiries?status=nonsense', headers: sam.headers })).statusCode).toBe(400);
  });

  test('a page of rows holding what a row shows (no e-mail, phone, city or message), 50 by default and 100 at most', async () => {
    const { app } = await site.instance();
    for (let index = 0; index < 60; index++) await enquiry({ ago: index * 1000 });
    const sam = await signIn(app, 'sam');
    const list = async (query = '') => app.inject({ url: `/console/api/enquiries${query}`, headers: sam.headers });
    const first = (await list()).json<LeadList>();
    expect([first.items.length, first.page, first.pageSize, first.total]).toEqual([50, 1, 50, 60]);
    for (const item of first.items) expect(Object.keys(item).sort()).toEqual(['company', 'countryCode', 'id', 'name', 'owner', 'receivedAt', 'repeatOf', 'status', 'unread']);
    expect((await list()).body).not.toMatch(/@example\.com|86138|Shenzhen|20 units/);
    const second = (await list('?page=2')).json<LeadList>();
    expect(second.items).toHaveLength(10);
    expect(second.items.every((item) => !first.items.some((other) => other.id === item.id))).toBe(true);
    expect((await list('?pageSize=100')).json<LeadList>().items).toHaveLength(60);
    expect((await list('?pageSize=101')).statusCode).toBe(400);
    expect((await list('?pageSize=500')).statusCode).toBe(400);
    expect((await list('?page=0')).statusCode).toBe(400);
  });

  test("each read of the inbox is audited with its page, filter and the enquiries' numbers, a page's own refresh too; an identical read within 5 minutes is one entry", async () => {
    const { app } = await site.instance();
    const older = await enquiry({ name: 'Zhang San', ago: 1000 });
    const newer = await enquiry({ name: 'Li Si' });
    const sam = await signIn(app, 'sam');
    const read = (query: string, headers = sam.headers) => app.inject({ url: `/console/api/enquiries${query}`, headers });
    await read('?q=zhang%40example.cn');
    await read('', { ...sam.headers, 'x-console-background': '1' });
    await read('');
    await read('?pageSize=1&page=2');
    site.clock.now += 5 * 60_000 + 1;
    await read('', { ...sam.headers, 'x-console-background': '1' });
    const entries = await auditOf('lead-list');
    expect(entries.map(({ actor, to, check }) => [actor, to, check])).toEqual([
      ['sam', 'page 1, q=(text)', 'passed: 0 of 0'],
      ['sam', 'page 1, no filter', `passed: 2 of 2: #${newer} #${older}`],
      ['sam', 'page 2, no filter', `passed: 1 of 2: #${older}`],
      ['sam', 'page 1, no filter', `passed: 2 of 2: #${newer} #${older}`],
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/Zhang|Li Si|zhang@/);
  });

  test('every opening marks it read and is audited by its number alone, whatever its headers; one user\'s openings within 5 minutes are one entry', async () => {
    const { app } = await site.instance();
    const id = await enquiry({ name: 'Zhang San', email: 'zhang@example.cn', phone: '8613700001111' });
    const sam = await signIn(app, 'sam');
    const open = (headers: Record<string, string>) => app.inject({ url: `/console/api/enquiries/${id}`, headers });
    // Sent as a page's own refresh: still an opening, read and audited.
    const details = (await open({ ...sam.headers, 'x-console-background': '1' })).json<LeadDetails>();
    expect(details.lead).toMatchObject({ id, name: 'Zhang San', sourcePath: '/en/contact', language: 'en', policyVersion: '2026-01', policyLanguage: 'en', phoneVerified: true, unread: true });
    expect((await app.inject({ url: '/console/api/enquiries', headers: sam.headers })).json<LeadList>().items[0]?.unread).toBe(false);
    expect(await auditOf('lead-open')).toHaveLength(1);
    await open(sam.headers);
    site.clock.now += 4 * 60_000;
    await open({ ...sam.headers, 'x-console-background': '1' });
    expect(await auditOf('lead-open')).toHaveLength(1);
    site.clock.now += 60_000 + 1;
    await open({ ...sam.headers, 'x-console-background': '1' });
    await open((await signIn(app, 'sue')).headers);
    const opened = await auditOf('lead-open');
    expect(opened.map(({ actor, remote, to }) => [actor, remote, to])).toEqual([
      ['sam', 'leads', String(id)],
      ['sam', 'leads', String(id)],
      ['sue', 'leads', String(id)],
    ]);
    expect(JSON.stringify(opened)).not.toMatch(/Zhang|zhang@|13700001111/);
    expect((await app.inject({ url: '/console/api/enquiries/99999', headers: sam.headers })).statusCode).toBe(404);
  });

  test("an enquiry's repeats come as rows: none of their contact details", async () => {
    const { app } = await site.instance();
    const first = await enquiry({ phone: '8613912340000', email: 'first@example.cn', ago: day });
    const repeat = await enquiry({ phone: '8613912340000', email: 'second@example.cn' });
    const sam = await signIn(app, 'sam');
    const details = (await app.inject({ url: `/console/api/enquiries/${repeat}`, headers: sam.headers })).json<LeadDetails>();
    expect(details.related.map((row) => row.id)).toEqual([first]);
    expect(JSON.stringify(details.related)).not.toMatch(/first@|13912340000/);
  });
});

describe('the pipeline', () => {
  test('status, owner and notes are kept in the history; the owner is a sales user', async () => {
    const { app } = await site.instance();
    const id = await enquiry();
    const sam = await signIn(app, 'sam');
    const patch = (payload: object, headers = sam.headers) => app.inject({ method: 'PATCH', url: `/console/api/enquiries/${id}`, headers, payload });
    expect((await patch({ owner: 'rick' })).statusCode).toBe(400);
    expect((await patch({ status: 'contacted' }, { cookie: sam.cookie })).statusCode).toBe(403);
    const changed = (await patch({ status: 'contacted', owner: 'sue', note: 'Called: sends drawings on Monday.' })).json<LeadDetails>();
    expect(changed.lead).toMatchObject({ status: 'contacted', owner: 'sue' });
    expect(changed.history.map(({ actor, kind, value }) => ({ actor, kind, value }))).toEqual([
      { actor: 'sam', kind: 'status', value: 'contacted' },
      { actor: 'sam', kind: 'owner', value: 'sue' },
      { actor: 'sam', kind: 'note', value: 'Called: sends drawings on Monday.' },
    ]);
    site.clock.now += 1000;
    const unowned = (await patch({ owner: '' })).json<LeadDetails>();
    expect(unowned.lead.owner).toBeNull();
    expect(unowned.history.at(-1)).toMatchObject({ kind: 'owner', value: '' });
    const sue = await signIn(app, 'sue');
    expect((await app.inject({ url: '/console/api/enquiries?owner=sue', headers: sue.headers })).json<LeadList>().items).toEqual([]);
    expect(await auditOf('lead-update')).toHaveLength(2);
  });

  test('retry now answers 409 when no channel is configured', async () => {
    const { app } = await site.instance();
    const id = await enquiry();
    const sam = await signIn(app, 'sam');
    const retry = await app.inject({ method: 'POST', url: `/console/api/enquiries/${id}/notify`, headers: sam.headers, payload: {} });
    expect([retry.statusCode, retry.json().error.code]).toEqual([409, 'CONSOLE.REFUSED']);
  });
});

describe('exports and erasure', () => {
  test('CSV and XLSX of the filtered list, each export audited with its rows and filter, never the searched text', async () => {
    const { app } = await site.instance();
    await enquiry({ name: '=HYPERLINK("http://evil")', company: 'Formula Ltd' });
    await enquiry({ name: '王小明', company: '深圳机器人' });
    const sam = await signIn(app, 'sam');
    const csv = await app.inject({ url: '/console/api/enquiries/export?format=csv&q=Formula', headers: sam.headers });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="enquiries-.*\.csv"/);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv.body).not.toContain('203.0.113.9');

    const xlsx = await app.inject({ url: '/console/api/enquiries/export?format=xlsx&lang=en&tz=Asia/Shanghai', headers: sam.headers });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const cells = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1).map((value) => (typeof value === 'object' && value && 'richText' in value ? (value as { richText: { text: string }[] }).richText.map((part) => part.text).join('') : String(value)));
    expect(sheet.rowCount).toBe(3);
    expect(cells(1)).toContain('Name');
    const names = [cells(2), cells(3)].map((row) => row[cells(1).indexOf('Name')]);
    expect(names).toEqual(['王小明', '=HYPERLINK("http://evil")']);
    // Written as text: a formula in a name stays text in the spreadsheet.
    expect(sheet.getRow(3).getCell(cells(1).indexOf('Name') + 1).formula).toBeUndefined();

    const exports = await auditOf('lead-export');
    expect(exports.map((entry) => entry.check)).toEqual(['passed: 1 rows as csv, q=(text)', 'passed: 2 rows as xlsx, no filter']);
    expect(JSON.stringify(exports)).not.toContain('Formula');
  });

  test('exports speak the reader\'s language: headers, statuses and countries as words, times as real dates on their clock, the notes, a frozen header with a filter', async () => {
    site.clock.now = Date.parse('2026-11-29T06:30:00Z');
    const { app } = await site.instance();
    const id = await enquiry({ name: 'Kenji', country: 'JP', ago: 0 });
    const sam = await signIn(app, 'sam');
    await app.inject({ method: 'PATCH', url: `/console/api/enquiries/${id}`, headers: sam.headers, payload: { status: 'contacted', note: 'Sent the price list' } });
    const sheetOf = async (query: string) => {
      const answer = await app.inject({ url: `/console/api/enquiries/export?format=xlsx&${query}`, headers: sam.headers });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
      return workbook.worksheets[0]!;
    };
    const text = (value: unknown) => (typeof value === 'object' && value && 'richText' in value ? (value as { richText: { text: string }[] }).richText.map((part) => part.text).join('') : value);
    const row = (sheet: ExcelJS.Worksheet, n: number) => (sheet.getRow(n).values as unknown[]).slice(1).map(text);

    const chinese = await sheetOf('lang=zh&tz=Asia/Shanghai');
    expect(chinese.name).toBe('询盘');
    const headers = row(chinese, 1);
    expect(headers.slice(0, 4)).toEqual(['编号', '收到时间', '状态', '负责人']);
    const cells = row(chinese, 2);
    const at = (header: string) => cells[headers.indexOf(header)];
    // 06:30 UTC is 14:30 in Shanghai: a date cell showing the reader's clock.
    expect(at('收到时间')).toEqual(new Date('2026-11-29T14:30:00Z'));
    expect(chinese.getRow(2).getCell(2).numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(at('状态')).toBe('已联系');
    expect(at('国家/地区')).toBe('日本');
    expect(at('备注')).toBe('2026-11-29 14:30 sam: Sent the price list');
    expect(chinese.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(chinese.autoFilter).toBeTruthy();

    const english = await sheetOf('lang=en&tz=America/New_York');
    const enHeaders = row(english, 1);
    const enCells = row(english, 2);
    expect(enCells[enHeaders.indexOf('Received')]).toEqual(new Date('2026-11-29T01:30:00Z'));
    expect(enCells[enHeaders.indexOf('Status')]).toBe('Contacted');
    expect(enCells[enHeaders.indexOf('Country')]).toBe('Japan');
    expect((await app.inject({ url: '/console/api/enquiries/export?format=csv&tz=Mars/Olympus', headers: sam.headers })).statusCode).toBe(400);
  });

  test('an admin erases a phone number: its enquiries, their history and notifications, its SMS records; the audit entry names no one', async () => {
    const { app } = await site.instance();
    const phone = '8613812345678';
    const a = await enquiry({ phone, email: 'first@example.com' });
    await enquiry({ phone, email: 'second@example.com' });
    const kept = await enquiry();
    const { db } = site.database;
    await db.insertInto('enquiry_event').values({ enquiry_id: a, at: site.clock.now, actor: 'sam', kind: 'note', value: 'called' }).execute();
    await db.insertInto('enquiry_notification').values({ enquiry_id: a, at: site.clock.now, channel: 'webhook', ok: 1, error: null }).execute();
    await db.insertInto('sms_send').values({ phone_number: phone, client_ip: '203.0.113.9', sent_at: site.clock.now }).execute();
    await db.insertInto('sms_outbox').values({ phone_number: phone, code: '123456', sent_at: site.clock.now }).execute();
    const alice = await signIn(app, 'alice');
    // Before: what erasing the person behind an enquiry would delete, for the confirmation (admins only).
    const preview = await app.inject({ url: `/console/api/enquiries/${a}/erasure`, headers: alice.headers });
    expect(preview.json()).toMatchObject({ phone, email: 'first@example.com', smsRecords: 2 });
    expect(preview.json<{ enquiries: { id: number }[] }>().enquiries.map((item) => item.id).sort()).toEqual([a, a + 1]);
    expect((await app.inject({ url: `/console/api/enquiries/${a}/erasure`, headers: (await signIn(app, 'sam')).headers })).statusCode).toBe(403);
    expect((await db.selectFrom('enquiry').select('id').execute())).toHaveLength(3);
    expect((await app.inject({ method: 'POST', url: '/console/api/enquiries/erase', headers: alice.headers, payload: {} })).statusCode).toBe(400);
    const erased = await app.inject({ method: 'POST', url: '/console/api/enquiries/erase', headers: alice.headers, payload: { phone: `+${phone}` } });
    expect(erased.json()).toEqual({ enquiries: 2, smsRecords: 2 });
    expect((await db.selectFrom('enquiry').select('id').execute()).map((row) => Number(row.id))).toEqual([kept]);
    for (const table of ['enquiry_event', 'enquiry_notification', 'sms_send', 'sms_outbox'] as const) expect(await db.selectFrom(table).selectAll().execute(), table).toEqual([]);
    const entries = await auditOf('lead-erase');
    expect(entries).toHaveLength(1);
    expect(entries[0]?.check).toBe('passed: 2 enquiries, 2 SMS records and 0 form steps erased by phone');
    expect(JSON.stringify(entries)).not.toMatch(/13812345678|first@|second@/);
  });
});

describe('an erasure on disk', () => {
  /** The raw bytes of the SQLite file and its WAL, as `strings` would read them. */
  const onDisk = () => {
    const file = site.database.file!;
    return [file, `${file}-wal`].map((path) => (existsSync(path) ? readFileSync(path).toString('latin1') : '')).join('\n');
  };

  test('erasing by e-mail leaves neither the e-mail nor the number in the database file or its WAL, the no-script form steps included', async () => {
    const { app } = await site.instance();
    const email = 'erase.me.7f3a@unique.example';
    const phone = '8613912377777';
    await enquiry({ email, phone, name: 'Wipe Zhao' });
    // The contact form without scripts keeps its page states (the visitor's values) for half an hour.
    const steps = new FormStepStore(site.database.db, () => site.clock.now);
    const values = { name: 'Wipe Zhao', email: ` ${email.toUpperCase()} `, country: 'CN+86', phone: '139 1237 7777', remark: 'Please call.' };
    await steps.create(FormStepStore.newOwner(), JSON.stringify({ page: 'contact', state: { step: { step: 'confirm', values, errors: {} } } }));
    const other = await steps.create(FormStepStore.newOwner(), JSON.stringify({ page: 'contact', state: { step: { step: 'form', values: { email: 'someone@else.example', phone: '13800000000' } } } }));
    expect(onDisk()).toContain(email);
    expect(onDisk()).toContain('13912377777');

    const alice = await signIn(app, 'alice');
    const erased = await app.inject({ method: 'POST', url: '/console/api/enquiries/erase', headers: alice.headers, payload: { email } });
    expect(erased.json()).toEqual({ enquiries: 1, smsRecords: 0 });
    expect((await site.database.db.selectFrom('form_step').select('id').execute()).map((row) => row.id)).toEqual([other.id]);
    const bytes = onDisk();
    for (const trace of [email, email.toUpperCase(), '13912377777', '139 1237 7777', 'Wipe Zhao']) expect(bytes, trace).not.toContain(trace);
    expect((await auditOf('lead-erase'))[0]?.check).toBe('passed: 1 enquiries, 0 SMS records and 1 form steps erased by e-mail');
  });
});

describe('the live feed', () => {
  const leadEntry: AuditEntry = { at: '2026-11-27T10:00:00.000Z', actor: 'sam', remote: 'leads', action: 'lead-open', from: null, to: '7', check: 'passed' };
  const releaseEntry: AuditEntry = { at: '2026-11-27T10:00:00.000Z', actor: 'rick', remote: 'parts', action: 'activate', from: '1.0.0', to: '1.1.0', check: 'passed' };
  const change: LiveChange = { entries: [leadEntry, releaseEntry], newLead: 8 };

  test('each user hears of their own sections only', () => {
    expect(visibleTo(['viewer'], change)).toEqual({ entries: [releaseEntry] });
    expect(visibleTo(['sales'], change)).toEqual({ entries: [leadEntry], newLead: 8 });
    expect(visibleTo(['editor'], change)).toBeUndefined();
    expect(visibleTo(['admin'], change)).toEqual(change);
  });

  test('a new enquiry reaches an open stream of a salesperson', async () => {
    const { app, services } = await site.instance();
    const sam = await signIn(app, 'sam');
    const session = await services.sessions.find(sam.cookie.split('=')[1], { touch: false });
    const heard: LiveChange[] = [];
    const close = await services.streams.open({ tokenHash: session!.tokenHash, user: 'sam', roles: 'sales', send: (sent) => heard.push(sent), end: () => {} });
    const id = await enquiry();
    await expect.poll(() => heard.map((sent) => sent.newLead), { timeout: 5000 }).toContain(id);
    close();
  });
});

describe('views', () => {
  test('each view holds what its name says, for the signed-in salesperson, counted together with the list', async () => {
    // Sunday 2026-11-29 12:00 in Shanghai: the week began on Monday the 23rd.
    site.clock.now = Date.parse('2026-11-29T12:00:00+08:00');
    const { app } = await site.instance();
    const sam = await signIn(app, 'sam');
    const fresh = await enquiry({ name: 'Fresh', ago: 3_600_000 });
    const waiting = await enquiry({ name: 'Waiting', ago: 2 * day });
    const contacted = await enquiry({ name: 'Contacted', ago: 3 * day });
    const lastWeek = await enquiry({ name: 'Last week', ago: 7 * day });
    const sues = await enquiry({ name: "Sue's", ago: 2 * day });
    const change = (id: number, payload: object, who = sam) => app.inject({ method: 'PATCH', url: `/console/api/enquiries/${id}`, headers: who.headers, payload });
    for (const id of [fresh, waiting, contacted, lastWeek]) expect((await change(id, { owner: 'sam' })).statusCode).toBe(200);
    expect((await change(contacted, { status: 'contacted' })).statusCode).toBe(200);
    expect((await change(lastWeek, { status: 'won' })).statusCode).toBe(200);
    expect((await change(sues, { owner: 'sue' })).statusCode).toBe(200);

    const view = async (name: string) => (await app.inject({ url: `/console/api/enquiries?view=${name}`, headers: { cookie: sam.cookie } })).json<LeadList>();
    const names = async (name: string) => (await view(name)).items.map((item) => item.name);
    expect(await names('new')).toEqual(['Fresh', "Sue's", 'Waiting']);
    expect(await names('mine')).toEqual(['Fresh', 'Waiting', 'Contacted']);
    expect(await names('waiting')).toEqual(['Waiting']);
    expect(await names('week')).toEqual(['Fresh', "Sue's", 'Waiting', 'Contacted']);
    expect((await view('all')).views).toEqual({ all: 5, new: 3, mine: 3, waiting: 1, week: 4 });
    // A view goes with the other filters, and is in the audit's words.
    expect((await app.inject({ url: '/console/api/enquiries?view=mine&q=wait', headers: { cookie: sam.cookie } })).json<LeadList>().items.map((item) => item.name)).toEqual(['Waiting']);
    expect((await auditOf('lead-list')).map((entry) => entry.to)).toContain('page 1, view=mine q=(text)');
    expect((await app.inject({ url: '/console/api/enquiries?view=nobody', headers: { cookie: sam.cookie } })).statusCode).toBe(400);
  });
});

describe('bulk changes', () => {
  test('ten enquiries assigned at once, each in its history, one audit entry; undone within seconds by whoever made it, once, leaving what was changed since', async () => {
    const { app } = await site.instance();
    const sam = await signIn(app, 'sam');
    const sue = await signIn(app, 'sue');
    const ids = [];
    for (let i = 0; i < 10; i++) ids.push(await enquiry({ name: `Bulk ${i}` }));
    const bulk = (who: typeof sam, payload: object) => app.inject({ method: 'POST', url: '/console/api/enquiries/bulk', headers: who.headers, payload });
    expect((await bulk(sam, { ids, owner: 'nobody-here' })).statusCode).toBe(400);
    expect((await bulk(sam, { ids })).statusCode).toBe(400);
    expect((await bulk(sam, { ids: Array.from({ length: 101 }, (_, i) => i + 1), owner: 'sam' })).statusCode).toBe(400);
    const done = await bulk(sam, { ids, owner: 'sam', status: 'contacted' });
    expect(done.statusCode).toBe(200);
    const { bulkId, changed } = done.json<{ bulkId: number; changed: number[] }>();
    expect([...changed].sort((a, b) => a - b)).toEqual(ids);
    const details = async (id: number) => (await app.inject({ url: `/console/api/enquiries/${id}`, headers: { cookie: sam.cookie } })).json<LeadDetails>();
    expect((await details(ids[0]!)).lead).toMatchObject({ owner: 'sam', status: 'contacted' });
    expect((await details(ids[0]!)).history.map((event) => `${event.kind} ${event.value}`)).toEqual(['status contacted', 'owner sam']);
    expect((await auditOf('lead-bulk')).map((entry) => entry.check)).toEqual([`passed: status contacted, owner sam for 10 of 10: ${changed.map((id) => `#${id}`).join(' ')}`]);

    // Someone moves one on meanwhile: the undo leaves it as they left it.
    await app.inject({ method: 'PATCH', url: `/console/api/enquiries/${ids[9]}`, headers: sue.headers, payload: { status: 'won' } });
    const undo = (who: typeof sam) => app.inject({ method: 'POST', url: `/console/api/enquiries/bulk/${bulkId}/undo`, headers: who.headers });
    expect((await undo(sue)).statusCode).toBe(409);
    const undone = await undo(sam);
    expect(undone.json<{ restored: number[]; changedSince: number[] }>().changedSince).toEqual([ids[9]]);
    expect(undone.json<{ restored: number[] }>().restored).toHaveLength(9);
    expect((await details(ids[0]!)).lead).toMatchObject({ owner: null, status: 'new' });
    expect((await details(ids[9]!)).lead).toMatchObject({ owner: 'sam', status: 'won' });
    expect((await undo(sam)).statusCode).toBe(409);
    expect((await auditOf('lead-bulk-undo')).map((entry) => entry.check)).toEqual(['passed: 9 restored, 1 changed since and left']);

    // An owner-only change undone leaves a status someone set since.
    const owned = (await bulk(sam, { ids: [ids[1]], owner: 'sue' })).json<{ bulkId: number }>();
    await app.inject({ method: 'PATCH', url: `/console/api/enquiries/${ids[1]}`, headers: sue.headers, payload: { status: 'qualified' } });
    expect((await app.inject({ method: 'POST', url: `/console/api/enquiries/bulk/${owned.bulkId}/undo`, headers: sam.headers })).json<{ restored: number[] }>().restored).toEqual([ids[1]]);
    expect((await details(ids[1]!)).lead).toMatchObject({ owner: null, status: 'qualified' });

    // Past its seconds, a change stays.
    const later = (await bulk(sam, { ids: [ids[0]], status: 'spam' })).json<{ bulkId: number }>();
    site.clock.now += 11_000;
    expect((await app.inject({ method: 'POST', url: `/console/api/enquiries/bulk/${later.bulkId}/undo`, headers: sam.headers })).statusCode).toBe(409);
  });
});

describe('assignment', () => {
  test('round-robin spreads six new enquiries over three salespeople on duty, each audited; by country first; enquiries from before the rule keep nobody', async () => {
    const { app } = await site.instance();
    await site.users.add('sid', 'sales', password);
    const alice = await signIn(app, 'alice');
    const sam = await signIn(app, 'sam');
    const before = await enquiry({ name: 'Before the rule' });
    const settings = { assignment: 'round-robin', onDuty: ['sam', 'sue', 'sid'], byCountry: {}, ageAmberHours: 12, ageRedHours: 36 };
    expect((await app.inject({ method: 'PUT', url: '/console/api/lead-settings', headers: sam.headers, payload: settings })).statusCode).toBe(403);
    expect((await app.inject({ method: 'PUT', url: '/console/api/lead-settings', headers: alice.headers, payload: { ...settings, onDuty: ['rick'] } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'PUT', url: '/console/api/lead-settings', headers: alice.headers, payload: { ...settings, ageRedHours: 6 } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'PUT', url: '/console/api/lead-settings', headers: alice.headers, payload: settings })).statusCode).toBe(200);
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push(await enquiry({ name: `Arrived ${i}` }));
    const { assignNewLeads } = await import('@site/lead-desk');
    const { startLeadAssigner } = await import('./lead-assigner.js');
    // Two back offices at once: each enquiry is given once.
    const services = { db: site.database.db, users: site.users, clock: () => site.clock.now, audit: (section: string, actor: string, action: string, check: string, change: { to?: string } = {}) => site.activity.record({ at: site.clock.now, actor, section, action: action as never, from: null, to: change.to ?? null, check }) };
    const stops = [startLeadAssigner(services as never, (error) => { throw error; }, 20), startLeadAssigner(services as never, (error) => { throw error; }, 20)];
    await expect.poll(async () => (await site.database.db.selectFrom('enquiry').select('owner').where('id', 'in', ids).where('owner', 'is not', null).execute()).length).toBe(6);
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const stop of stops) stop();
    const owners = await site.database.db.selectFrom('enquiry').select(['id', 'owner']).where('id', 'in', ids).orderBy('id').execute();
    const counts = owners.reduce<Record<string, number>>((tally, row) => ({ ...tally, [row.owner!]: (tally[row.owner!] ?? 0) + 1 }), {});
    expect(counts).toEqual({ sam: 2, sue: 2, sid: 2 });
    expect((await site.database.db.selectFrom('enquiry').select('owner').where('id', '=', before).executeTakeFirstOrThrow()).owner).toBeNull();
    const entries = await auditOf('lead-assign');
    expect(entries.map((entry) => entry.to).sort()).toEqual(ids.map(String).sort());
    expect(entries.every((entry) => entry.actor === 'lead assignment')).toBe(true);
    const list = (await app.inject({ url: '/console/api/enquiries', headers: { cookie: sam.cookie } })).json<LeadList>();
    expect(list.ageLimits).toEqual({ amberMs: 12 * 3600_000, redMs: 36 * 3600_000 });

    // By country: Japan's go to sue, the others in turn.
    await app.inject({ method: 'PUT', url: '/console/api/lead-settings', headers: alice.headers, payload: { ...settings, assignment: 'country', byCountry: { JP: 'sue' } } });
    const japan = await enquiry({ country: 'JP' });
    expect(await assignNewLeads(site.database.db, new Set(['sam', 'sue', 'sid']), site.clock.now)).toEqual([{ id: japan, owner: 'sue' }]);
  });
});
