import { csvCell, type EnquiryRow } from '@site/api';
import { leadStatuses, type LeadStatus } from './lead-statuses.js';

/** The columns of an export of enquiries (CSV and XLSX alike). The client's IP address is not exported. */
export const exportColumns = [
  'id',
  'received_at',
  'status',
  'owner',
  'name',
  'company',
  'email',
  'country',
  'phone_number',
  'phone_verified',
  'city',
  'language',
  'source_path',
  'remark',
  'notes',
  'consent_at',
  'privacy_policy_version',
  'policy_language',
] as const;
export type ExportColumn = (typeof exportColumns)[number];

/** What an export says, in its reader's language (the back office's translation files give them). */
export interface ExportWords {
  sheet: string;
  columns: Record<ExportColumn, string>;
  statuses: Record<LeadStatus, string>;
  yes: string;
  no: string;
}

/** Who reads an export: their words, their language (country names) and their time zone (dates). */
export interface ExportReader {
  words: ExportWords;
  language: 'zh' | 'en';
  timeZone: string;
}

/** For scripts (`npm run enquiries export`): the columns' own names, codes as stored, UTC. */
export const machineReader: ExportReader = {
  words: {
    sheet: 'enquiries',
    columns: Object.fromEntries(exportColumns.map((column) => [column, column])) as Record<ExportColumn, string>,
    statuses: Object.fromEntries(leadStatuses.map((status) => [status, status])) as Record<LeadStatus, string>,
    yes: 'yes',
    no: 'no',
  },
  language: 'en',
  timeZone: 'UTC',
};

/** A time as the reader's clock shows it, as the parts of a UTC date (what a spreadsheet's date is). */
function wallClock(ms: number, timeZone: string): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(new Date(ms))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second));
}

/** `2026-11-29 14:02` on the reader's clock (ISO 8601 in UTC for scripts). */
function timeText(ms: number, reader: ExportReader): string {
  if (reader === machineReader) return new Date(ms).toISOString();
  return wallClock(ms, reader.timeZone).toISOString().slice(0, 16).replace('T', ' ');
}

function countryName(code: string, language: ExportReader['language']): string {
  if (language === 'en' && code.length !== 2) return code;
  try {
    return new Intl.DisplayNames([language === 'en' ? 'en' : 'zh-CN'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** An enquiry's notes, oldest first, each with when and who. */
export interface ExportNote {
  at: number;
  actor: string;
  text: string;
}

type Cell = { text: string } | { date: Date };

/** One row's cells, in the columns' order. */
function cellsOf(row: EnquiryRow, reader: ExportReader, notes: readonly ExportNote[]): Cell[] {
  const { words } = reader;
  const text = (value: string): Cell => ({ text: value });
  const time = (ms: number): Cell => (reader === machineReader ? text(timeText(ms, reader)) : { date: wallClock(ms, reader.timeZone) });
  const status = (leadStatuses as readonly string[]).includes(row.status) ? words.statuses[row.status as LeadStatus] : row.status;
  const values: Record<ExportColumn, Cell> = {
    id: text(String(row.id)),
    received_at: time(row.received_at),
    status: text(status),
    owner: text(row.owner ?? ''),
    name: text(row.name),
    company: text(row.company),
    email: text(row.email),
    country: text(reader === machineReader ? row.country_code : countryName(row.country_code, reader.language)),
    phone_number: text(row.phone_number),
    phone_verified: text(row.phone_verified ? words.yes : words.no),
    city: text(row.city),
    language: text(row.language),
    source_path: text(row.source_path),
    remark: text(row.remark),
    notes: text(notes.map((note) => `${timeText(note.at, reader)} ${note.actor}: ${note.text}`).join('\n')),
    consent_at: time(row.consent_at),
    privacy_policy_version: text(row.privacy_policy_version),
    policy_language: text(row.policy_language ?? ''),
  };
  return exportColumns.map((column) => values[column]);
}

/** CSV (RFC 4180, every cell quoted and defused against formulas, a BOM for spreadsheets reading UTF-8); times on the reader's clock. */
export function leadsCsv(rows: readonly EnquiryRow[], reader: ExportReader = machineReader, notes: ReadonlyMap<number, ExportNote[]> = new Map()): string {
  const lines = [exportColumns.map((column) => csvCell(reader.words.columns[column])).join(',')];
  for (const row of rows) {
    const cells = cellsOf(row, reader, notes.get(Number(row.id)) ?? []);
    lines.push(cells.map((cell) => csvCell('text' in cell ? cell.text : cell.date.toISOString().slice(0, 16).replace('T', ' '))).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * An XLSX workbook (exceljs, loaded only when asked for): headers in the reader's language, frozen,
 * with an autofilter; times as real dates on the reader's clock; every other cell written as text,
 * never as a formula, so a value typed as `=1+1` stays those characters in any spreadsheet.
 */
export async function leadsXlsx(rows: readonly EnquiryRow[], reader: ExportReader = machineReader, notes: ReadonlyMap<number, ExportNote[]> = new Map()): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(reader.words.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = exportColumns.map((column) => {
    const header = reader.words.columns[column];
    const date = column === 'received_at' || column === 'consent_at';
    return { header, key: column, width: date ? 18 : column === 'notes' || column === 'remark' ? 40 : Math.max(12, header.length + 4), ...(date && reader !== machineReader ? { style: { numFmt: 'yyyy-mm-dd hh:mm' } } : {}) };
  });
  for (const row of rows) sheet.addRow(cellsOf(row, reader, notes.get(Number(row.id)) ?? []).map((cell) => ('date' in cell ? cell.date : { richText: [{ text: cell.text }] })));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: exportColumns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
