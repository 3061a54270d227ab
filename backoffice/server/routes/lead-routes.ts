import type { FastifyInstance } from 'fastify';
import type { EnquiryRow } from '@site/api';
import { changeLead, countLeads, countViews, viewFilter, eraseContact, leadCountries, findLead, firstOfRepeats, leadNotes, readBy, erasureOf, bulkChangeLeads, undoBulkChange, readLeadSettings, writeLeadSettings, leadsCsv, leadsXlsx, listLeads, markLeadRead, type LeadFilter } from '@site/lead-desk';
import { exportWords } from '../export-words.js';
import { z } from 'zod';
import type { ActivityAction } from '@site/activity/actions';
import { bulkMost, bulkUndoMs, leadPageSizes, leadsRemote, leadStatuses, leadViews, type BulkResult, type BulkUndoResult, type LeadSettingsView, type EraseResult, type ErasurePreview, type Lead, type LeadDetails, type LeadList, type LeadRow } from '@site/console-contract/leads';
import { ConsoleHttpError, changingIn, changingSession, sectionSession } from '../console-guards.js';
import type { ConsoleServices } from '../console-services.js';

/** An export holds at most this many enquiries (the newest). */
const exportLimit = 50_000;
/**
 * One user's identical reads within this are one audit entry (the first): a page's own refreshes
 * (the live feed reloads an open inbox or enquiry on every change) would otherwise fill the log.
 */
const readFoldMs = 5 * 60_000;

const dayOrTime = z
  .string()
  .max(40)
  .refine((value) => !Number.isNaN(Date.parse(value)), 'a day (2026-11-27) or an ISO time');
const filterSchema = z.object({
  view: z.enum(leadViews).default('all'),
  status: z.enum(leadStatuses).optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((code) => code.toUpperCase())
    .optional(),
  from: dayOrTime.optional(),
  until: dayOrTime.optional(),
  owner: z.string().max(100).optional(),
  q: z.string().max(200).optional(),
});
const listSchema = filterSchema.extend({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(leadPageSizes.most).default(leadPageSizes.standard),
});
const exportSchema = filterSchema.extend({
  format: z.enum(['csv', 'xlsx']),
  // The reader's language and clock (the page sends its own); without them, China's.
  lang: z.enum(['zh', 'en']).default('zh'),
  tz: z
    .string()
    .max(64)
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'an IANA time zone (Asia/Shanghai)')
    .default('Asia/Shanghai'),
});
const changeSchema = z.strictObject({
  status: z.enum(leadStatuses).optional(),
  owner: z.string().max(100).nullable().optional(),
  note: z.string().max(5000).optional(),
});
const bulkSchema = z.strictObject({
  ids: z.array(z.number().int().positive()).min(1).max(bulkMost),
  status: z.enum(leadStatuses).optional(),
  owner: z.string().max(100).nullable().optional(),
});
const settingsSchema = z
  .strictObject({
    assignment: z.enum(['off', 'round-robin', 'country']),
    onDuty: z.array(z.string().min(1).max(100)).max(100),
    byCountry: z.record(z.string().regex(/^[A-Z]{2}$/), z.string().min(1).max(100)),
    ageAmberHours: z.number().int().min(1).max(720),
    ageRedHours: z.number().int().min(1).max(720),
  })
  .refine((settings) => settings.ageRedHours > settings.ageAmberHours, { message: 'red comes after amber', path: ['ageRedHours'] });
const eraseSchema = z.strictObject({ phone: z.string().max(40).optional(), email: z.string().max(254).optional() });

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const dayMs = 24 * 3600_000;

/**
 * The filter as the repository takes it: a day `until` is inclusive (up to its end, UTC+8 days are
 * the sales team's); the view's own conditions (`user`'s, at `now`) over the others.
 */
function leadFilter(query: z.infer<typeof filterSchema>, user: string, now: number): LeadFilter {
  const time = (value: string, end: boolean) => (isDay(value) ? Date.parse(`${value}T00:00:00+08:00`) + (end ? dayMs : 0) : Date.parse(value));
  return {
    ...(query.status ? { status: query.status } : {}),
    ...(query.country ? { country: query.country } : {}),
    ...(query.from ? { from: time(query.from, false) } : {}),
    ...(query.until ? { until: time(query.until, true) } : {}),
    ...(query.owner ? { owner: query.owner } : {}),
    ...(query.q?.trim() ? { q: query.q.trim() } : {}),
    ...viewFilter(query.view, user, now),
  };
}

