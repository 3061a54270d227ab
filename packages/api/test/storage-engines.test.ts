import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.js';
import type { Database } from '../src/db/open-database.js';
import { insertEnquiry, listEnquiriesSince, purgeEnquiriesBefore } from '../src/enquiries/enquiry-repository.js';
import { listNews } from '../src/news/news-repository.js';
import { seedNews } from '../src/news/seed-news.js';
import { enquiry, openTestStore, phone, saveEnquiry, sendCode, startTestApp, type Engine } from './helpers.js';

describe.each<Engine>(['sqlite', 'postgres'])('storage on %s', (engine) => {
  let database: Database;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ database, cleanup } = await openTestStore(engine));
    await migrateToLatest(database);
  });
  afterAll(async () => cleanup());

  it('migrates idempotently and seeds the news once', async () => {
    await migrateToLatest(database);
    expect(await seedNews(database.db, 1_700_000_000_000)).toBe(16);
    expect(await seedNews(database.db, 1_700_000_000_000)).toBe(0);
    const zh = await listNews(database.db, { language: 'zh', display: 1 });
    expect(zh).toHaveLength(8);
    expect(typeof zh[0]!.published_at).toBe('number');
  });

  it('stores, lists and purges enquiries with parametrized values', async () => {
    const base = {
      email: 'a@b.co', company: '', city: 'x', country_code: 'CN', phone_number: '8613800138000', remark: "'; DROP TABLE enquiry; --",
      language: 'en', client_ip: '1.2.3.4', privacy_policy_version: 'v1', notified_at: null,
    };
    await insertEnquiry(database.db, { ...base, name: 'old', received_at: 1000, consent_at: 1000 });
    await insertEnquiry(database.db, { ...base, name: 'new', received_at: 5000, consent_at: 5000 });
    expect((await listEnquiriesSince(database.db, 2000)).map((row) => row.name)).toEqual(['new']);
    expect(await purgeEnquiriesBefore(database.db, 2000)).toBe(1);
    const rest = await listEnquiriesSince(database.db, 0);
    expect(rest).toHaveLength(1);
    expect(rest[0]!.remark).toBe(base.remark);
    expect(typeof rest[0]!.received_at).toBe('number');
  });
});

describe.each<Engine>(['sqlite', 'postgres'])('HTTP flow on %s', (engine) => {
  it('sends a code, saves the enquiry, enforces cooldown and single use', async () => {
    const t = await startTestApp({ engine, env: { RATE_LIMIT_WRITE_PER_MINUTE: '100000' } });
    try {
      expect((await sendCode(t.app, phone(1))).statusCode).toBe(200);
      expect((await sendCode(t.app, phone(1))).statusCode).toBe(429);
      const code = t.sms.codeFor(phone(1));
      expect((await saveEnquiry(t.app, enquiry(phone(1), code))).json().code).toBe('SYS.0000');
      expect((await saveEnquiry(t.app, enquiry(phone(1), code))).statusCode).toBe(400);
      const concurrent = await Promise.all(
        Array.from({ length: 8 }, (_, i) => sendCode(t.app, phone(100 + i), { remoteAddress: `10.2.0.${i}` })),
      );
      expect(concurrent.every((response) => response.statusCode === 200)).toBe(true);
      const list = await t.app.inject('/api/website/news/list?display=1&language=en');
      expect(list.json().data.items.length).toBeGreaterThanOrEqual(8);
    } finally {
      await t.close();
    }
  });

  it('keeps the dev outbox newest first', async () => {
    const t = await startTestApp({ engine, outbox: true, env: { RATE_LIMIT_WRITE_PER_MINUTE: '100000' } });
    try {
      await sendCode(t.app, phone(7));
      t.clock.advance(61_000);
      await sendCode(t.app, phone(7));
      const response = await t.app.inject(`/api/dev/sms-outbox?phoneNumber=${phone(7)}`);
      const body = response.json() as { items: Array<{ phoneNumber: string; code: string; sentAt: string }> };
      expect(Object.keys(body)).toEqual(['items']);
      expect(body.items).toHaveLength(2);
      expect(Object.keys(body.items[0]!).sort()).toEqual(['code', 'phoneNumber', 'sentAt']);
      expect(Date.parse(body.items[0]!.sentAt)).toBeGreaterThan(Date.parse(body.items[1]!.sentAt));
      expect((await saveEnquiry(t.app, enquiry(phone(7), body.items[0]!.code))).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('outbox route with a real provider', () => {
  it('does not exist', async () => {
    const t = await startTestApp();
    try {
      expect((await t.app.inject('/api/dev/sms-outbox')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
