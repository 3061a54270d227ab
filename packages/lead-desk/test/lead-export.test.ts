import { describe, expect, it } from 'vitest';
import { leadsCsv, machineReader, type ExportReader } from '../src/lead-export.js';
import type { EnquiryRow } from '@site/api';

const row: EnquiryRow = {
  id: 1, received_at: 0, name: '李', email: 'a@b.co', company: '', city: '上海', country_code: 'CN',
  phone_number: '8613800138000', remark: '=hi', language: 'zh', client_ip: '1.2.3.4', consent_at: 0,
  privacy_policy_version: 'v1', notified_at: null, status: 'new', owner: null, read_at: null, source_path: '/contact',
  phone_verified: 1, policy_language: 'zh',
};

describe('the lead desk CSV', () => {
  it('writes a header and one line per enquiry, without the client address', () => {
    const csv = leadsCsv([row]);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    // For scripts: codes as stored, UTC times, no notes unless given.
    expect(lines[1]).toBe(
      '"1","1970-01-01T00:00:00.000Z","new","","李","","a@b.co","CN","8613800138000","yes","上海","zh","/contact","\'=hi","","1970-01-01T00:00:00.000Z","v1","zh"',
    );
    expect(csv).not.toContain('1.2.3.4');
  });

  it('speaks its reader\'s language: words for the headers, the status and the country, times on their clock, the notes', () => {
    const reader: ExportReader = {
      language: 'zh',
      timeZone: 'Asia/Shanghai',
      words: { ...machineReader.words, columns: { ...machineReader.words.columns, received_at: '收到时间' }, statuses: { ...machineReader.words.statuses, new: '新询盘' }, yes: '是' },
    };
    const [header, line] = leadsCsv([row], reader, new Map([[1, [{ at: 3_600_000, actor: 'sam', text: '已致电' }]]])).trimEnd().split('\r\n');
    expect(header).toContain('"收到时间"');
    expect(line).toBe('"1","1970-01-01 08:00","新询盘","","李","","a@b.co","中国","8613800138000","是","上海","zh","/contact","\'=hi","1970-01-01 09:00 sam: 已致电","1970-01-01 08:00","v1","zh"');
  });
});
