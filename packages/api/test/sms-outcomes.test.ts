import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/build-app.js';
import { loadConfig } from '../src/config/load-config.js';
import { smsRefusalReasons, type SmsOutcome } from '../src/sms/sms-outcome.js';
import { CountingSmsProvider, FakeClock, phone, post, sendCode, tempDataDir } from './helpers.js';

// The hook a host counts SMS sends and refusals with (the shell's metrics): every outcome is told
// once, with a fixed reason, and nothing else (no number, no address).
let app: FastifyInstance | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  await app?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(env: Record<string, string>, onSmsOutcome: (outcome: SmsOutcome) => void) {
  dataDir = tempDataDir();
  const clock = new FakeClock();
  const sms = new CountingSmsProvider();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_WRITE_PER_MINUTE: '100000', ...env });
  app = await buildApp({ config, clock: clock.now, logger: false, smsProvider: sms, onSmsOutcome });
  return { app, clock, sms };
}

describe('SMS outcomes', () => {
  it('tells each send and each refusal with its reason', async () => {
    const outcomes: SmsOutcome[] = [];
    const { app, clock, sms } = await start(
      {
        SMS_COUNTRY_ALLOWLIST: 'CN+86',
        SMS_PHONE_HOURLY_LIMIT: '1',
        SMS_PHONE_DAILY_LIMIT: '1',
        SMS_IP_10MIN_LIMIT: '2',
        SMS_IP_DAILY_LIMIT: '3',
        SMS_DAILY_BUDGET: '5',
      },
      (outcome) => outcomes.push(outcome),
    );
    const reasons = () => outcomes.map((outcome) => (outcome.result === 'sent' ? 'sent' : outcome.reason));
    const from = (address: string) => ({ remoteAddress: address });

    await post(app, '/api/website/sendMessage', '{}');
    await post(app, '/api/website/sendMessage', { phoneNumber: '12025550123', countryCode: 'US' });
    sms.failNext = true;
    expect((await sendCode(app, phone(9), from('10.0.0.3'))).statusCode).toBe(502);
    expect((await sendCode(app, phone(1), from('10.0.0.1'))).statusCode).toBe(200);
    await sendCode(app, phone(1), from('10.0.0.1'));
    clock.advance(61_000);
    await sendCode(app, phone(1), from('10.0.0.1'));
    clock.advance(3600_000);
    await sendCode(app, phone(1), from('10.0.0.1'));
    await sendCode(app, phone(2), from('10.0.0.1'));
    await sendCode(app, phone(3), from('10.0.0.1'));
    await sendCode(app, phone(4), from('10.0.0.1'));
    clock.advance(11 * 60_000);
    await sendCode(app, phone(4), from('10.0.0.1'));
    await sendCode(app, phone(5), from('10.0.0.2'));
    await sendCode(app, phone(6), from('10.0.0.2'));

    expect(reasons()).toEqual([
      'invalid-request',
      'country-not-allowed',
      'provider-failed',
      'sent',
      'cooldown',
      'phone-hourly-limit',
      'phone-daily-limit',
      'sent',
      'sent',
      'ip-limit',
      'ip-daily-limit',
      'sent',
      'daily-budget',
    ]);
    expect(sms.sent).toHaveLength(4);
    // Every reason the API can give is one of the fixed names a host may label with.
    for (const outcome of outcomes) if (outcome.result === 'refused') expect(smsRefusalReasons).toContain(outcome.reason);
  });

  it('answers as usual when the listener throws', async () => {
    const { app, sms } = await start({}, () => {
      throw new Error('listener broken');
    });
    expect((await sendCode(app, phone(1))).json()).toEqual({ code: 'SYS.0000', message: 'success' });
    expect(sms.sent).toHaveLength(1);
  });
});
