import { describe, expect, it } from 'vitest';
import { leadsCsv } from '../leads/lead-export.js';
import { csvCell } from './enquiry-csv.js';

describe('enquiry CSV', () => {
  it('quotes every cell and defuses spreadsheet formulas', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell('=SUM(A1)')).toBe(`"'=SUM(A1)"`);
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    for (const trigger of ['=', '+', '-', '@', '\t', '\r', '\0']) expect(csvCell(`${trigger}1`)).toBe(`"'${trigger}1"`);
  });

  it('defuses a formula after any separator a spreadsheet may split the cell with', () => {
    expect(csvCell('x;=1+1')).toBe(`"x;'=1+1"`);
    expect(csvCell('x, =HYPERLINK("http://evil")')).toBe(`"x, '=HYPERLINK(""http://evil"")"`);
    expect(csvCell('a|@SUM(1)')).toBe(`"a|'@SUM(1)"`);
    expect(csvCell('a\t-2+3')).toBe(`"a\t'-2+3"`);
    expect(csvCell('first\n=cmd')).toBe(`"first\n'=cmd"`);
    expect(csvCell('"=1"')).toBe(`"""'=1"""`);
    // Read back with any separator, no piece starts a formula.
    for (const value of ['x;=1+1', 'a,+1', 'a|@1', 'b\t=2', 'c; -1']) {
      const inner = csvCell(value).slice(1, -1).replace(/""/g, '"');
      for (const piece of inner.split(/[,;|\t]/)) expect(piece.trimStart()).not.toMatch(/^[=+\-@]/);
    }
  });

  it('writes a header and one line per enquiry, without the client address', () => {
    const csv = leadsCsv([
      {
        id: 1, received_at: 0, name: '李', email: 'a@b.co', company: '', city: '上海', country_code: 'CN',
        phone_number: '8613800138000', remark: '=hi', language: 'zh', client_ip: '1.2.3.4', consent_at: 0,
        privacy_policy_version: 'v1', notified_at: null, status: 'new', owner: null, read_at: null, source_path: '/contact',
        phone_verified: 1, policy_language: 'zh',
      },
    ]);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      '"1","1970-01-01T00:00:00.000Z","new","","李","","a@b.co","CN","8613800138000","yes","上海","zh","/contact","\'=hi","1970-01-01T00:00:00.000Z","v1","zh"',
    );
    expect(csv).not.toContain('1.2.3.4');
  });
});
