import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { SiteEvent } from '@site/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/build-app.js';
import { loadConfig } from '../src/config/load-config.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { openDatabase, type Database } from '../src/db/open-database.js';
import { openSiteEvents } from '../src/site-events/open-site-events.js';
import { PageTokens, sharedSecret } from '../src/site-events/page-tokens.js';
import { defaultSiteEventBounds, SiteEventsStore } from '../src/site-events/site-events-store.js';
import { FakeClock, openTestStore, startTestApp, tempDataDir, type Engine, type TestApp } from './helpers.js';

const url = '/api/site/events';
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

const event: SiteEvent = { kind: 'error', remote: 'parts', version: '1.2.0', path: '/en/parts/joint', locale: 'en', message: 'boom' };
const view: SiteEvent = { kind: 'view', remote: 'parts', version: '1.2.0', path: '/en/parts/joint', locale: 'en' };

function report(app: FastifyInstance, body: unknown, extra: Partial<InjectOptions> = {}) {
  return app.inject({
    method: 'POST',
    url,
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress: '198.51.100.7',
    ...extra,
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...(extra.headers ?? {}) },
  });
}

/** Every stored row of the three tables, as the database holds them. */
async function storedRows(database: Database): Promise<unknown[]> {
  return [
    ...(await database.db.selectFrom('site_event_count').selectAll().execute()),
    ...(await database.db.selectFrom('site_event_message').selectAll().execute()),
    ...(await database.db.selectFrom('site_event_visitor').selectAll().execute()),
  ];
}

/** A page token as the site's pages carry it, signed with the secret in the app's database. */
async function pageToken(database: Database, clock: () => number = Date.now, versions: Record<string, string> = { parts: '1.2.0', content: '1.2.0' }) {
  return new PageTokens(await sharedSecret(database.db, 'page-token-secret'), clock).sign(versions);
}

