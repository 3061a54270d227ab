import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findEnquiry, listEnquiriesSince } from '../src/enquiries/enquiry-repository.js';
import type { EnquiryRow } from '../src/enquiries/enquiry-repository.js';
import { enquiry, phone, post, saveEnquiry, sendCode, startTestApp, type TestApp } from './helpers.js';
import { openDatabase } from '../src/db/open-database.js';
import path from 'node:path';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp({ env: { RATE_LIMIT_WRITE_PER_MINUTE: '100000', PRIVACY_POLICY_VERSION: '2025-03' } });
});
afterEach(async () => t.close());

async function storedEnquiries(): Promise<EnquiryRow[]> {
  const database = openDatabase({ kind: 'sqlite', file: path.join(t.dataDir, 'site.db') });
  try {
    return await listEnquiriesSince(database.db, 0);
  } finally {
    await database.close();
  }
}

async function codeFor(phoneNumber: string): Promise<string> {
  expect((await sendCode(t.app, phoneNumber, { remoteAddress: `10.${Math.floor(Math.random() * 200)}.0.1` })).statusCode).toBe(200);
  return t.sms.codeFor(phoneNumber);
}

describe('POST /api/website/purchasingInfo/save', () => {
  it('stores a valid enquiry with received time, IP, consent time and policy version', async () => {
    const code = await codeFor(phone(1));
    const response = await saveEnquiry(t.app, enquiry(phone(1), code), { remoteAddress: '192.0.2.10' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 'SYS.0000', message: 'success' });
    const [row] = await storedEnquiries();
    expect(row).toMatchObject({
      name: '韩梅梅',
      phone_number: phone(1),
      country_code: 'CN',
      client_ip: '192.0.2.10',
      received_at: t.clock.value,
      consent_at: t.clock.value,
      privacy_policy_version: '2025-03',
      language: 'zh',
    });
  });

  it('refuses a wrong code, a replayed code and a code sent to another phone', async () => {
    const code = await codeFor(phone(2));
    const wrong = code === '000000' ? '111111' : '000000';
    const wrongResponse = await saveEnquiry(t.app, enquiry(phone(2), wrong));
    expect(wrongResponse.statusCode).toBe(400);
    expect(wrongResponse.json()).toMatchObject({ code: 'SMS.CODE_INVALID' });
    expect(wrongResponse.json().message).toMatch(/^msgCode:/);

    expect((await saveEnquiry(t.app, enquiry(phone(3), code))).statusCode).toBe(400);
    expect((await saveEnquiry(t.app, enquiry(phone(2), code))).statusCode).toBe(200);
    expect((await saveEnquiry(t.app, enquiry(phone(2), code))).statusCode).toBe(400);
    expect(await storedEnquiries()).toHaveLength(1);
  });

  it('expires codes after 5 minutes and voids the previous code on a new send', async () => {
    const first = await codeFor(phone(4));
    t.clock.advance(61_000);
    const second = await codeFor(phone(4));
    if (first !== second) expect((await saveEnquiry(t.app, enquiry(phone(4), first))).statusCode).toBe(400);
    t.clock.advance(5 * 60_000 + 1);
    expect((await saveEnquiry(t.app, enquiry(phone(4), second))).statusCode).toBe(400);
    expect(await storedEnquiries()).toHaveLength(0);
  });

  it('voids a code after 5 wrong tries', async () => {
    const code = await codeFor(phone(5));
    const wrongCodes = ['000000', '111111', '222222', '333333', '444444', '555555'].filter((c) => c !== code).slice(0, 5);
    for (const wrong of wrongCodes) expect((await saveEnquiry(t.app, enquiry(phone(5), wrong))).statusCode).toBe(400);
    expect((await saveEnquiry(t.app, enquiry(phone(5), code))).statusCode).toBe(400);
  });

  it('locks checks after 10 failures in 24 h, across resends', async () => {
    const guesses = (avoid: string) => ['000000', '111111', '222222', '333333', '444444', '555555'].filter((c) => c !== avoid).slice(0, 5);
    const first = await codeFor(phone(6));
    for (const wrong of guesses(first)) await saveEnquiry(t.app, enquiry(phone(6), wrong));
    t.clock.advance(61_000);
    const second = await codeFor(phone(6));
    for (const wrong of guesses(second)) await saveEnquiry(t.app, enquiry(phone(6), wrong));
    t.clock.advance(61_000);
    const third = await codeFor(phone(6));
    const locked = await saveEnquiry(t.app, enquiry(phone(6), third));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('SMS.CHECKS_LOCKED');
    t.clock.advance(24 * 3600_000);
    const fresh = await codeFor(phone(6));
    expect((await saveEnquiry(t.app, enquiry(phone(6), fresh))).statusCode).toBe(200);
  });

  it.each([
    ['name', '', 'name'],
    ['name', 'x'.repeat(51), 'name'],
    ['email', 'nope', 'email'],
    ['phoneNumber', '8612800000000', 'phoneNumber'],
    ['city', '', 'city'],
    ['remark', 'r'.repeat(2001), 'remark'],
    ['company', 'c'.repeat(101), 'company'],
    ['language', 'fr', 'language'],
    ['msgCode', '12345', 'msgCode'],
    ['msgCode', 123456, 'msgCode'],
    ['name', ['a'], 'name'],
  ])('refuses a bad %s with a 400 naming the field', async (field, value, named) => {
    const response = await saveEnquiry(t.app, enquiry(phone(7), '123456', { [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(`${named}:`);
  });

  it('refuses unknown and prototype-pollution keys', async () => {
    const body = JSON.stringify(enquiry(phone(8), '123456')).replace(/^\{/, '{"__proto__":{"polluted":1},"isAdmin":true,');
    const response = await saveEnquiry(t.app, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('__proto__:');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses foreign origins and cross-site fetches with 403, before touching anything', async () => {
    const code = await codeFor(phone(9));
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }]) {
      const response = await saveEnquiry(t.app, enquiry(phone(9), code), { headers });
      expect(response.statusCode).toBe(403);
      const send = await post(t.app, '/api/website/sendMessage', { phoneNumber: phone(10), countryCode: 'CN' }, { headers });
      expect(send.statusCode).toBe(403);
    }
    expect(t.sms.sent).toHaveLength(1);
    const sameOrigin = await saveEnquiry(t.app, enquiry(phone(9), code), { headers: { origin: 'http://localhost:3001', host: 'localhost:3001' } });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('answers 415 to non-JSON bodies and 413 to bodies over 16 KiB', async () => {
    const form = await post(t.app, '/api/website/purchasingInfo/save', 'name=a', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
    const text = await post(t.app, '/api/website/sendMessage', '{}', { headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(415);
    const big = await saveEnquiry(t.app, enquiry(phone(11), '123456', { remark: 'x'.repeat(17 * 1024) }));
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('REQ.TOO_LARGE');
    const broken = await post(t.app, '/api/website/purchasingInfo/save', '{"name":');
    expect(broken.statusCode).toBe(400);
    expect(t.sms.sent).toHaveLength(0);
  });

  it('stores injection strings as literal text', async () => {
    const hostile = {
      name: "Robert'); DROP TABLE enquiry;--",
      company: '<script>alert(1)</script>',
      remark: '=HYPERLINK("http://x")\r\n${7*7} {{7*7}}',
    };
    const code = await codeFor(phone(12));
    expect((await saveEnquiry(t.app, enquiry(phone(12), code, hostile))).statusCode).toBe(200);
    const [row] = await storedEnquiries();
    expect(row).toMatchObject({ name: hostile.name, company: hostile.company, remark: hostile.remark.trim() });
  });

  it('never leaks stack traces or SQL in error responses', async () => {
    const response = await saveEnquiry(t.app, '[1,2');
    expect(response.body).not.toMatch(/at .*\.ts|SELECT|INSERT|sqlite/i);
  });
});

describe('enquiry notifications', () => {
  it('notifies after commit, retries failures and never delays the answer', async () => {
    await t.close();
    const delivered: number[] = [];
    let failuresLeft = 2;
    t = await startTestApp({
      env: { RATE_LIMIT_WRITE_PER_MINUTE: '100000' },
      retryDelaysMs: [5, 5, 5],
      channels: [
        async (row) => {
          if (failuresLeft-- > 0) throw new Error('webhook down');
          delivered.push(row.id);
        },
      ],
    });
    const code = await codeFor(phone(13));
    expect((await saveEnquiry(t.app, enquiry(phone(13), code))).statusCode).toBe(200);
    await expect.poll(() => delivered, { timeout: 2000 }).toEqual([1]);
    const database = openDatabase({ kind: 'sqlite', file: path.join(t.dataDir, 'site.db') });
    expect((await findEnquiry(database.db, 1))?.notified_at).not.toBeNull();
    await database.close();
  });
});
