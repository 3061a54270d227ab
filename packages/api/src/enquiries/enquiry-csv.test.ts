import { describe, expect, it } from 'vitest';
import { csvCell, enquiriesToCsv } from './enquiry-csv.js';

describe('enquiry CSV', () => {
  it('quotes separators and defuses spreadsheet formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
  });

  it('writes a header and one line per enquiry', () => {
    const csv = enquiriesToCsv([
      {
        id: 1, received_at: 0, name: '李', email: 'a@b.co', company: '', city: '上海', country_code: 'CN',
        phone_number: '8613800138000', remark: 'hi', language: 'zh', client_ip: '1.2.3.4', consent_at: 0,
        privacy_policy_version: 'v1', notified_at: null,
      },
    ]);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('1,1970-01-01T00:00:00.000Z,李,a@b.co,,上海,CN,8613800138000,zh,hi,1.2.3.4,1970-01-01T00:00:00.000Z,v1');
  });
});
