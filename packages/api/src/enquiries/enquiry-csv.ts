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
