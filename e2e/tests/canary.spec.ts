import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { publishBrokenParts } from '../support/parts-variants';
import { visit } from '../support/visitors';
import { e2ePort, registryFile } from '../support/environment';
import { startInstance } from '../support/instance';
import { activeVersion, readRegistry } from '../support/registry';
import { release } from '../support/release-tool';

test.describe.configure({ mode: 'serial' });

/**
 * One client (one address, 203.0.113.9) posting reports by hand, as in issue 32: 40 views and 10
 * errors for the canary, 40 views for the active version, in five posts (`viewsOnly`: without the
 * errors, a flood that would hide a broken canary); with the page tokens the site gives each cohort
 * (`tokens`), or none.
 */
async function forgedBurst(request: APIRequestContext, versions: { canary: string; active: string }, tokens?: { canary: string; active: string }, viewsOnly = false) {
  const origin = `http://localhost:${e2ePort}`;
  const event = (kind: 'view' | 'error', version: string) => ({ kind, remote: 'parts', version, path: '/en/parts/d90', locale: 'en', ...(kind === 'error' ? { message: 'forged error' } : {}) });
  const posts = [
    { events: Array.from({ length: 20 }, () => event('view', versions.canary)), token: tokens?.canary },
    { events: Array.from({ length: 20 }, () => event('view', versions.canary)), token: tokens?.canary },
    { events: Array.from({ length: 10 }, () => event('error', versions.canary)), token: tokens?.canary },
    { events: Array.from({ length: 20 }, () => event('view', versions.active)), token: tokens?.active },
    { events: Array.from({ length: 20 }, () => event('view', versions.active)), token: tokens?.active },
  ];
  for (const body of posts.filter((post) => !viewsOnly || post.events.every((event) => event.kind === 'view'))) {
    const response = await request.post(`${origin}/api/site/events`, {
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin, 'x-forwarded-for': '203.0.113.9' },
      data: JSON.stringify(body),
    });
    expect(response.status()).toBe(204);
  }
}

/** The page tokens the site gives a visitor in the canary's cohort (bucket 0) and one outside it (bucket 99). */
async function cohortTokens(request: APIRequestContext) {
  const token = async (bucket: number) =>
    ((await (await request.get(`http://localhost:${e2ePort}/registry.json`, { headers: { cookie: `site_cohort=${bucket}` } })).json()) as { reportToken: string }).reportToken;
  return { canary: await token(0), active: await token(99) };
}

const partsReports = () => (JSON.parse(release('status', '--json').stdout) as { remotes: { parts: { reports: unknown } } }).remotes.parts.reports;

