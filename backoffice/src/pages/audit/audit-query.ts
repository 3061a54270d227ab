import type { AuditQuery } from '../../app/api/console-api-client';

export const auditLimit = 200;
const filterNames = ['remote', 'actor', 'action', 'since', 'until'] as const;
export type AuditFilterName = (typeof filterNames)[number];

/** The audit filters in the page's address (times as the server reads them: ISO). */
export function auditQueryFrom(params: URLSearchParams): AuditQuery {
  const query: AuditQuery = { limit: auditLimit };
  for (const name of filterNames) {
    const value = params.get(name)?.trim();
    if (value) query[name] = value;
  }
  return query;
}

/** `2026-11-27T10:30` (an <input type="datetime-local">, local time) -> ISO, and back. */
export function localInputToIso(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

export function isoToLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}
