// @vitest-environment node
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { AreaIncident } from '@site/console-contract/releases';
import { consoleSite, password, signIn, type ConsoleSite } from './test-support.js';

let site: ConsoleSite;
beforeEach(async () => {
  site = await consoleSite();
  for (const [name, role] of [['vera', 'viewer'], ['sam', 'sales']] as const) await site.users.add(name, role, password);
});
afterEach(() => site.close());

const event = (remote: 'parts' | 'content', kind: 'view' | 'error') => ({ remote, version: '1.0.0', kind, path: '/parts/d90', locale: 'en' as const, ...(kind === 'error' ? { message: 'boom' } : {}) });

describe('incidents', () => {
  test('an active version whose visitors see failures past the guard\'s threshold is an incident, with its figures and since when; a healthy area is not', async () => {
    const { app } = await site.instance();
    const [vera, sam] = [await signIn(app, 'vera'), await signIn(app, 'sam')];
    const incidents = async () => (await app.inject({ url: '/console/api/incidents', headers: { cookie: vera.cookie } })).json<{ incidents: AreaIncident[] }>().incidents;
    // 40 visitors of each area (the guard judges from 30); one content visitor sees a failure.
    for (let i = 0; i < 40; i++) await site.siteEvents.record([event('parts', 'view'), event('content', 'view'), ...(i === 0 ? [event('content', 'error')] : [])], `visitor-${i}`);
    expect(await incidents()).toEqual([]);

    site.clock.now += 2 * 60_000;
    const failingFrom = site.clock.now - (site.clock.now % 60_000);
    // Then 30 of the parts visitors see it fail: 75 %.
    for (let i = 0; i < 30; i++) await site.siteEvents.record([event('parts', 'error')], `visitor-${i}`);
    site.clock.now += 60_000;
    expect(await incidents()).toEqual([{ remote: 'parts', version: '1.0.0', role: 'active', reason: 'failures', figures: { views: 40, failed: 30 }, since: new Date(failingFrom).toISOString() }]);
    expect((await app.inject({ url: '/console/api/incidents', headers: { cookie: sam.cookie } })).statusCode).toBe(403);

    // Past the guard's window (10 minutes), it is over.
    site.clock.now += 11 * 60_000;
    expect(await incidents()).toEqual([]);
  });
});
