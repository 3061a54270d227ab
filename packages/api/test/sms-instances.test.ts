import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CountingSmsProvider,
  createPostgresSchema,
  FakeClock,
  phone,
  sendCode,
  startTestApp,
  type TestApp,
} from './helpers.js';

/**
 * The SMS send rules are kept in the database, not in the process: two API
 * instances on one PostgreSQL (as behind a proxy) enforce them together.
 */
let instances: TestApp[];
let dropSchema: () => Promise<void>;
const clock = new FakeClock();
let sms: CountingSmsProvider;

beforeEach(async () => {
  const { schema, drop } = await createPostgresSchema();
  dropSchema = drop;
  sms = new CountingSmsProvider();
  // No REDIS_URL: the request limits are per instance here (and set high), so only the SMS rules answer.
  const options = { postgresSchema: schema, clock, sms, env: { RATE_LIMIT_WRITE_PER_MINUTE: '100000' } };
  instances = [await startTestApp(options), await startTestApp(options)];
});
afterEach(async () => {
  for (const instance of instances) await instance.close();
  await dropSchema();
});

const client = { remoteAddress: '198.51.100.7' };

describe('SMS send rules across two instances on one PostgreSQL', () => {
  it('refuses the 6th send from one IP within 10 minutes, alternating instances', async () => {
    const responses = [];
    for (let i = 0; i < 6; i += 1) {
      responses.push(await sendCode(instances[i % 2]!.app, phone(100 + i), client));
      clock.advance(30_000);
    }
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(responses[5]!.json().code).toBe('SMS.IP_LIMIT');
    expect(Number(responses[5]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(sms.sent).toHaveLength(5);
  });

  it('holds the IP limit when both instances are hit at the same moment', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => sendCode(instances[i % 2]!.app, phone(200 + i), client)),
    );
    const codes = responses.map((response) => response.json().code as string);
    expect(codes.filter((code) => code === 'SYS.0000')).toHaveLength(5);
    expect(codes.filter((code) => code === 'SMS.IP_LIMIT')).toHaveLength(7);
    expect(sms.sent).toHaveLength(5);
  });

  it('keeps the per-number cooldown and hourly cap across instances', async () => {
    expect((await sendCode(instances[0]!.app, phone(300), { remoteAddress: '10.0.0.1' })).statusCode).toBe(200);
    clock.advance(20_000);
    const second = await sendCode(instances[1]!.app, phone(300), { remoteAddress: '10.0.0.2' });
    expect(second.json().code).toBe('SMS.COOLDOWN');
    expect(second.headers['retry-after']).toBe('40');

    for (let i = 1; i < 5; i += 1) {
      clock.advance(61_000);
      expect((await sendCode(instances[i % 2]!.app, phone(300), { remoteAddress: `10.0.1.${i}` })).statusCode).toBe(200);
    }
    clock.advance(61_000);
    expect((await sendCode(instances[1]!.app, phone(300), { remoteAddress: '10.0.2.1' })).json().code).toBe('SMS.PHONE_HOURLY_LIMIT');
    expect(sms.sent).toHaveLength(5);
  });
});