/** The filter as the audit log records it: the criteria, never the searched text (it may be a person's name or number). */
function filterWords(query: z.infer<typeof filterSchema>): string {
  const parts = (['status', 'country', 'from', 'until', 'owner'] as const).filter((key) => query[key]).map((key) => `${key}=${query[key]}`);
  if (query.view !== 'all') parts.unshift(`view=${query.view}`);
  if (query.q?.trim()) parts.push('q=(text)');
  return parts.length ? parts.join(' ') : 'no filter';
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** What an inbox row shows, and nothing more. */
function leadRow(row: EnquiryRow, repeatOf: number | null): LeadRow {
  return {
    id: Number(row.id),
    receivedAt: new Date(row.received_at).toISOString(),
    status: (leadStatuses as readonly string[]).includes(row.status) ? (row.status as Lead['status']) : 'new',
    owner: row.owner,
    unread: row.read_at === null,
    name: row.name,
    company: row.company,
    countryCode: row.country_code,
    repeatOf,
  };
}

function lead(row: EnquiryRow, repeatOf: number | null): Lead {
  return {
    ...leadRow(row, repeatOf),
    email: row.email,
    phoneNumber: row.phone_number,
    phoneVerified: row.phone_verified === 1,
    city: row.city,
    remark: row.remark,
    language: row.language,
    sourcePath: row.source_path,
    consentAt: new Date(row.consent_at).toISOString(),
    policyVersion: row.privacy_policy_version,
    policyLanguage: row.policy_language,
    notifiedAt: iso(row.notified_at),
  };
}

/**
 * The lead desk (sales and admins; everyone else 403): the inbox with its filters, a page at a
 * time (each read audited: which page and filter, which enquiries), one enquiry (each opening
 * audited), its pipeline, retrying its notifications, exports (audited: who, how many rows, which
 * filter) and, for admins, erasing a person's data on request.
 */
export async function leadRoutes(app: FastifyInstance, { services }: { services: ConsoleServices }): Promise<void> {
  const { db, audit, activity, clock, users, notifier } = services;
  const owners = async () => [...new Set([...(await users.withRole('sales')), ...(await users.withRole('admin'))])].sort();
  const parse = <T>(schema: z.ZodType<T>, value: unknown): T => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new ConsoleHttpError(400, 'CONSOLE.BAD_REQUEST', parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
    return parsed.data;
  };
  const withRepeats = async <T>(rows: EnquiryRow[], shape: (row: EnquiryRow, repeatOf: number | null) => T) => {
    const firsts = await firstOfRepeats(db, rows);
    return rows.map((row) => shape(row, firsts.get(Number(row.id)) ?? null));
  };
  /** A read of personal data, audited unless the same user read the same (`to` and `check` alike) within `readFoldMs`. */
  const auditRead = async (actor: string, action: ActivityAction, to: string, check: string) => {
    const { entries } = await activity.page({ section: leadsRemote, actor, action, since: clock() - readFoldMs, limit: 500 });
    if (entries.some((entry) => entry.to === to && entry.check === check)) return;
    await audit(leadsRemote, actor, action, check, { to });
  };

  app.get('/console/api/enquiries', async (request, reply) => {
    const session = sectionSession(request, 'leads');
    const query = parse(listSchema, request.query);
    const now = clock();
    const filter = leadFilter(query, session.user, now);
    const [rows, total, views, settings] = await Promise.all([listLeads(db, filter, query.pageSize, (query.page - 1) * query.pageSize), countLeads(db, filter), countViews(db, session.user, now), readLeadSettings(db)]);
    // "Unread": not yet opened by whoever asks.
    const read = await readBy(db, rows.map((row) => Number(row.id)), session.user);
    const items = (await withRepeats(rows, leadRow)).map((item) => ({ ...item, unread: !read.has(item.id) }));
    // By the enquiries' numbers: which people's names were shown, never who they are.
    const shown = items.length ? `: ${items.map((item) => `#${item.id}`).join(' ')}` : '';
    await auditRead(session.user, 'lead-list', `page ${query.page}, ${filterWords(query)}`, `passed: ${items.length} of ${total}${shown}`);
    reply.header('cache-control', 'no-store');
    const ageLimits = { amberMs: settings.ageAmberHours * 3600_000, redMs: settings.ageRedHours * 3600_000 };
    return { items, owners: await owners(), countries: await leadCountries(db), views, ageLimits, page: query.page, pageSize: query.pageSize, total } satisfies LeadList;
  });

  app.get('/console/api/enquiries/export', async (request, reply) => {
    const session = sectionSession(request, 'leads');
    const query = parse(exportSchema, request.query);
    const rows = await listLeads(db, leadFilter(query, session.user, clock()), exportLimit);
    const reader = { words: exportWords(query.lang), language: query.lang, timeZone: query.tz };
    const notes = await leadNotes(db, rows.map((row) => Number(row.id)));
    const stamp = new Date(clock()).toISOString().slice(0, 16).replace(/[:T]/g, '-');
    await audit(leadsRemote, session.user, 'lead-export', `passed: ${rows.length} rows as ${query.format}, ${filterWords(query)}`);
    reply.header('cache-control', 'no-store').header('content-disposition', `attachment; filename="enquiries-${stamp}.${query.format}"`);
    if (query.format === 'csv') return reply.type('text/csv; charset=utf-8').send(leadsCsv(rows, reader, notes));
    return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(await leadsXlsx(rows, reader, notes));
  });

  const idOf = (value: string) => {
    const id = Number(value);
    if (!Number.isSafeInteger(id) || id < 1) throw new ConsoleHttpError(404, 'CONSOLE.NOT_FOUND', 'no such enquiry');
    return id;
  };

  const details = async (id: number): Promise<LeadDetails> => {
    const found = await findLead(db, id);
    if (!found) throw new ConsoleHttpError(404, 'CONSOLE.NOT_FOUND', 'no such enquiry');
    const [self] = await withRepeats([found.enquiry], lead);
    const related = await withRepeats(found.related, leadRow);
    return {
      lead: self!,
      history: found.events.map((event) => ({ at: new Date(event.at).toISOString(), actor: event.actor, kind: event.kind as LeadDetails['history'][number]['kind'], value: event.value })),
      notifications: found.notifications.map((attempt) => ({ at: new Date(attempt.at).toISOString(), channel: attempt.channel, ok: attempt.ok === 1, error: attempt.error })),
      related,
      owners: await owners(),
      canNotify: notifier.enabled,
    };
  };

  // Each opening is audited by the enquiry's number only: the audit log holds no personal data.
  // Every opening counts, whatever its headers (a caller sets X-Console-Background as it likes):
  // an open page's own refresh marks it read too, and folds into its first opening's entry.
  app.get<{ Params: { id: string } }>('/console/api/enquiries/:id', async (request, reply) => {
    const session = sectionSession(request, 'leads');
    const id = idOf(request.params.id);
    const answer = await details(id);
    await markLeadRead(db, id, session.user, clock());
    await auditRead(session.user, 'lead-open', String(id), 'passed');
    reply.header('cache-control', 'no-store');
    return answer;
  });

  app.patch<{ Params: { id: string } }>('/console/api/enquiries/:id', async (request) => {
    const session = changingIn(request, 'leads', 'work leads');
    const id = idOf(request.params.id);
    const change = parse(changeSchema, request.body);
    if (change.owner) {
      if (!(await owners()).includes(change.owner)) throw new ConsoleHttpError(400, 'CONSOLE.BAD_REQUEST', `${change.owner} is not a sales user`);
    }
    const owner = change.owner === '' ? null : change.owner;
    if (!(await changeLead(db, id, { ...(change.status ? { status: change.status } : {}), ...(owner !== undefined ? { owner } : {}), ...(change.note ? { note: change.note } : {}) }, session.user, clock()))) {
      throw new ConsoleHttpError(404, 'CONSOLE.NOT_FOUND', 'no such enquiry');
    }
    const what = [change.status ? `status ${change.status}` : '', owner !== undefined ? `owner ${owner ?? 'nobody'}` : '', change.note?.trim() ? 'a note' : ''].filter(Boolean).join(', ');
    await audit(leadsRemote, session.user, 'lead-update', `passed: ${what || 'nothing'}`, { to: String(id) });
    return details(id);
  });

  app.get('/console/api/lead-settings', async (request) => {
    sectionSession(request, 'leads');
    return { settings: await readLeadSettings(db), people: await owners() } satisfies LeadSettingsView;
  });

  // An admin's: how new enquiries find an owner, and when an age turns amber and red.
  app.put('/console/api/lead-settings', async (request) => {
    const session = changingSession(request, (roles) => roles.includes('admin'), "change the lead desk's settings");
    const settings = parse(settingsSchema, request.body);
    const people = await owners();
    const strangers = [...settings.onDuty, ...Object.values(settings.byCountry)].filter((name) => !people.includes(name));
    if (strangers.length) throw new ConsoleHttpError(400, 'CONSOLE.BAD_REQUEST', `not sales users: ${[...new Set(strangers)].join(', ')}`);
    await writeLeadSettings(db, settings);
    const rule = settings.assignment === 'off' ? 'assignment off' : `${settings.assignment} among ${settings.onDuty.join(', ') || 'nobody on duty'}${settings.assignment === 'country' ? `, ${Object.entries(settings.byCountry).map(([country, name]) => `${country} to ${name}`).join(', ')}` : ''}`;
    await audit(leadsRemote, session.user, 'lead-settings', `passed: ${rule}; amber at ${settings.ageAmberHours} h, red at ${settings.ageRedHours} h`);
    return { settings: await readLeadSettings(db), people } satisfies LeadSettingsView;
  });

  // One change to many (a page of the inbox at most): each enquiry's history as if one by one, one audit entry naming them.
  app.post('/console/api/enquiries/bulk', async (request) => {
    const session = changingIn(request, 'leads', 'work leads');
    const body = parse(bulkSchema, request.body);
    if (body.status === undefined && body.owner === undefined) throw new ConsoleHttpError(400, 'CONSOLE.BAD_REQUEST', 'send a status, an owner, or both');
    if (body.owner && !(await owners()).includes(body.owner)) throw new ConsoleHttpError(400, 'CONSOLE.BAD_REQUEST', `${body.owner} is not a sales user`);
    const change = { ...(body.status ? { status: body.status } : {}), ...(body.owner !== undefined ? { owner: body.owner || null } : {}) };
    const result = await bulkChangeLeads(db, [...new Set(body.ids)], change, session.user, clock());
    const what = [change.status ? `status ${change.status}` : '', change.owner !== undefined ? `owner ${change.owner ?? 'nobody'}` : ''].filter(Boolean).join(', ');
    await audit(leadsRemote, session.user, 'lead-bulk', `passed: ${what} for ${result.changed.length} of ${body.ids.length}${result.changed.length ? `: ${result.changed.map((id) => `#${id}`).join(' ')}` : ''}`, { to: `bulk ${result.bulkId}` });
    return result satisfies BulkResult;
  });

  app.post<{ Params: { bulkId: string } }>('/console/api/enquiries/bulk/:bulkId/undo', async (request) => {
    const session = changingIn(request, 'leads', 'work leads');
    const undone = await undoBulkChange(db, idOf(request.params.bulkId), session.user, clock());
    if (!undone) throw new ConsoleHttpError(409, 'CONSOLE.REFUSED', `nothing to undo: a change is undone once, by whoever made it, within ${bulkUndoMs / 1000} s`);
    await audit(leadsRemote, session.user, 'lead-bulk-undo', `passed: ${undone.restored.length} restored${undone.changedSince.length ? `, ${undone.changedSince.length} changed since and left` : ''}`, { to: `bulk ${request.params.bulkId}` });
    return undone satisfies BulkUndoResult;
  });

  app.post<{ Params: { id: string } }>('/console/api/enquiries/:id/notify', async (request) => {
    const session = changingIn(request, 'leads', 'work leads');
    const id = idOf(request.params.id);
    if (!notifier.enabled) throw new ConsoleHttpError(409, 'CONSOLE.REFUSED', 'no notification channel is configured (NOTIFY_WEBHOOK_URL, SMTP_URL)');
    await notifier.retryNow(id);
    await audit(leadsRemote, session.user, 'lead-notify', 'passed', { to: String(id) });
    return details(id);
  });

  // What erasing the person behind an enquiry would delete: said before an admin confirms it.
  app.get<{ Params: { id: string } }>('/console/api/enquiries/:id/erasure', async (request, reply) => {
    const session = sectionSession(request, 'leads');
    if (!session.roles.includes('admin')) throw new ConsoleHttpError(403, 'CONSOLE.FORBIDDEN', 'only an admin erases personal data');
    const found = await findLead(db, idOf(request.params.id));
    if (!found) throw new ConsoleHttpError(404, 'CONSOLE.NOT_FOUND', 'no such enquiry');
    const { phone_number: phone, email } = found.enquiry;
    const erasure = await erasureOf(db, { phone, email });
    reply.header('cache-control', 'no-store');
    return { phone, email, enquiries: erasure.enquiries.map((item) => ({ id: item.id, receivedAt: new Date(item.receivedAt).toISOString() })), smsRecords: erasure.smsRecords } satisfies ErasurePreview;
  });

  // Erasing is an admin's, on a person's request; the audit entry says how much went, never whose.
  app.post('/console/api/enquiries/erase', async (request) => {
    const session = changingSession(request, (roles) => roles.includes('admin'), 'erase personal data');
    const body = parse(eraseSchema, request.body);
    const phone = body.phone?.replace(/\D/g, '');
    const email = body.email?.trim();
    if (!phone && !email) throw new ConsoleHttpError(400, 'CONSOLE.BAD_REQUEST', 'send { "phone" } or { "email" }');
    if (phone !== undefined && phone !== '' && phone.length < 5) throw new ConsoleHttpError(400, 'CONSOLE.BAD_REQUEST', 'phone: the whole number, with its dial code');
    const erased = await eraseContact(services.database, { ...(phone ? { phone } : {}), ...(email ? { email } : {}) }, clock());
    if (!erased.flushed) request.log.warn('erasure: a reader kept the WAL from being emptied; the next checkpoint does it');
    await audit(leadsRemote, session.user, 'lead-erase', `passed: ${erased.enquiries} enquiries, ${erased.smsRecords} SMS records and ${erased.formSteps} form steps erased by ${phone ? 'phone' : 'e-mail'}`);
    return { enquiries: erased.enquiries, smsRecords: erased.smsRecords } satisfies EraseResult;
  });
}
