import { afterEach, describe, expect, test } from 'vitest';
import { phone, sendCode, startTestApp, type TestApp } from './helpers.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('the development SMS outbox', () => {
  test('answers this machine, for one phone number at a time', async () => {
    t = await startTestApp({ outbox: true });
    expect((await sendCode(t.app, phone(1))).statusCode).toBe(200);
    const one = await t.app.inject(`/api/dev/sms-outbox?phoneNumber=${phone(1)}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().items).toHaveLength(1);
    const all = await t.app.inject('/api/dev/sms-outbox');
    expect(all.statusCode).toBe(400);
    expect(all.json()).toEqual({ code: 'REQ.INVALID', message: 'phoneNumber: required' });
  });

  test('refuses other clients unless SMS_OUTBOX_ALLOW lists them', async () => {
    t = await startTestApp({ outbox: true });
    const remote = await t.app.inject({ url: `/api/dev/sms-outbox?phoneNumber=${phone(1)}`, remoteAddress: '203.0.113.5' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json().code).toBe('REQ.FORBIDDEN');
    await t.close();

    t = await startTestApp({ outbox: true, env: { SMS_OUTBOX_ALLOW: '203.0.113.5, 2001:db8::1' } });
    expect((await t.app.inject({ url: `/api/dev/sms-outbox?phoneNumber=${phone(1)}`, remoteAddress: '203.0.113.5' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/dev/sms-outbox?phoneNumber=${phone(1)}`, remoteAddress: '203.0.113.6' })).statusCode).toBe(403);
  });

  test('a bad SMS_OUTBOX_ALLOW stops the start with the variable named', async () => {
    await expect(startTestApp({ outbox: true, env: { SMS_OUTBOX_ALLOW: 'everyone' } })).rejects.toThrow(/SMS_OUTBOX_ALLOW/);
  });
});