describe('POST /api/site/events', () => {
  let t: TestApp;
  let database: Database;
  beforeAll(async () => {
    t = await startTestApp({ env: { SITE_EVENTS_PER_MINUTE: '1000' } });
    database = openDatabase({ kind: 'sqlite', file: path.join(t.dataDir, 'site.db') });
  });
  afterAll(async () => {
    await database.close();
    await t.close();
  });
  let token: string;
  beforeEach(async () => {
    token = await pageToken(database, t.clock.now);
  });
  afterEach(async () => {
    await database.db.deleteFrom('site_event_count').execute();
    await database.db.deleteFrom('site_event_message').execute();
    await database.db.deleteFrom('site_event_visitor').execute();
  });

  it('takes a sendBeacon string (text/plain) and a JSON Blob (application/json): 204, no body', async () => {
    const beacon = await report(t.app, { token, events: [view, event] });
    expect(beacon.statusCode).toBe(204);
    expect(beacon.body).toBe('');
    const blob = await report(t.app, { token, events: [view] }, { headers: { 'content-type': 'application/json' } });
    expect(blob.statusCode).toBe(204);
    const reader = await openSiteEvents({ dataDir: t.dataDir, clock: t.clock.now });
    try {
      expect(await reader.summary({ remote: 'parts', versions: ['1.2.0', '1.1.0'], sinceMs: t.clock.now() - hour })).toEqual({
        '1.2.0': { views: 2, error: 1, chunk: 0, hydration: 0, 'area-failed': 0 },
        '1.1.0': { views: 0, error: 0, chunk: 0, hydration: 0, 'area-failed': 0 },
      });
      expect(await reader.topMessages({ remote: 'parts', sinceMs: t.clock.now() - hour, limit: 5 })).toEqual([
        { version: '1.2.0', kind: 'error', message: 'boom', count: 1, paths: ['/en/parts/joint'] },
      ]);
    } finally {
      await reader.close();
    }
  });

  it.each<[string, string, string]>([
    ['text that is not JSON', '{"events": [', 'body: the request body is not valid JSON'],
    ['an empty body', '', 'body: the request body is not valid JSON'],
    ['a list instead of an object', JSON.stringify([event]), 'body: must be a JSON object with events'],
    ['no events', JSON.stringify({ events: [] }), 'events: must hold at least one event'],
    ['21 events', JSON.stringify({ events: Array(21).fill(view) }), 'events: must hold at most 20 events'],
    ['an unknown field', JSON.stringify({ events: [view], visitor: 'x' }), 'visitor: is not accepted'],
    ['an unknown kind', JSON.stringify({ events: [view, { ...event, kind: 'click' }] }), 'events.1.kind: must be one of view, error, chunk, hydration, area-failed'],
    ['an unknown remote', JSON.stringify({ events: [{ ...event, remote: 'shell' }] }), 'events.0.remote: must be one of products, parts, content, contact'],
    ['a version that is no name', JSON.stringify({ events: [{ ...event, version: '../../etc' }] }), 'events.0.version: must be a version name (letters, digits, . + - _)'],
    ['a path that is a URL', JSON.stringify({ events: [{ ...event, path: 'https://example.com/en' }] }), 'events.0.path: must start with /'],
    ['a missing locale', JSON.stringify({ events: [{ ...event, locale: undefined }] }), 'events.0.locale: is required'],
    ['a message too long', JSON.stringify({ events: [{ ...event, message: 'x'.repeat(301) }] }), 'events.0.message: must be at most 300 characters'],
  ])('refuses %s with 400 in the envelope and stores nothing', async (_what, body, message) => {
    const response = await report(t.app, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'REQ.INVALID', message });
    expect(await storedRows(database)).toEqual([]);
  });

  it('answers other methods with 405 in the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json()).toMatchObject({ code: 'REQ.METHOD_NOT_ALLOWED' });
  });

  it('refuses a body over 16 KiB with 413 before reading it', async () => {
    const big = JSON.stringify({ events: [{ ...event, message: 'x'.repeat(300) }] }).padEnd(16 * 1024 + 1, ' ');
    const response = await report(t.app, big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'REQ.TOO_LARGE', message: 'body: the request body must be at most 16 KiB' });
    expect(await storedRows(database)).toEqual([]);
  });

  it('refuses other media types (415) and other sites (403)', async () => {
    const form = await report(t.app, 'events=1', { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual({ code: 'REQ.UNSUPPORTED_MEDIA_TYPE', message: 'body: send application/json or text/plain' });
    const foreign = await report(t.app, { events: [view] }, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(foreign.statusCode).toBe(403);
    const origin = await report(t.app, { events: [view] }, { headers: { origin: 'https://evil.example' } });
    expect(origin.statusCode).toBe(403);
    expect(await storedRows(database)).toEqual([]);
  });

  it('keeps no IP address, cookie, user agent or query string', async () => {
    const response = await report(
      t.app,
      { token, events: [{ ...event, path: '/zh/news/3?phone=8613800138000#top', message: 'failed https://cdn.example.com/a.js?token=s3cret' }] },
      { remoteAddress: '203.0.113.99', headers: { cookie: 'sid=cookie-value', 'user-agent': 'AgentSmith/1.0', 'x-forwarded-for': '192.0.2.55' } },
    );
    expect(response.statusCode).toBe(204);
    const rows = await storedRows(database);
    // The count, the message and who reported it (a keyed hash, no address).
    expect(rows).toHaveLength(3);
    const text = JSON.stringify(rows);
    for (const secret of ['203.0.113.99', '192.0.2.55', 'cookie-value', 'AgentSmith', '8613800138000', 's3cret', '?', '#']) expect(text).not.toContain(secret);
    expect(rows[1]).toMatchObject({ message: 'failed https://cdn.example.com/a.js', paths: '["/zh/news/3"]' });
  });

  it('counts per remote, version, kind and minute: one row per minute, incremented', async () => {
    await report(t.app, { token, events: [view, view, event] });
    await report(t.app, { token, events: [view, { ...view, remote: 'content' }] });
    await report(t.app, { token: await pageToken(database, t.clock.now, { parts: '1.3.0' }), events: [{ ...view, version: '1.3.0' }] });
    t.clock.advance(minute);
    await report(t.app, { token, events: [view] });
    const rows = await database.db.selectFrom('site_event_count').selectAll().orderBy('minute_start').orderBy('remote').orderBy('version').orderBy('kind').execute();
    const start = rows[0]!.minute_start;
    expect(start % minute).toBe(0);
    expect(rows).toEqual([
      { remote: 'content', version: '1.2.0', kind: 'view', minute_start: start, count: 1 },
      { remote: 'parts', version: '1.2.0', kind: 'error', minute_start: start, count: 1 },
      { remote: 'parts', version: '1.2.0', kind: 'view', minute_start: start, count: 3 },
      { remote: 'parts', version: '1.3.0', kind: 'view', minute_start: start, count: 1 },
      { remote: 'parts', version: '1.2.0', kind: 'view', minute_start: start + minute, count: 1 },
    ]);
  });

  it('counts nothing without a valid page token, and answers it like any other report', async () => {
    const [body, mac] = token.split('.') as [string, string];
    const altered = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), v: { parts: '9.9.9' } })).toString('base64url');
    const forged = [
      undefined,
      '',
      'not-a-token',
      `${body}.${'A'.repeat(mac.length)}`,
      `${altered}.${mac}`,
      await new PageTokens(randomBytes(32), t.clock.now).sign({ parts: '1.2.0' }),
      // Another area's version: the token names parts 1.2.0, the report 1.3.0.
      await pageToken(database, t.clock.now, { parts: '1.3.0' }),
    ];
    for (const candidate of forged) {
      const response = await report(t.app, { ...(candidate === undefined ? {} : { token: candidate }), events: [view, event] });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
    expect(await storedRows(database)).toEqual([]);
    // A page token is good for a day after the hour it was made in.
    const old = await pageToken(database, t.clock.now);
    t.clock.advance(26 * hour);
    await report(t.app, { token: old, events: [view] });
    expect(await storedRows(database)).toEqual([]);
    await report(t.app, { token: await pageToken(database, t.clock.now), events: [view] });
    expect(await storedRows(database)).toHaveLength(2);
  });

  it('counts one client once for the canary guard, however many reports it sends (the forged burst of issue 32)', async () => {
    const canary = (kind: 'view' | 'error'): SiteEvent => ({ ...view, kind, version: '1.3.0', ...(kind === 'error' ? { message: 'forged' } : {}) });
    const active = (): SiteEvent => ({ ...view, version: '1.2.0' });
    const canaryToken = await pageToken(database, t.clock.now, { parts: '1.3.0' });
    // 40 canary views, 10 canary errors and 40 active views from one address, in five posts.
    const burst = [
      { token: canaryToken, events: Array.from({ length: 20 }, () => canary('view')) },
      { token: canaryToken, events: Array.from({ length: 20 }, () => canary('view')) },
      { token: canaryToken, events: Array.from({ length: 10 }, () => canary('error')) },
      { token, events: Array.from({ length: 20 }, active) },
      { token, events: Array.from({ length: 20 }, active) },
    ];
    for (const body of burst) expect((await report(t.app, body, { remoteAddress: '198.51.100.66' })).statusCode).toBe(204);
    const reader = await openSiteEvents({ dataDir: t.dataDir, clock: t.clock.now });
    try {
      const query = { remote: 'parts' as const, versions: ['1.3.0', '1.2.0'], sinceMs: t.clock.now() - 10 * minute };
      expect(await reader.visitors(query)).toEqual({ '1.3.0': { views: 1, failed: 1 }, '1.2.0': { views: 1, failed: 0 } });
      // Another address is another visitor; an IPv6 client is one visitor across its /64.
      await report(t.app, { token: canaryToken, events: [canary('view')] }, { remoteAddress: '198.51.100.67' });
      for (const address of ['2001:db8:1:2::1', '2001:db8:1:2:ffff::9']) await report(t.app, { token: canaryToken, events: [canary('view')] }, { remoteAddress: address });
      expect((await reader.visitors(query))['1.3.0']).toEqual({ views: 3, failed: 1 });
    } finally {
      await reader.close();
    }
    const text = JSON.stringify(await database.db.selectFrom('site_event_visitor').selectAll().execute());
    for (const address of ['198.51.100.66', '198.51.100.67', '2001:db8']) expect(text).not.toContain(address);
  });
});

