import path from 'node:path';
import type { SiteVital } from '@site/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/build-app.js';
import { loadConfig } from '../src/config/load-config.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { openDatabase, type Database } from '../src/db/open-database.js';
import { openSiteEvents } from '../src/site-events/open-site-events.js';
import { PageTokens, sharedSecret } from '../src/site-events/page-tokens.js';
import { SiteEventsStore } from '../src/site-events/site-events-store.js';
import { FakeClock, openTestStore, tempDataDir, type Engine } from './helpers.js';

const minute = 60_000;
const day = 24 * 60 * minute;

const lcp: SiteVital = { name: 'LCP', value: 1200, remote: 'parts', version: '1.2.0', page: 'part', path: '/en/parts/joint', locale: 'en' };
const none = { p75: null, visitors: 0 };

describe('Core Web Vitals in POST /api/site/events', () => {
  let app: FastifyInstance;
  let database: Database;
  let dataDir: string;
  const clock = new FakeClock();
  beforeAll(async () => {
    dataDir = tempDataDir();
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SITE_EVENTS_PER_MINUTE: '1000' }),
      clock: clock.now,
      logger: false,
      skipSeed: true,
      // The site serves no version named `made-up`, even when a token names it.
      acceptsSiteEventVersion: (_remote, version) => version !== 'made-up',
    });
    database = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'site.db') });
  });
  afterAll(async () => {
    await database.close();
    await app.close();
  });
  afterEach(async () => {
    await database.db.deleteFrom('site_vital').execute();
    await database.db.deleteFrom('site_event_count').execute();
  });

  const token = async (versions: Record<string, string> = { parts: '1.2.0', content: '1.0.0' }) =>
    new PageTokens(await sharedSecret(database.db, 'page-token-secret'), clock.now).sign(versions);
  const report = (body: unknown, extra: Partial<InjectOptions> = {}) =>
    app.inject({ method: 'POST', url: '/api/site/events', payload: JSON.stringify(body), remoteAddress: '198.51.100.7', ...extra, headers: { 'content-type': 'text/plain;charset=UTF-8' } });
  const rows = () => database.db.selectFrom('site_vital').selectAll().orderBy('page').orderBy('name').execute();

  it('keeps the vitals of the versions the token vouches for and the site serves, as a visitor, beside the events', async () => {
    const vitals: SiteVital[] = [
      lcp,
      { ...lcp, name: 'CLS', value: 0.05 },
      { ...lcp, name: 'INP', value: 180, page: 'parts-list', path: '/en/parts' },
      // The token names parts 1.2.0: another version of it counts nowhere.
      { ...lcp, version: '1.3.0' },
      { ...lcp, remote: 'products', version: '1.0.0' },
    ];
    const response = await report({ token: await token(), events: [{ kind: 'view', remote: 'parts', version: '1.2.0', path: '/en/parts/joint', locale: 'en' }], vitals });
    expect([response.statusCode, response.body]).toEqual([204, '']);
    const stored = await rows();
    expect(stored.map(({ visitor: _visitor, minute_start: _start, ...row }) => row)).toEqual([
      { remote: 'parts', version: '1.2.0', page: 'part', name: 'CLS', value: 0.05 },
      { remote: 'parts', version: '1.2.0', page: 'part', name: 'LCP', value: 1200 },
      { remote: 'parts', version: '1.2.0', page: 'parts-list', name: 'INP', value: 180 },
    ]);
    // One visitor, as for its events, and no address.
    const visitors = await database.db.selectFrom('site_event_visitor').select('visitor').execute();
    expect(new Set([...stored, ...visitors].map((row) => row.visitor))).toEqual(new Set([visitors[0]!.visitor]));
    expect(JSON.stringify(stored)).not.toContain('198.51.100.7');
    // A version the site does not serve is not kept, whatever the token says.
    await report({ token: await token({ parts: 'made-up' }), vitals: [{ ...lcp, version: 'made-up' }] });
    expect(await rows()).toHaveLength(3);
  });

  it('takes vitals alone, and stores nothing without a valid token (answered the same)', async () => {
    for (const candidate of [undefined, 'not-a-token', await new PageTokens(Buffer.alloc(32, 1), clock.now).sign({ parts: '1.2.0' })]) {
      const response = await report({ ...(candidate === undefined ? {} : { token: candidate }), vitals: [lcp] });
      expect([response.statusCode, response.body]).toEqual([204, '']);
    }
    expect(await rows()).toEqual([]);
    expect((await report({ token: await token(), vitals: [lcp] })).statusCode).toBe(204);
    expect(await rows()).toHaveLength(1);
  });

  it.each<[string, unknown, string]>([
    ['an unknown vital', { vitals: [{ ...lcp, name: 'FID' }] }, 'vitals.0.name: must be one of LCP, INP, CLS'],
    ['a value beyond a minute', { vitals: [{ ...lcp, value: 60_001 }] }, 'vitals.0.value: must be at most 60000 ms for LCP'],
    ['a page kind that is no name', { vitals: [{ ...lcp, page: '../x' }] }, 'vitals.0.page: must be a page kind (lower-case letters, digits and -)'],
    ['21 items together', { events: Array(11).fill({ kind: 'view', remote: 'parts', version: '1.2.0', path: '/', locale: 'en' }), vitals: Array(10).fill(lcp) }, 'body: must hold at most 20 events and vitals together'],
  ])('refuses %s with 400 and stores nothing', async (_what, body, message) => {
    const response = await report({ token: await token(), ...(body as object) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'REQ.INVALID', message });
    expect(await rows()).toEqual([]);
  });

  it('counts a client posting a thousand slow values as one visitor, at its worst', async () => {
    const parts = await token();
    for (let i = 0; i < 50; i++) await report({ token: parts, vitals: Array.from({ length: 20 }, (_, j) => ({ ...lcp, value: 9000 + i + j })) }, { remoteAddress: '203.0.113.66' });
    for (const [i, value] of [800, 900, 1000].entries()) await report({ token: parts, vitals: [{ ...lcp, value }] }, { remoteAddress: `192.0.2.${i + 1}` });
    const reader = await openSiteEvents({ dataDir, clock: clock.now });
    try {
      const figures = await reader.vitals({ remote: 'parts', versions: ['1.2.0'], sinceMs: clock.now() - 10 * minute });
      // Four visitors: 800, 900, 1000 and one at 9068; the 75th percentile is the third.
      expect(figures['1.2.0']).toEqual({ LCP: { p75: 1000, visitors: 4 }, INP: none, CLS: none });
    } finally {
      await reader.close();
    }
  });
});

