import type { ActivityEntry, ActivityTrail } from '@site/activity';
import type { ActivitySection } from '@site/activity/actions';
import { csvCell, type Database } from '@site/api';
import type { ReleaseEvent } from '@site/federation';
import type { ReleaseRecords } from '@site/release';
import { z } from 'zod';
import { auditScopes, consoleRemote, type AuditEntry, type AuditPage } from '@site/console-contract/releases';
import { leadsRemote } from '@site/console-contract/leads';
import { newsroomRemote } from '@site/console-contract/newsroom';

const consoleRemotes = new Set<string>([consoleRemote, leadsRemote, newsroomRemote]);

const time = z.union([z.iso.datetime({ offset: true }), z.string().regex(/^\d+$/)]).transform((value) => (/^\d+$/.test(value) ? Number(value) : Date.parse(value)));

/** `GET /console/api/audit`'s query: every filter optional, newest first, at most `limit`. */
export const auditQuerySchema = z.object({
  remote: z.string().max(20).optional(),
  actor: z.string().max(100).optional(),
  action: z.string().max(30).optional(),
  /** `release`: the areas' entries; `backoffice`: the back office's own (users, lead desk, newsroom); `all` (the default). */
  scope: z.enum(auditScopes).default('all'),
  since: time.optional(),
  until: time.optional(),
  limit: z.coerce.number().int().min(1).max(5000).default(500),
  format: z.enum(['json', 'csv']).default('json'),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export function auditEntry(event: ReleaseEvent): AuditEntry {
  return { at: new Date(event.at).toISOString(), actor: event.actor, remote: event.remote, action: event.action, from: event.from, to: event.to, check: event.check };
}

/**
 * Once: the back office's entries an older version wrote into the release log become the
 * activity trail's, so the trail holds its whole history (the release log keeps its lines; its
 * readers pass over them).
 */
export async function adoptReleaseLogEntries(records: ReleaseRecords, activity: ActivityTrail, database: Database): Promise<number> {
  return activity.adopt(async () => {
    const events = await records.events();
    return events
      .filter((event) => consoleRemotes.has(event.remote))
      .map((event) => ({ at: event.at, actor: event.actor, section: event.remote as ActivitySection, action: event.action as unknown as ActivityEntry['action'], from: event.from, to: event.to, check: event.check }));
  }, database);
}

export function activityAuditEntry(entry: ActivityEntry): AuditEntry {
  return { at: new Date(entry.at).toISOString(), actor: entry.actor, remote: entry.section, action: entry.action, from: entry.from, to: entry.to, check: entry.check };
}

/**
 * The audit log's entries that match, newest first: the release log's (`release`), the activity
 * trail's (`backoffice`, read a page at a time in the database), or both merged by time (`all`).
 */
export async function readAudit(records: ReleaseRecords, activity: ActivityTrail, query: AuditQuery): Promise<AuditPage> {
  const trail = query.scope === 'release' || (query.remote && !consoleRemotes.has(query.remote)) ? { entries: [], truncated: false } : await readTrail(activity, query);
  const log = query.scope === 'backoffice' || (query.remote && consoleRemotes.has(query.remote)) ? { entries: [], truncated: false } : await readReleaseLog(records, query);
  const merged = [...log.entries, ...trail.entries].sort((a, b) => b.at.localeCompare(a.at));
  return { entries: merged.slice(0, query.limit), truncated: log.truncated || trail.truncated || merged.length > query.limit };
}

async function readTrail(activity: ActivityTrail, query: AuditQuery): Promise<AuditPage> {
  const { entries, truncated } = await activity.page({
    limit: query.limit,
    ...(query.remote ? { section: query.remote } : {}),
    ...(query.actor ? { actor: query.actor } : {}),
    ...(query.action ? { action: query.action } : {}),
    ...(query.since !== undefined ? { since: query.since } : {}),
    ...(query.until !== undefined ? { until: query.until } : {}),
  });
  return { entries: entries.map(activityAuditEntry), truncated };
}

/** The release log's entries that match, newest first (the back office's, from logs older than its trail, are the trail's now). */
async function readReleaseLog(records: ReleaseRecords, query: AuditQuery): Promise<AuditPage> {
  const matching: AuditEntry[] = [];
  const events = await records.events();
  for (let index = events.length - 1; index >= 0 && matching.length <= query.limit; index--) {
    const event = events[index]!;
    if (consoleRemotes.has(event.remote)) continue;
    if (query.remote && event.remote !== query.remote) continue;
    if (query.actor && event.actor !== query.actor) continue;
    if (query.action && event.action !== query.action) continue;
    if (query.since !== undefined && event.at < query.since) continue;
    if (query.until !== undefined && event.at > query.until) continue;
    matching.push(auditEntry(event));
  }
  return { entries: matching.slice(0, query.limit), truncated: matching.length > query.limit };
}

const columns = ['at', 'actor', 'remote', 'action', 'from', 'to', 'check'] as const;

/** The entries as CSV (RFC 4180, with cells a spreadsheet would run as formulas defused). */
export function auditCsv(entries: readonly AuditEntry[]): string {
  return [columns.map(csvCell).join(','), ...entries.map((entry) => columns.map((column) => csvCell(entry[column] ?? '')).join(','))].join('\r\n') + '\r\n';
}
