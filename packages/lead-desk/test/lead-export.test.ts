import { describe, expect, it } from 'vitest';
import { leadsCsv } from '../src/lead-export.js';

describe('the lead desk CSV', () => {
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