describe('the per-IP limit of browser reports', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { SITE_EVENTS_PER_MINUTE: '3', RATE_LIMIT_WRITE_PER_MINUTE: '1' } });
  });
  afterAll(async () => t.close());

  it('answers 429 past SITE_EVENTS_PER_MINUTE per client IP, with Retry-After, in the envelope', async () => {
    const database = openDatabase({ kind: 'sqlite', file: path.join(t.dataDir, 'site.db') });
    const token = await pageToken(database, t.clock.now).finally(() => database.close());
    for (let i = 0; i < 3; i++) expect((await report(t.app, { token, events: [view] })).statusCode).toBe(204);
    const refused = await report(t.app, { token, events: [view] });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'REQ.RATE_LIMITED', message: 'Too many requests, try again later' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another visitor is not held back, and the reports have their own limit (not the forms').
    expect((await report(t.app, { token, events: [view] }, { remoteAddress: '198.51.100.8' })).statusCode).toBe(204);
    const reader = await openSiteEvents({ dataDir: t.dataDir, clock: t.clock.now });
    try {
      expect((await reader.summary({ remote: 'parts', sinceMs: t.clock.now() - hour }))['1.2.0']?.views).toBe(4);
    } finally {
      await reader.close();
    }
  });
});

describe('the per-IP limit of browser reports with REDIS_URL', () => {
  const redisUrl = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379';
  const keyPrefix = `test:site-api:${randomBytes(6).toString('hex')}:`;
  const apps: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('is counted once for every instance', async () => {
    const env = { SITE_EVENTS_PER_MINUTE: '2', REDIS_URL: redisUrl, REDIS_KEY_PREFIX: keyPrefix };
    apps.push(await startTestApp({ env }), await startTestApp({ env }));
    const [first, second] = apps as [TestApp, TestApp];
    expect((await report(first.app, { events: [view] })).statusCode).toBe(204);
    expect((await report(second.app, { events: [view] })).statusCode).toBe(204);
    expect((await report(first.app, { events: [view] })).statusCode).toBe(429);
    expect((await report(second.app, { events: [view] })).statusCode).toBe(429);
  });
});

