import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { busyMachineMarginMs, renderDeadlineMs } from '../support/deadlines';
import { e2eEnv, remotesDir, stubOrigin } from '../support/environment';
import { watchProblems, waitForHydration } from '../support/page-problems';
import { activeVersion, withRemote } from '../support/registry';

const repoRoot = resolve(import.meta.dirname, '../..');

test.describe('runtime registry', () => {
  test('switching a remote to another built version shows it without rebuilding or restarting the shell', async ({ page, request }) => {
    test.setTimeout(120_000);
    const version = `1.0.1-e2e${Date.now()}`;
    execFileSync('npx', ['rsbuild', 'build'], {
      cwd: resolve(repoRoot, 'mf-content'),
      env: { ...process.env, REMOTE_VERSION: version, REMOTE_DIST_DIR: resolve(remotesDir, 'content') },
      stdio: 'ignore',
    });
    const active = activeVersion('content');
    const before = await request.get('/en/about');
    expect(await before.text()).toContain(`data-remote-version="${active}"`);

    const base = `/remotes/content/${version}`;
    await withRemote('content', { version, web: `${base}/web/remoteEntry.js`, node: `${base}/node/remoteEntry.js` }, async () => {
      const after = await request.get('/en/about');
      expect(await after.text()).toContain(`data-remote-version="${version}"`);
      const registry = await (await request.get('/registry.json')).json();
      expect(registry.remotes.content.version).toBe(version);

      const problems = watchProblems(page);
      await page.goto('/en/about');
      await waitForHydration(page);
      await expect(page.locator('[data-remote="content"]')).toHaveAttribute('data-remote-version', version);
      const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
      expect(loaded.some((url) => url.includes(`/remotes/content/${version}/web/`))).toBe(true);
      expect(problems).toEqual([]);
    });
    const restored = await request.get('/en/about');
    expect(await restored.text()).toContain(`data-remote-version="${active}"`);
  });
});