describe('openSiteEvents without a store', () => {
  it('reads no vitals', async () => {
    const reader = await openSiteEvents({ dataDir: path.join(tempDataDir(), 'never-started') });
    expect(await reader.vitals({ remote: 'parts', versions: ['1.0.0'], sinceMs: 0 })).toEqual({ '1.0.0': { LCP: none, INP: none, CLS: none } });
    expect(await reader.vitalsByPage({ remote: 'parts', versions: ['1.0.0'], sinceMs: 0 })).toEqual({ '1.0.0': {} });
    await reader.close();
  });
});

describe.each<Engine>(['sqlite', 'postgres'])('the vitals store on %s', (engine) => {
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
    await database.db.deleteFrom('site_vital').execute();
  });
  const fresh = () => {
    clock = new FakeClock();
    store = new SiteEventsStore(database.db, clock.now);
  };
  const query = (versions: string[] = ['1.2.0']) => ({ remote: 'parts' as const, versions, sinceMs: clock.now() - 10 * minute });

  it('keeps one row per visitor, minute, version, page kind and vital: the worst value', async () => {
    fresh();
    await store.recordVitals([lcp, { ...lcp, value: 2500 }, { ...lcp, value: 900 }, { ...lcp, name: 'CLS', value: 0.125 }], 'v1');
    await store.recordVitals([{ ...lcp, value: 1800 }, { ...lcp, name: 'CLS', value: 0.25 }], 'v1');
    await store.recordVitals([{ ...lcp, value: 3000 }], 'v1');
    clock.advance(minute);
    await store.recordVitals([{ ...lcp, value: 100 }], 'v1');
    const rows = await database.db.selectFrom('site_vital').select(['name', 'minute_start', 'value']).orderBy('minute_start').orderBy('name').execute();
    const start = clock.now() - minute;
    expect(rows.map((row) => ({ ...row, minute_start: Number(row.minute_start) }))).toEqual([
      { name: 'CLS', minute_start: start, value: 0.25 },
      { name: 'LCP', minute_start: start, value: 3000 },
      { name: 'LCP', minute_start: start + minute, value: 100 },
    ]);
    // Across minutes, still one visitor at its worst.
    expect((await store.vitals(query()))['1.2.0']).toEqual({ LCP: { p75: 3000, visitors: 1 }, INP: none, CLS: { p75: 0.25, visitors: 1 } });
  });

  it('takes the p75 over visitors by nearest rank, per version and per page kind', async () => {
    fresh();
    // Eight visitors on `part` (100…800 ms), four of them also on `home`; INP from two; the canary 1.3.0 from one.
    for (let i = 1; i <= 8; i++) {
      await store.recordVitals([{ ...lcp, value: i * 100 }, ...(i <= 4 ? [{ ...lcp, page: 'home', value: i * 1000 }] : []), ...(i <= 2 ? [{ ...lcp, name: 'INP' as const, value: i * 40 }] : [])], `v${i}`);
    }
    await store.recordVitals([{ ...lcp, version: '1.3.0', value: 5000 }], 'v1');
    // ⌈0.75·8⌉ = 6th of eight. Over both pages each visitor counts once, at its worst: 500…800, 1000…4000.
    expect(await store.vitals(query(['1.2.0', '1.3.0', '9.9.9']))).toEqual({
      '1.2.0': { LCP: { p75: 2000, visitors: 8 }, INP: { p75: 80, visitors: 2 }, CLS: none },
      '1.3.0': { LCP: { p75: 5000, visitors: 1 }, INP: none, CLS: none },
      '9.9.9': { LCP: none, INP: none, CLS: none },
    });
    expect(await store.vitalsByPage(query(['1.2.0', '1.3.0', '9.9.9']))).toEqual({
      '1.2.0': { part: { LCP: { p75: 600, visitors: 8 }, INP: { p75: 80, visitors: 2 }, CLS: none }, home: { LCP: { p75: 3000, visitors: 4 }, INP: none, CLS: none } },
      '1.3.0': { part: { LCP: { p75: 5000, visitors: 1 }, INP: none, CLS: none } },
      '9.9.9': {},
    });
    expect(await store.vitals({ ...query(), remote: 'content' })).toEqual({ '1.2.0': { LCP: none, INP: none, CLS: none } });
    expect(await store.vitals(query([]))).toEqual({});
  });

  it('reads from the minute holding the start', async () => {
    fresh();
    await store.recordVitals([{ ...lcp, value: 5000 }], 'old');
    clock.advance(5 * minute);
    await store.recordVitals([lcp], 'new');
    expect((await store.vitals({ ...query(), sinceMs: clock.now() - 5 * minute + 30_000 }))['1.2.0']!.LCP).toEqual({ p75: 5000, visitors: 2 });
    expect((await store.vitals({ ...query(), sinceMs: clock.now() - 4 * minute }))['1.2.0']!.LCP).toEqual({ p75: 1200, visitors: 1 });
  });

  it('keeps concurrent reports exactly, whatever order their vitals come in', async () => {
    fresh();
    const reports = Array.from({ length: 24 }, (_, i) => {
      const vitals: SiteVital[] = ['part', 'home', 'news'].flatMap((page) => [{ ...lcp, page, value: 1000 + i }, { ...lcp, page, name: 'INP' as const, value: 100 + i }]);
      return i % 2 ? vitals.reverse() : vitals;
    });
    await Promise.all(reports.map((vitals, i) => store.recordVitals(vitals, `v${i % 4}`)));
    const byPage = await store.vitalsByPage(query());
    expect(Object.keys(byPage['1.2.0']!).sort()).toEqual(['home', 'news', 'part']);
    // Each of the four visitors at its worst: v0…v3 sent up to 1020…1023 ms.
    expect(byPage['1.2.0']!['part']).toEqual({ LCP: { p75: 1022, visitors: 4 }, INP: { p75: 122, visitors: 4 }, CLS: none });
  });

  it('drops vitals with the visitors, after two days', async () => {
    fresh();
    await store.recordVitals([lcp], 'v1');
    clock.advance(day);
    await store.recordVitals([lcp], 'v2');
    expect(await store.prune()).toBe(0);
    clock.advance(day + minute);
    expect(await store.prune()).toBe(1);
    expect((await store.vitals({ ...query(), sinceMs: 0 }))['1.2.0']!.LCP).toEqual({ p75: 1200, visitors: 1 });
  });
});