test('a canary that throws in browsers is rolled back by the guard, without anyone running a command', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const active = activeVersion('parts');
  const broken = `1.0.2-broken${Date.now()}`;
  publishBrokenParts(broken);
  const activated = release('activate', 'parts', broken, '--canary', '50');
  expect(activated.stderr).toBe('');
  expect(activated.stdout).toContain(`parts: ${broken} for 50% of visitors, ${active} for the rest`);
  expect(readRegistry().remotes['parts']).toMatchObject({ version: active, canary: { version: broken, percent: 50 } });

  // One client floods the canary with views from pages it really fetched: it is one visitor, and hides nothing.
  await forgedBurst(request, { canary: broken, active }, await cohortTokens(request), true);
  // Fresh visitors until the guard has ended the canary (it needs 5 canary visitors, 3 of them with errors, here).
  const visits: Awaited<ReturnType<typeof visit>>[] = [];
  // Visitors from both shares in turn (buckets under 50 get the canary): drawn at random, the first
  // few could all be the canary's, and the guard would end it before anyone saw the active version.
  while (readRegistry().remotes['parts']!.canary && visits.length < 60) visits.push(await visit(browser, undefined, visits.length % 2 === 0 ? 25 : 75));
  await expect.poll(() => readRegistry().remotes['parts']!.canary, { timeout: 60_000 }).toBeUndefined();
  expect(readRegistry().remotes['parts']!.version).toBe(active);

  const canaryVisits = visits.filter((item) => item.version === broken);
  const stableVisits = visits.filter((item) => item.version === active);
  // The guard needs 5 canary visitors here: the flooding client is one of them, the browsers the rest.
  expect(canaryVisits.length).toBeGreaterThanOrEqual(4);
  expect(stableVisits.length).toBeGreaterThan(0);
  expect(canaryVisits.length + stableVisits.length).toBe(visits.length);
  expect(canaryVisits.every((item) => item.problems.some((problem) => problem.includes('canary fault')))).toBe(true);
  expect(stableVisits.flatMap((item) => item.problems)).toEqual([]);

  // The audit log says who ended it and why.
  const log = readFileSync(join(registryFile, '..', 'release-log.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, string>);
  expect(log.at(-1)).toMatchObject({ actor: 'site guard', action: 'abort', remote: 'parts', from: broken, to: active, check: expect.stringMatching(/^failed: guard: \d+ of \d+ visitors saw failures/) });
  expect(release('status').stdout).toMatch(new RegExp(`site guard {2}abort parts ${broken.replace(/[.+]/g, '\\$&')} -> `));

  // Every new visitor gets the active version.
  for (let index = 0; index < 6; index++) expect((await visit(browser)).version).toBe(active);
});

test('a healthy canary, split between visitors on two instances, is promoted for everyone', async ({ request }) => {
  test.setTimeout(180_000);
  const active = activeVersion('parts');
  const healthy = `1.0.3-canary${Date.now()}`;
  expect(release('publish', 'parts', '--version', healthy).status).toBe(0);
  const instance = await startInstance(e2ePort + 2);
  try {
    expect(release('activate', 'parts', healthy, '--canary', '30').status).toBe(0);
    const origins = [`http://127.0.0.1:${e2ePort}`, instance.origin];
    const served = async (origin: string, headers: Record<string, string>) => {
      const response = await request.get(`${origin}/en/parts/d90`, { headers });
      return { version: /data-remote-version="([^"]+)"/.exec(await response.text())?.[1], response };
    };
    // Both instances put a bucket in the same share: under 30 the canary, otherwise the active version.
    for (const origin of origins) {
      await expect.poll(async () => (await served(origin, { cookie: 'site_cohort=12' })).version).toBe(healthy);
      const stable = await served(origin, { cookie: 'site_cohort=77' });
      expect(stable.version).toBe(active);
      expect(stable.response.headers()['cache-control']).toBe('private, max-age=0');
      expect((await served(origin, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).version).toBe(active);
    }
    const json = JSON.parse(release('status', '--json').stdout) as { remotes: Record<string, { canary: { version: string; percent: number; since: string } | null }> };
    expect(json.remotes['parts']!.canary).toMatchObject({ version: healthy, percent: 30 });

    // The forged burst of issue 32, replayed from one address: without page tokens it counts
    // nowhere; with the tokens any visitor gets, it is one visitor. Five rounds of the guard (one a
    // second here) later, the canary runs on.
    const reportsBefore = partsReports();
    await forgedBurst(request, { canary: healthy, active });
    expect(partsReports()).toEqual(reportsBefore);
    await forgedBurst(request, { canary: healthy, active }, await cohortTokens(request));
    await new Promise((done) => setTimeout(done, 5_000));
    expect(readRegistry().remotes['parts']).toMatchObject({ version: active, canary: { version: healthy, percent: 30 } });
    expect(release('errors', 'parts', '--version', healthy).stdout).toContain('forged error');

    expect(release('promote', 'parts').stdout).toContain(`parts: ${active} -> ${healthy} (promoted: active for everyone)`);
    for (const origin of origins) {
      await expect.poll(async () => (await served(origin, { cookie: 'site_cohort=77' })).version, { timeout: 5_000 }).toBe(healthy);
      expect((await served(origin, {})).response.headers()['cache-control']).toContain('public');
    }
    expect(JSON.parse(release('status', '--json').stdout).remotes.parts).toMatchObject({ active: healthy, previous: active, canary: null });
  } finally {
    instance.stop();
  }
});