test.describe('a failing remote costs only its own area', () => {
  let stub: Server;
  test.beforeAll(async () => {
    // A remote host that hangs on /hang/* and serves an entry that throws on /throw/*.
    stub = createServer((req, res) => {
      if (req.url?.startsWith('/throw/')) {
        res.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' });
        res.end('throw new Error("remote exploded");');
      }
      // Anything else never answers.
    });
    await new Promise<void>((done) => stub.listen(Number(new URL(stubOrigin).port), '127.0.0.1', done));
  });
  test.afterAll(() => {
    stub.closeAllConnections();
    stub.close();
  });

  const failures = {
    missing: { version: '0.0.0-missing', web: '/remotes/contact/0.0.0-missing/web/remoteEntry.js', node: '/remotes/contact/0.0.0-missing/node/remoteEntry.js' },
    hanging: { version: '0.0.0-hang', web: `${stubOrigin}/hang/web/remoteEntry.js`, node: `${stubOrigin}/hang/node/remoteEntry.js` },
    throwing: { version: '0.0.0-throw', web: `${stubOrigin}/throw/web/remoteEntry.js`, node: `${stubOrigin}/throw/node/remoteEntry.js` },
  };

  for (const [kind, record] of Object.entries(failures)) {
    test(`a ${kind} remote: 503 with header, footer and a localized error block, in server HTML and browser`, async ({ page, request }) => {
      await withRemote('contact', record, async () => {
        // The server does not wait for a broken remote past the page's deadline (a hanging one never answers).
        const response = await request.get('/en/contactinformation', { timeout: renderDeadlineMs + busyMachineMarginMs });
        // Not the page: no crawler indexes it, no cache keeps it, a client may ask again.
        expect(response.status()).toBe(503);
        expect(response.headers()['retry-after']).toBe('5');
        expect(response.headers()['cache-control']).toBe('no-store');
        const html = await response.text();
        expect(html).toContain('This part of the page could not be loaded');
        expect(html).toMatch(/<title>This part of the page could not be loaded \| [^<]+<\/title>/);
        expect(html).toContain('<meta name="robots" content="noindex"/>');
        expect(html).toContain('site-header');
        expect(html).toContain('site-footer');

        const problems = watchProblems(page);
        await page.goto('/en/contactinformation');
        await waitForHydration(page);
        await expect(page.getByRole('alert')).toContainText('This part of the page could not be loaded');
        await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
        expect(problems.filter((problem) => /hydrat|#418|#419|#423|#425/i.test(problem))).toEqual([]);

        // Other areas keep working meanwhile.
        expect((await request.get('/en/parts/d90')).status()).toBe(200);
      });

      // The next request recovers once the remote is back.
      const recovered = await request.get('/en/contactinformation');
      expect(await recovered.text()).not.toContain('This part of the page could not be loaded');
    });
  }

  test("a hung area costs only its own pages: another area's page answers as fast as with every area healthy", async ({ request }) => {
    test.setTimeout(90_000);
    /** Milliseconds of each of `count` renders of a parts page (each URL its own: never from the page cache). */
    const timings = async (label: string, count: number) => {
      const times: number[] = [];
      for (let index = 0; index < count; index++) {
        const started = performance.now();
        const response = await request.get(`/en/parts/d90?timing=${label}-${index}-${Date.now()}`);
        expect(response.status()).toBe(200);
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b);
    };
    const median = (times: number[]) => times[Math.floor(times.length / 2)]!;
    const healthy = median(await timings('healthy', 15));
    await withRemote('contact', failures.hanging, async () => {
      // Its own page waits for it (up to REMOTE_TIMEOUT_MS) and answers 503…
      expect((await request.get('/en/contact', { timeout: renderDeadlineMs + busyMachineMarginMs })).status()).toBe(503);
      // …while every page of the other areas answers at its usual speed: the hung area's manifest
      // (1.5 s to give up on) is not waited for again, even when it is asked for again in the background.
      const hung = await timings('hung', 30);
      expect(median(hung), `healthy median ${healthy.toFixed(0)} ms; while contact hangs ${hung.map((ms) => ms.toFixed(0)).join(', ')}`).toBeLessThan(healthy + 300);
      expect(hung.at(-1)!).toBeLessThan(1500);
    });
  });

  test('retry in the browser loads the area once the remote is back', async ({ page }) => {
    await withRemote('contact', failures.missing, async () => {
      await page.goto('/contactinformation');
      await waitForHydration(page);
      await expect(page.getByRole('alert')).toBeVisible();
    });
    await page.getByRole('button', { name: '重 试' }).or(page.getByRole('button', { name: '重试' })).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.locator('h1')).toBeVisible();
  });
});

test.describe('the page cache', () => {
  test('a news edit by the news CLI (another process) shows on the next request', async ({ request }) => {
    const list = await (await request.get('/api/website/news/list?display=1&language=en')).json();
    const item = list.data.items[0] as { id: number; title: string };
    const before = await request.get('/en/news');
    expect(await before.text()).toContain(item.title);
    expect((await request.get('/en/news')).headers()['etag']).toBe(before.headers()['etag']);

    const news = (command: string) =>
      execFileSync('npm', ['run', 'news', '--', command, String(item.id)], { cwd: repoRoot, env: { ...process.env, ...e2eEnv }, stdio: 'ignore' });
    news('hide');
    try {
      expect(await (await request.get('/en/news')).text()).not.toContain(item.title);
    } finally {
      news('show');
    }
    expect(await (await request.get('/en/news')).text()).toContain(item.title);
  });

  test('HTML is validated by its ETag and compressed; a CDN may hold it briefly', async ({ request }) => {
    const first = await request.get('/en/parts/d90', { headers: { 'accept-encoding': 'br' } });
    const etag = first.headers()['etag']!;
    // Weak: each response has its own CSP nonces, while the page says the same.
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers()['content-encoding']).toBe('br');
    expect(first.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(first.headers()['vary']).toBe('Accept-Encoding');
    const again = await request.get('/en/parts/d90', { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.status()).toBe(304);
    expect(again.headers()['content-security-policy']).toBeUndefined();
    expect((await request.get('/', { maxRedirects: 0 })).headers()['vary']).toBe('Cookie, Accept-Encoding');
    const missing = await request.get('/en/no-such-page');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control']).toBe('public, max-age=0, s-maxage=10');
  });
});

test.describe('loading order', () => {
  test("the first picture is asked for before any script; the shell's scripts and the area's chunks come once each, compiled as they stream, compressed at build", async ({ page, request }) => {
    const html = await (await request.get('/en/parts/d90')).text();
    // Nothing in the HTML competes with the hero for the connection: the inline loader asks for the scripts.
    expect(html).not.toMatch(/<link[^>]+as="script"/);
    expect(html).not.toMatch(/<script[^>]+src=/);
    const asked: string[] = [];
    page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
    await page.goto('/en/parts/d90');
    await waitForHydration(page);
    const scripts = asked.filter((path) => path.endsWith('.js'));
    const parts = `/remotes/parts/${activeVersion('parts')}/web`;
    expect(asked.indexOf(`${parts}/media/parts/d90/hero.webp`)).toBeLessThan(asked.indexOf(scripts[0]!));
    expect(scripts).toContain(`${parts}/remoteEntry.js`);
    expect(scripts.some((path) => path.startsWith('/shell/static/js/index.'))).toBe(true);
    expect(new Set(scripts).size).toBe(scripts.length);
    // Each chunk asks V8 to compile it whole while it streams in, not function by function as it starts.
    // It is sent as the build compressed it, Brotli to a browser that takes it, gzip to one that does not.
    for (const path of scripts) {
      const response = await request.get(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(response.headers()['content-encoding'], path).toBe('br');
      expect(response.headers().vary, path).toBe('accept-encoding');
      // A file read from disk has its length up front; a body compressed per request is streamed without one.
      expect(Number(response.headers()['content-length']), path).toBeGreaterThan(0);
      expect((await response.text()).split('\n', 1)[0], path).toBe('//# allFunctionsCalledOnLoad');
      expect((await request.get(path, { headers: { 'accept-encoding': 'gzip' } })).headers()['content-encoding'], path).toBe('gzip');
    }
  });
});
