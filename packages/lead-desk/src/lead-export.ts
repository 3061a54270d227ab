import { csvCell, type EnquiryRow } from '@site/api';

const iso = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());

/** The columns of an export of enquiries (CSV and XLSX alike). The client's IP address is not exported. */
const columns: Array<[string, (row: EnquiryRow) => string]> = [
  ['id', (row) => String(row.id)],
  ['received_at', (row) => iso(row.received_at)],
  ['status', (row) => row.status],
  ['owner', (row) => row.owner ?? ''],
  ['name', (row) => row.name],
  ['company', (row) => row.company],
  ['email', (row) => row.email],
  ['country_code', (row) => row.country_code],
  ['phone_number', (row) => row.phone_number],
  ['phone_verified', (row) => (row.phone_verified ? 'yes' : 'no')],
  ['city', (row) => row.city],
  ['language', (row) => row.language],
  ['source_path', (row) => row.source_path],
  ['remark', (row) => row.remark],
  ['consent_at', (row) => iso(row.consent_at)],
  ['privacy_policy_version', (row) => row.privacy_policy_version],
  ['policy_language', (row) => row.policy_language ?? ''],
];

/** CSV (RFC 4180, every cell quoted and defused against formulas, a BOM for spreadsheets reading UTF-8). */
export function leadsCsv(rows: readonly EnquiryRow[]): string {
  const lines = [columns.map(([name]) => csvCell(name)).join(',')];
  for (const row of rows) lines.push(columns.map(([, read]) => csvCell(read(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * An XLSX workbook (exceljs, loaded only when asked for). Every cell is written as text, never as
 * a formula, so a value typed as `=1+1` stays those characters in any spreadsheet.
 */
export async function leadsXlsx(rows: readonly EnquiryRow[]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('enquiries');
  sheet.columns = columns.map(([name]) => ({ header: name, key: name, width: Math.max(12, name.length + 2) }));
  for (const row of rows) sheet.addRow(columns.map(([, read]) => ({ richText: [{ text: read(row) }] })));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
