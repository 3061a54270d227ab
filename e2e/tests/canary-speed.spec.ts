import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { addConsoleUser, consoleContext, sessionOf, signInAs } from '../support/console';
import { e2ePort, registryFile } from '../support/environment';
import { publishSlowParts } from '../support/parts-variants';
import { activeVersion, readRegistry } from '../support/registry';
import { release } from '../support/release-tool';
import { visitForVitals } from '../support/visitors';

test.describe.configure({ mode: 'serial' });

const canaryOfParts = () => readRegistry().remotes['parts']!.canary;

/**
 * Visitors from both shares in turn (buckets under 50 get the canary), `count` of them or until the canary ends.
 * Each share's page is rendered once before them (not a visitor: no browser, no report): a real canary's many
 * visitors make its first render's cost vanish, while among this test's few it is one of the slowest that p75 reads.
 */
async function visitorsOfBoth(browser: Parameters<typeof visitForVitals>[0], count: number) {
  for (const bucket of [25, 75]) {
    const response = await fetch(`http://localhost:${e2ePort}/en/parts/d90`, { headers: { cookie: `site_cohort=${bucket}` } });
    expect(response.status).toBe(200);
  }
  const visits: Awaited<ReturnType<typeof visitForVitals>>[] = [];
  while (canaryOfParts() && visits.length < count) visits.push(await visitForVitals(browser, visits.length % 2 === 0 ? 25 : 75));
  return visits;
}

test('a canary whose pages show 600 ms late is rolled back on speed, by what real browsers measured', async ({ browser }) => {
  test.setTimeout(240_000);
  const active = activeVersion('parts');
  const slow = `1.0.3-slow${Date.now()}`;
  publishSlowParts(slow);
  const activated = release('activate', 'parts', slow, '--canary', '50');
  expect(activated.stderr).toBe('');

  const visits = await visitorsOfBoth(browser, 40);
  await expect.poll(canaryOfParts, { timeout: 60_000 }).toBeUndefined();
  expect(readRegistry().remotes['parts']!.version).toBe(active);
  const slowLcp = visits.filter((visit) => visit.version === slow).map((visit) => visit.lcp!);
  const activeLcp = visits.filter((visit) => visit.version === active).map((visit) => visit.lcp!);
  // The guard needs 7 visitors with a measured LCP on each side here.
  expect(slowLcp.length).toBeGreaterThanOrEqual(7);
  expect(activeLcp.length).toBeGreaterThanOrEqual(7);
  expect(Math.min(...slowLcp)).toBeGreaterThan(600);

  // No error: the audit log says it was speed.
  const log = readFileSync(join(registryFile, '..', 'release-log.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, string>);
  expect(log.at(-1)).toMatchObject({ actor: 'site guard', action: 'abort', remote: 'parts', from: slow, to: active, check: expect.stringMatching(/^failed: guard: LCP p75 \d+ ms against \d+ ms/) });
});

/** One client (one address) posting slow vitals for the canary, with the page token the site gives the canary's cohort. */
async function forgedSlowVitals(request: APIRequestContext, canary: string) {
  const origin = `http://localhost:${e2ePort}`;
  const registry = await request.get(`${origin}/registry.json`, { headers: { cookie: 'site_cohort=0' } });
  const { reportToken } = (await registry.json()) as { reportToken: string };
  const vital = (name: 'LCP' | 'INP', value: number) => ({ name, value, remote: 'parts', version: canary, page: 'part', path: '/en/parts/d90', locale: 'en' });
  for (let post = 0; post < 5; post++) {
    const response = await request.post(`${origin}/api/site/events`, {
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin, 'x-forwarded-for': '203.0.113.77' },
      data: JSON.stringify({ token: reportToken, vitals: [...Array.from({ length: 10 }, () => vital('LCP', 30_000)), ...Array.from({ length: 10 }, () => vital('INP', 5_000))] }),
    });
    expect(response.status()).toBe(204);
  }
}

test('a canary as fast as the active version goes on, and one client posting slow vitals changes nothing', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const active = activeVersion('parts');
  const same = `1.0.4-same${Date.now()}`;
  expect(release('publish', 'parts', '--version', same).status).toBe(0);
  expect(release('activate', 'parts', same, '--canary', '50').stderr).toBe('');

  await forgedSlowVitals(request, same);
  const visits = await visitorsOfBoth(browser, 18);
  expect(visits.filter((visit) => visit.version === same).length).toBeGreaterThanOrEqual(7);

  // The guard has judged the canary's speed on enough visitors, and lets it go on (the back office shows its judgement).
  const user = `speed${Date.now() % 100_000}`;
  addConsoleUser(user, 'viewer');
  const context = await consoleContext(browser);
  const page = await context.newPage();
  await signInAs(page, user);
  const { headers } = await sessionOf(page);
  type Verdict = { state: string; version: string; speed: Record<'LCP' | 'INP', { judged: boolean; worse: boolean; canary: { visitors: number } }> };
  const verdict = async () => ((await (await page.request.get('/console/api/guard', { headers })).json()) as { verdicts: Record<string, Verdict> }).verdicts['parts'];
  await expect.poll(async () => (await verdict())?.speed.LCP.judged, { timeout: 30_000 }).toBe(true);
  const judged = (await verdict())!;
  expect(judged).toMatchObject({ version: same, state: 'healthy' });
  expect(judged.speed.LCP.worse && judged.state === 'failing').toBe(false);
  await context.close();
  // The site's own guard judged the same visitors every second meanwhile: the canary still runs.
  expect(canaryOfParts()?.version).toBe(same);
  expect(readRegistry().remotes['parts']!.version).toBe(active);
  expect(release('rollback', 'parts').status).toBe(0);
});
