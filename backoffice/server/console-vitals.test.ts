// @vitest-environment node
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { AreaVitals, GuardState } from '@site/console-contract/releases';
import { consoleSite, password, signIn, type ConsoleSite } from './test-support.js';

type SiteVital = Parameters<ConsoleSite['siteEvents']['recordVitals']>[0][number];

let site: ConsoleSite;
beforeEach(async () => {
  site = await consoleSite();
  for (const [name, role] of [['rick', 'releaser'], ['vera', 'viewer'], ['eddie', 'editor,sales']] as const) await site.users.add(name, role, password);
});
afterEach(() => site.close());

const vital = (version: string, page: string, name: SiteVital['name'], value: number): SiteVital => ({ name, value, remote: 'parts', version, page, path: '/en/parts/d90', locale: 'en' });
/** `count` visitors of `version` on `page`, the i-th measuring `value(i)` of each vital asked. */
async function visitors(count: number, version: string, page: string, values: Partial<Record<SiteVital['name'], (i: number) => number>>) {
  for (let i = 0; i < count; i++) {
    await site.siteEvents.recordVitals(Object.entries(values).map(([name, value]) => vital(version, page, name as SiteVital['name'], value(i))), `${version}-${page}-${i}`);
  }
}

describe('the vitals of an area', () => {
  test('viewers read them; others are refused; an unknown area is 404', async () => {
    const { app } = await site.instance();
    const vera = await signIn(app, 'vera');
    const eddie = await signIn(app, 'eddie');
    expect((await app.inject({ url: '/console/api/remotes/parts/vitals', headers: { cookie: vera.cookie } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/console/api/remotes/parts/vitals', headers: { cookie: eddie.cookie } })).statusCode).toBe(403);
    expect((await app.inject({ url: '/console/api/remotes/parts/vitals' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/console/api/remotes/shell/vitals', headers: { cookie: vera.cookie } })).statusCode).toBe(404);
  });

  test('the active version alone: p75 per page kind over the guard window, most visited first, at most 20', async () => {
    const { app } = await site.instance();
    const vera = await signIn(app, 'vera');
    // Before the window (10 min): not counted.
    await visitors(9, '1.0.0', 'part', { LCP: () => 9000 });
    site.clock.now += 11 * 60_000;
    await visitors(4, '1.0.0', 'part', { LCP: (i) => 1000 + i * 100, CLS: () => 0.1 });
    for (let page = 21; page >= 0; page--) await visitors(1, '1.0.0', `page-${String(page).padStart(2, '0')}`, { INP: () => 80 });
    const answer = (await app.inject({ url: '/console/api/remotes/parts/vitals', headers: { cookie: vera.cookie } })).json<AreaVitals>();
    expect(answer).toMatchObject({ remote: 'parts', active: '1.0.0', canary: null, since: new Date(site.clock.now - 600_000).toISOString() });
    expect(answer.pages.map((row) => row.page)).toEqual(['part', ...Array.from({ length: 19 }, (_, i) => `page-${String(i).padStart(2, '0')}`)]);
    expect(answer.pages[0]).toEqual({ page: 'part', active: { LCP: { p75: 1200, visitors: 4 }, INP: { p75: null, visitors: 0 }, CLS: { p75: 0.1, visitors: 4 } }, canary: null });
    expect(answer.pages[1]).toEqual({ page: 'page-00', active: { LCP: { p75: null, visitors: 0 }, INP: { p75: 80, visitors: 1 }, CLS: { p75: null, visitors: 0 } }, canary: null });
  });

  test("a canary's figures beside the active version's, marked where the guard's limit is exceeded; the guard's verdict fails on speed", async () => {
    const { app } = await site.instance();
    const rick = await signIn(app, 'rick');
    expect((await app.inject({ method: 'POST', url: '/console/api/remotes/parts/actions', headers: rick.headers, payload: { action: 'canary', version: '1.1.0', percent: 10 } })).statusCode).toBe(200);
    await visitors(30, '1.0.0', 'part', { LCP: () => 310, INP: () => 100, CLS: () => 0.01 });
    await visitors(30, '1.1.0', 'part', { LCP: () => 940, INP: () => 140, CLS: () => 0.5 });
    await visitors(2, '1.1.0', 'news-detail', { LCP: () => 700 });
    const answer = (await app.inject({ url: '/console/api/remotes/parts/vitals', headers: { cookie: rick.cookie } })).json<AreaVitals>();
    expect(answer).toMatchObject({ active: '1.0.0', canary: '1.1.0' });
    expect(answer.pages).toEqual([
      {
        page: 'part',
        active: { LCP: { p75: 310, visitors: 30 }, INP: { p75: 100, visitors: 30 }, CLS: { p75: 0.01, visitors: 30 } },
        canary: { LCP: { p75: 940, visitors: 30, worse: true }, INP: { p75: 140, visitors: 30, worse: false }, CLS: { p75: 0.5, visitors: 30, worse: false } },
      },
      {
        page: 'news-detail',
        active: { LCP: { p75: null, visitors: 0 }, INP: { p75: null, visitors: 0 }, CLS: { p75: null, visitors: 0 } },
        canary: { LCP: { p75: 700, visitors: 2, worse: false }, INP: { p75: null, visitors: 0, worse: false }, CLS: { p75: null, visitors: 0, worse: false } },
      },
    ]);
    const guard = (await app.inject({ url: '/console/api/guard', headers: { cookie: rick.cookie } })).json<GuardState>();
    expect(guard.thresholds).toEqual({ windowMs: 600_000, minViews: 30, minErrors: 3, maxExcess: 0.05, maxRatio: 2, lcpWorsePct: 20, lcpMinMs: 100, inpWorseMs: 50, minVitals: 30 });
    expect(guard.verdicts.parts).toMatchObject({
      version: '1.1.0',
      state: 'failing',
      worse: true,
      speed: {
        LCP: { canary: { p75: 940, visitors: 32 }, active: { p75: 310, visitors: 30 }, judged: true, worse: true, limit: 410 },
        INP: { canary: { p75: 140, visitors: 30 }, active: { p75: 100, visitors: 30 }, judged: true, worse: false, limit: 150 },
      },
    });
  });
});
