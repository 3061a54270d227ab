import { csvCell } from '@site/api';
import type { ReleaseEvent } from '@site/federation';
import type { ReleaseRecords } from '@site/release';
import { z } from 'zod';
import { auditScopes, backOfficeRemote, leadsRemote, newsroomRemote, type AuditEntry, type AuditPage } from './console-api.js';

const backOfficeRemotes = new Set<string>([backOfficeRemote, leadsRemote, newsroomRemote]);

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

/** The audit log's entries that match, newest first. */
export async function readAudit(records: ReleaseRecords, query: AuditQuery): Promise<AuditPage> {
  const matching: AuditEntry[] = [];
  const events = await records.events();
  for (let index = events.length - 1; index >= 0 && matching.length <= query.limit; index--) {
    const event = events[index]!;
    if (query.remote && event.remote !== query.remote) continue;
    if (query.scope !== 'all' && backOfficeRemotes.has(event.remote) !== (query.scope === 'backoffice')) continue;
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
