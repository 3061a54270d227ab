import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { phone, post, sendCode, startTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp({ env: { RATE_LIMIT_WRITE_PER_MINUTE: '100000' } });
});
afterEach(async () => t.close());

describe('POST /api/website/sendMessage', () => {
  it('sends a 6-digit code and answers SYS.0000', async () => {
    const response = await sendCode(t.app, phone(1));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 'SYS.0000', message: 'success' });
    expect(t.sms.sent).toHaveLength(1);
    expect(t.sms.sent[0]).toMatchObject({ phoneNumber: phone(1), countryCode: 'CN', localNumber: phone(1).slice(2) });
    expect(t.sms.sent[0]!.code).toMatch(/^\d{6}$/);
  });

  it('enforces a 60 s cooldown per phone with Retry-After', async () => {
    await sendCode(t.app, phone(1));
    t.clock.advance(20_000);
    const second = await sendCode(t.app, phone(1));
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('40');
    expect(second.json().code).toBe('SMS.COOLDOWN');
    t.clock.advance(40_000);
    expect((await sendCode(t.app, phone(1))).statusCode).toBe(200);
    expect(t.sms.sent).toHaveLength(2);
  });

  it('allows at most 5 sends per hour and 10 per 24 h per phone', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await sendCode(t.app, phone(2), { remoteAddress: `10.0.0.${i}` })).statusCode);
      t.clock.advance(61_000);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    t.clock.advance(3600_000);
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await sendCode(t.app, phone(2), { remoteAddress: `10.0.1.${i}` })).statusCode);
      t.clock.advance(61_000);
    }
    expect(statuses.slice(6)).toEqual([200, 200, 200, 200, 200, 429]);
    t.clock.advance(3600_000);
    expect((await sendCode(t.app, phone(2), { remoteAddress: '10.0.2.1' })).json().code).toBe('SMS.PHONE_DAILY_LIMIT');
    expect(t.sms.sent).toHaveLength(10);
  });

  it('allows 5 sends per 10 minutes and 20 per day per client IP', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await sendCode(t.app, phone(100 + i))).json().code);
    expect(codes).toEqual(['SYS.0000', 'SYS.0000', 'SYS.0000', 'SYS.0000', 'SYS.0000', 'SMS.IP_LIMIT']);
    for (let round = 0; round < 4; round += 1) {
      t.clock.advance(10 * 60_000 + 1);
      for (let i = 0; i < 5; i += 1) await sendCode(t.app, phone(200 + round * 10 + i));
    }
    expect(t.sms.sent).toHaveLength(20);
    t.clock.advance(10 * 60_000 + 1);
    expect((await sendCode(t.app, phone(999))).json().code).toBe('SMS.IP_DAILY_LIMIT');
    expect(t.sms.sent).toHaveLength(20);
  });

  it('stops calling the provider once the global daily budget is spent', async () => {
    await t.close();
    t = await startTestApp({ env: { SMS_DAILY_BUDGET: '3', RATE_LIMIT_WRITE_PER_MINUTE: '100000' } });
    const codes: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      codes.push((await sendCode(t.app, phone(300 + i), { remoteAddress: `10.1.0.${i}` })).json().code);
    }
    expect(codes).toEqual(['SYS.0000', 'SYS.0000', 'SYS.0000', 'SMS.DAILY_BUDGET', 'SMS.DAILY_BUDGET']);
    expect(t.sms.sent).toHaveLength(3);
  });

  it.each([
    ['a non-allowlisted country', { phoneNumber: '12025550123', countryCode: 'US' }, 'countryCode'],
    ['a premium-rate international number under CN', { phoneNumber: '8823456789012', countryCode: 'CN' }, 'phoneNumber'],
    ['a mainland landline', { phoneNumber: '862161234567', countryCode: 'CN' }, 'phoneNumber'],
    ['a number array', { phoneNumber: ['8613800000001'], countryCode: 'CN' }, 'phoneNumber'],
    ['a JSON number', { phoneNumber: 8613800000001, countryCode: 'CN' }, 'phoneNumber'],
    ['CRLF in the number', { phoneNumber: '8613800000001\r\nX-Injected: 1', countryCode: 'CN' }, 'phoneNumber'],
    ['an over-long number', { phoneNumber: `86138${'0'.repeat(200)}`, countryCode: 'CN' }, 'phoneNumber'],
    ['a missing country', { phoneNumber: '8613800000001' }, 'countryCode'],
    ['an extra field', { phoneNumber: '8613800000001', countryCode: 'CN', template: 'x' }, 'template'],
  ])('refuses %s with a 400 naming the field, without a send', async (_label, body, field) => {
    const response = await post(t.app, '/api/website/sendMessage', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).not.toBe('SYS.0000');
    expect(response.json().message).toContain(`${field}:`);
    expect(t.sms.sent).toHaveLength(0);
  });

  it('holds a sweep of 100 numbers from one IP to the IP limit, forged X-Forwarded-For or not', async () => {
    let accepted = 0;
    for (let i = 0; i < 100; i += 1) {
      const forged = i % 2 === 0 ? { 'x-forwarded-for': `203.0.113.${i}` } : {};
      const response = await sendCode(t.app, phone(1000 + i), { remoteAddress: '198.51.100.7', headers: forged });
      if (response.statusCode === 200) accepted += 1;
      else expect(response.statusCode).toBe(429);
    }
    expect(accepted).toBe(5);
    expect(t.sms.sent).toHaveLength(5);
  });

  it('trusts X-Forwarded-For only as far as the configured proxies', async () => {
    await t.close();
    t = await startTestApp({ env: { TRUSTED_PROXY_COUNT: '1', RATE_LIMIT_WRITE_PER_MINUTE: '100000' } });
    // Behind one proxy the client is the last X-Forwarded-For entry; forged entries further left are ignored.
    for (let i = 0; i < 7; i += 1) {
      await sendCode(t.app, phone(2000 + i), {
        remoteAddress: '10.9.9.9',
        headers: { 'x-forwarded-for': `1.2.3.${i}, 198.51.100.20` },
      });
    }
    expect(t.sms.sent).toHaveLength(5);
    const otherClient = await sendCode(t.app, phone(2100), {
      remoteAddress: '10.9.9.9',
      headers: { 'x-forwarded-for': '198.51.100.21' },
    });
    expect(otherClient.statusCode).toBe(200);
  });

  it('voids the code and answers 502 when the provider fails', async () => {
    t.sms.failNext = true;
    const response = await sendCode(t.app, phone(5));
    expect(response.statusCode).toBe(502);
    expect(response.json().code).toBe('SMS.SEND_FAILED');
  });

  it('applies the per-route request rate limit', async () => {
    await t.close();
    t = await startTestApp({ env: { RATE_LIMIT_WRITE_PER_MINUTE: '3' } });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await post(t.app, '/api/website/sendMessage', {})).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});