describe('versions the host does not know', () => {
  it('are answered 204 and not stored', async () => {
    const dataDir = tempDataDir();
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      logger: false,
      skipSeed: true,
      acceptsSiteEventVersion: (remote, version) => remote === 'parts' && version === '1.2.0',
    });
    try {
      const database = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'site.db') });
      const [token, made] = await Promise.all([pageToken(database), pageToken(database, Date.now, { parts: 'made-up' })]).finally(() => database.close());
      const response = await report(app, { token, events: [view, { ...view, remote: 'content' }] });
      const madeUp = await report(app, { token: made, events: [{ ...view, version: 'made-up' }] });
      expect(madeUp.statusCode).toBe(204);
      expect(response.statusCode).toBe(204);
      const reader = await openSiteEvents({ dataDir });
      const summary = await reader.summary({ remote: 'parts', sinceMs: 0 });
      expect(await reader.summary({ remote: 'content', sinceMs: 0 })).toEqual({});
      await reader.close();
      expect(summary).toEqual({ '1.2.0': { views: 1, error: 0, chunk: 0, hydration: 0, 'area-failed': 0 } });
    } finally {
      await app.close();
    }
  });
});

describe('openSiteEvents', () => {
  it('reads a store that does not exist as empty, without creating it', async () => {
    const dataDir = path.join(tempDataDir(), 'never-started');
    const reader = await openSiteEvents({ dataDir });
    expect(await reader.summary({ remote: 'parts', versions: ['1.0.0'], sinceMs: 0 })).toEqual({
      '1.0.0': { views: 0, error: 0, chunk: 0, hydration: 0, 'area-failed': 0 },
    });
    expect(await reader.topMessages({ remote: 'parts', sinceMs: 0 })).toEqual([]);
    await reader.close();
    const { existsSync } = await import('node:fs');
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe.each<Engine>(['sqlite', 'postgres'])('the browser reports store on %s', (engine) => {
  let database: Database;
  let cleanup: () => Promise<void>;
  let clock: FakeClock;
  let store: SiteEventsStore;
  beforeAll(async () => {
    ({ database, cleanup } = await openTestStore(engine));
    await migrateToLatest(database);
  });
  afterAll(async () => cleanup());
  afterEach(async () => {
    await database.db.deleteFrom('site_event_count').execute();
    await database.db.deleteFrom('site_event_message').execute();
  });
  const fresh = () => {
    clock = new FakeClock();
    store = new SiteEventsStore(database.db, clock.now, { ...defaultSiteEventBounds, messagesPerHour: 3, pathsPerMessage: 2 });
  };

  it('sums counts since a time, per version, from whole minutes', async () => {
    fresh();
    await store.record([view, view, event, { ...event, kind: 'chunk' }, { ...view, version: '1.3.0' }, { ...event, kind: 'area-failed', version: '1.3.0' }]);
    clock.advance(10 * minute);
    await store.record([view, { ...event, kind: 'hydration' }]);
    // From the minute holding the start: the first report's minute counts whole.
    expect(await store.summary({ remote: 'parts', sinceMs: clock.now() - 10 * minute + 30_000 })).toEqual({
      '1.2.0': { views: 3, error: 1, chunk: 1, hydration: 1, 'area-failed': 0 },
      '1.3.0': { views: 1, error: 0, chunk: 0, hydration: 0, 'area-failed': 1 },
    });
    // Earlier minutes do not.
    expect(await store.summary({ remote: 'parts', versions: ['1.2.0'], sinceMs: clock.now() - 5 * minute })).toEqual({
      '1.2.0': { views: 1, error: 0, chunk: 0, hydration: 1, 'area-failed': 0 },
    });
    expect(await store.summary({ remote: 'parts', versions: [], sinceMs: 0 })).toEqual({});
    expect(await store.summary({ remote: 'products', sinceMs: 0 })).toEqual({});
  });

  it('counts views and failures per minute per version, for charts', async () => {
    fresh();
    const start = clock.now();
    await store.record([view, view, event, { ...event, kind: 'chunk' }, { ...view, version: '1.3.0' }]);
    clock.advance(2 * minute);
    await store.record([view, { ...event, kind: 'hydration' }, { ...view, remote: 'products' }]);
    const counted = await store.perMinute({ remote: 'parts', sinceMs: start - minute, minutes: 4 });
    expect(counted).toEqual({
      from: start - minute - ((start - minute) % minute),
      minutes: 4,
      versions: { '1.2.0': { views: [0, 2, 0, 1], failed: [0, 2, 0, 1] }, '1.3.0': { views: [0, 1, 0, 0], failed: [0, 0, 0, 0] } },
    });
  });

  it('keeps a bounded number of messages per version, kind and hour, and of pages per message', async () => {
    fresh();
    const messages = (texts: string[], pagePath = '/en/parts/joint') => texts.map((message) => ({ ...event, message, path: pagePath }));
    await store.record([...messages(['a', 'a', 'b']), ...messages(['a'], '/zh/parts/joint'), ...messages(['a'], '/en/parts/arm')]);
    await store.record(messages(['c', 'd', 'e', 'f', 'd']));
    // Another kind and another version have room of their own.
    await store.record([{ ...event, kind: 'chunk', message: 'g' }, { ...event, version: '1.3.0', message: 'h' }]);
    const rows = await database.db.selectFrom('site_event_message').select(['version', 'kind', 'message', 'count', 'paths']).orderBy('version').orderBy('kind').orderBy('message').execute();
    expect(rows).toEqual([
      { version: '1.2.0', kind: 'chunk', message: 'g', count: 1, paths: '["/en/parts/joint"]' },
      { version: '1.2.0', kind: 'error', message: '', count: 4, paths: '["/en/parts/joint"]' },
      { version: '1.2.0', kind: 'error', message: 'a', count: 4, paths: '["/en/parts/joint","/zh/parts/joint"]' },
      { version: '1.2.0', kind: 'error', message: 'b', count: 1, paths: '["/en/parts/joint"]' },
      { version: '1.2.0', kind: 'error', message: 'c', count: 1, paths: '["/en/parts/joint"]' },
      { version: '1.3.0', kind: 'error', message: 'h', count: 1, paths: '["/en/parts/joint"]' },
    ]);
    // A flood of distinct messages adds no rows once the hour is full.
    await store.record(Array.from({ length: 20 }, (_, i) => ({ ...event, message: `random ${i}` })));
    expect(await database.db.selectFrom('site_event_message').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).toEqual({ n: 6 });

    expect(await store.topMessages({ remote: 'parts', version: '1.2.0', sinceMs: clock.now(), limit: 3 })).toEqual([
      { version: '1.2.0', kind: 'error', message: null, count: 24, paths: ['/en/parts/joint'] },
      { version: '1.2.0', kind: 'error', message: 'a', count: 4, paths: ['/en/parts/joint', '/zh/parts/joint'] },
      { version: '1.2.0', kind: 'chunk', message: 'g', count: 1, paths: ['/en/parts/joint'] },
    ]);
  });

  it('adds a message up across hours, and reads from the hour holding the start', async () => {
    fresh();
    await store.record([{ ...event, path: '/en/a' }]);
    clock.advance(hour);
    await store.record([{ ...event, path: '/en/b' }, { ...event, path: '/en/c' }]);
    expect(await store.topMessages({ remote: 'parts', sinceMs: clock.now() - 2 * hour, limit: 10 })).toEqual([
      { version: '1.2.0', kind: 'error', message: 'boom', count: 3, paths: ['/en/a', '/en/b'] },
    ]);
    expect(await store.topMessages({ remote: 'parts', sinceMs: clock.now(), limit: 10 })).toEqual([
      { version: '1.2.0', kind: 'error', message: 'boom', count: 2, paths: ['/en/b', '/en/c'] },
    ]);
    expect(await store.topMessages({ remote: 'parts', version: '9.9.9', sinceMs: 0 })).toEqual([]);
  });

  it('counts concurrent reports exactly, whatever order their events come in', async () => {
    fresh();
    // More distinct messages than an hour keeps (3 here): the other messages' row is written too.
    const reports = Array.from({ length: 24 }, (_, i) => {
      const events: SiteEvent[] = [
        view,
        { ...event, message: `e${i % 5}` },
        { ...event, message: 'common' },
        { ...event, kind: 'chunk', message: `c${i % 5}` },
        { ...event, kind: 'hydration', message: 'h' },
      ];
      return i % 2 ? events.reverse() : events;
    });
    await Promise.all(reports.map((events) => store.record(events)));
    expect(await store.summary({ remote: 'parts', sinceMs: 0 })).toEqual({ '1.2.0': { views: 24, error: 48, chunk: 24, hydration: 24, 'area-failed': 0 } });
    const messages = await store.topMessages({ remote: 'parts', sinceMs: 0, limit: 100 });
    expect(messages.reduce((sum, entry) => sum + entry.count, 0)).toBe(96);
    expect(messages.filter((entry) => entry.message === null).length).toBeGreaterThan(0);
  });

  it('tells listeners about each report after it is stored', async () => {
    fresh();
    const heard: (readonly SiteEvent[])[] = [];
    const stop = store.onRecorded((events) => heard.push(events));
    store.onRecorded(() => {
      throw new Error('a broken listener does not fail the report');
    });
    await store.record([view, event]);
    stop();
    await store.record([view]);
    expect(heard).toEqual([[view, event]]);
  });

  it('drops counts and messages older than the retention', async () => {
    fresh();
    await store.record([view, event]);
    clock.advance(29 * day);
    await store.record([view, { ...event, message: 'recent' }]);
    expect(await store.prune()).toBe(0);
    clock.advance(2 * day);
    expect(await store.prune()).toBe(3);
    expect(await store.summary({ remote: 'parts', sinceMs: 0 })).toEqual({ '1.2.0': { views: 1, error: 1, chunk: 0, hydration: 0, 'area-failed': 0 } });
    expect((await store.topMessages({ remote: 'parts', sinceMs: 0 })).map((entry) => entry.message)).toEqual(['recent']);
  });
});
