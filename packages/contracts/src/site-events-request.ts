import { locales, remoteNames, versionPattern, vitalNames, type VitalName } from '@site/federation';
import { z } from 'zod';
import { siteEventKinds, siteEventLimits, type SiteEventsReport } from './site-events.js';

/** One problem of a report: where (`events.2.remote`) and what, in English (the API's messages are). */
export interface SiteEventsIssue {
  field: string;
  message: string;
}

export type SiteEventsParseResult = { ok: true; value: SiteEventsReport } | { ok: false; issues: SiteEventsIssue[] };

const characters = (value: string) => [...value].length;
const controlCharacters = /\p{Cc}/gu;

/**
 * A URL's or a root-relative path's query string and hash, inside a message (a failed chunk's URL):
 * the API keeps no query string, wherever it comes from.
 */
const queryInMessage = /((?:\b[a-z][a-z\d+.-]*:\/\/|(?<=^|[\s("'`])\/)[^\s?#"'`)]*)[?#][^\s"'`)]*/giu;

/** Drops a query string and hash: the API stores the path alone (a reporter should send `location.pathname`). */
export function pathWithoutQuery(path: string): string {
  return path.replace(/[?#].*$/su, '');
}

/** The message as stored: control characters as spaces, URLs without their query or hash, trimmed. */
export function cleanSiteEventMessage(message: string): string {
  return message.replace(controlCharacters, ' ').replace(queryInMessage, '$1').trim();
}

/** The message of a value of the wrong type, or of a missing one. */
const must = (what: string) => (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : `must be ${what}`);
const text = (what: string) => z.string({ error: must(what) });

const remoteField = z.enum(remoteNames, { error: must(`one of ${remoteNames.join(', ')}`) });
const versionField = text('a version name')
  .max(siteEventLimits.versionChars, `must be at most ${siteEventLimits.versionChars} characters`)
  .regex(versionPattern, 'must be a version name (letters, digits, . + - _)');
const pathField = text('a path')
  .transform(pathWithoutQuery)
  .refine((path) => path.startsWith('/'), 'must start with /')
  .refine((path) => characters(path) <= siteEventLimits.pathChars, `must be at most ${siteEventLimits.pathChars} characters`)
  .refine((path) => !/[\s\p{Cc}]/u.test(path), 'must not contain spaces or control characters');
const localeField = z.enum(locales, { error: must(`one of ${locales.join(', ')}`) });

const eventSchema = z
  .strictObject({
    kind: z.enum(siteEventKinds, { error: must(`one of ${siteEventKinds.join(', ')}`) }),
    remote: remoteField,
    version: versionField,
    path: pathField,
    locale: localeField,
    message: text('text')
      .refine((message) => characters(message.trim()) <= siteEventLimits.messageChars, `must be at most ${siteEventLimits.messageChars} characters`)
      .transform(cleanSiteEventMessage)
      .optional(),
  })
  // A view has nothing to say; an empty message is no message.
  .transform(({ message, ...event }) => (message && event.kind !== 'view' ? { ...event, message } : event));

/** The largest value taken of each vital: LCP and INP in ms, CLS unitless. */
const maxVital = (name: VitalName) => (name === 'CLS' ? `${siteEventLimits.maxCls} for CLS` : `${siteEventLimits.maxVitalMs} ms for ${name}`);

const vitalSchema = z
  .strictObject({
    name: z.enum(vitalNames, { error: must(`one of ${vitalNames.join(', ')}`) }),
    // z.number takes no NaN nor Infinity (JSON's 1e999).
    value: z.number({ error: must('a number') }).min(0, 'must be at least 0'),
    remote: remoteField,
    version: versionField,
    page: text('a page kind')
      .max(siteEventLimits.pageChars, `must be at most ${siteEventLimits.pageChars} characters`)
      .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a page kind (lower-case letters, digits and -)'),
    path: pathField,
    locale: localeField,
  })
  .superRefine(({ name, value }, ctx) => {
    if (value > (name === 'CLS' ? siteEventLimits.maxCls : siteEventLimits.maxVitalMs)) ctx.addIssue({ code: 'custom', path: ['value'], message: `must be at most ${maxVital(name)}` });
  });

const { eventsPerReport } = siteEventLimits;

const reportSchema = z
  .strictObject({
    token: text('a page token').max(siteEventLimits.tokenChars, `must be at most ${siteEventLimits.tokenChars} characters`).optional(),
    events: z.array(eventSchema, { error: must('a list of events') }).max(eventsPerReport, `must hold at most ${eventsPerReport} events`).optional(),
    vitals: z.array(vitalSchema, { error: must('a list of vitals') }).max(eventsPerReport, `must hold at most ${eventsPerReport} vitals`).optional(),
  })
  // Events, vitals or both: at least one item, at most `eventsPerReport` together (one beacon).
  .superRefine(({ events, vitals }, ctx) => {
    const total = (events?.length ?? 0) + (vitals?.length ?? 0);
    if (!events && !vitals) ctx.addIssue({ code: 'custom', path: ['events'], message: 'is required' });
    else if (total === 0 && events && vitals) ctx.addIssue({ code: 'custom', path: [], message: 'must hold at least one event or vital' });
    else if (total === 0) ctx.addIssue({ code: 'custom', path: [events ? 'events' : 'vitals'], message: `must hold at least one ${events ? 'event' : 'vital'}` });
    else if (total > eventsPerReport && events?.length && vitals?.length) {
      ctx.addIssue({ code: 'custom', path: [], message: `must hold at most ${eventsPerReport} events and vitals together` });
    }
  });

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function toIssues(error: z.ZodError): SiteEventsIssue[] {
  return error.issues.flatMap((issue) => {
    const at = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => ({ field: [...at, key].join('.'), message: 'is not accepted' }));
    return [{ field: at.join('.') || 'body', message: issue.message }];
  });
}

/**
 * Strict parse of a report: a JSON object with `events`, `vitals` or both (and the page's `token`),
 * each item with known fields only and no coercion. Paths lose their query string and hash;
 * messages are cleaned (cleanSiteEventMessage) and dropped from views.
 */
export function parseSiteEventsReport(body: unknown): SiteEventsParseResult {
  if (!isPlainObject(body)) return { ok: false, issues: [{ field: 'body', message: 'must be a JSON object with events' }] };
  const result = reportSchema.safeParse(body);
  return result.success ? { ok: true, value: result.data } : { ok: false, issues: toIssues(result.error) };
}
