import type { EnquiryRow } from './enquiry-repository.js';

const columns: Array<[string, (row: EnquiryRow) => string]> = [
  ['id', (row) => String(row.id)],
  ['received_at', (row) => new Date(row.received_at).toISOString()],
  ['name', (row) => row.name],
  ['email', (row) => row.email],
  ['company', (row) => row.company],
  ['city', (row) => row.city],
  ['country_code', (row) => row.country_code],
  ['phone_number', (row) => row.phone_number],
  ['language', (row) => row.language],
  ['remark', (row) => row.remark],
  ['client_ip', (row) => row.client_ip],
  ['consent_at', (row) => new Date(row.consent_at).toISOString()],
  ['privacy_policy_version', (row) => row.privacy_policy_version],
];

/**
 * RFC 4180 quoting, plus a leading apostrophe on values a spreadsheet would
 * run as a formula (visitors type these fields).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function enquiriesToCsv(rows: EnquiryRow[]): string {
  const lines = [columns.map(([name]) => name).join(',')];
  for (const row of rows) lines.push(columns.map(([, read]) => csvCell(read(row))).join(','));
  // BOM so spreadsheet software reads the Chinese text as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
