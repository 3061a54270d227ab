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
 * Where a spreadsheet could start reading a formula: the cell's start, or right after anything a
 * spreadsheet may take for a separator (comma, semicolon, tab, pipe), a quote or a line break
 * (the file may be opened with another separator than the comma it was written with), spaces
 * allowed, before = + - @, a tab, a carriage return or a NUL (OWASP, "CSV Injection").
 */
const formulaStart = /(^|[,;|\t\r\n"])( *)(?=[=+\-@\t\r\0])/g;

/**
 * One cell, safe in any spreadsheet: always quoted (RFC 4180, quotes doubled), and an apostrophe
 * before every place a formula could start, so whatever separator a spreadsheet splits it with,
 * no piece runs as a formula (visitors and sign-in forms type these values).
 */
export function csvCell(value: string): string {
  return `"${value.replace(formulaStart, "$1$2'").replace(/"/g, '""')}"`;
}

export function enquiriesToCsv(rows: EnquiryRow[]): string {
  const lines = [columns.map(([name]) => csvCell(name)).join(',')];
  for (const row of rows) lines.push(columns.map(([, read]) => csvCell(read(row))).join(','));
  // BOM so spreadsheet software reads the Chinese text as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
