import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { busyMachineMarginMs, renderDeadlineMs } from '../support/deadlines';
import { remotesDir, stubOrigin } from '../support/environment';
import { showsFailedArea, waitForHydration } from '../support/page-problems';
import { withRemote, type RemoteRecord } from '../support/registry';

/**
 * Every answer comes within the deadline, measured here with the margin a busy machine adds from
 * the test's side: a stuck remote without a deadline would never answer.
 */
const answerLimitMs = renderDeadlineMs + busyMachineMarginMs;
const fixture = resolve(import.meta.dirname, '../fixtures/fault-remote');
const faults = ['messages', 'load', 'render-suspend', 'render-throw'] as const;
const version = (fault: string) => `0.0.0-fault-${fault}`;
const stored = (fault: string, origin = ''): RemoteRecord => {
  const base = `${origin}/remotes/contact/${version(fault)}`;
  return { version: version(fault), web: `${base}/web/remoteEntry.js`, node: `${base}/node/remoteEntry.js` };
};

/** A page that must answer within the deadline: the request gives up past it. */
async function getInTime(request: import('@playwright/test').APIRequestContext, url: string) {
  const response = await request.get(url, { timeout: answerLimitMs });
  return { response, html: await response.text() };
}

test.describe('one deadline for the whole page', () => {
  let stub: Server;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // Built test remotes standing in for mf-contact, each stuck in another place.
    for (const fault of [...faults, 'none']) {
      execFileSync('npx', ['rsbuild', 'build'], {
        cwd: fixture,
        env: { ...process.env, FAULT: fault, REMOTE_VERSION: version(fault), REMOTE_DIST_DIR: resolve(remotesDir, 'contact') },
        stdio: 'ignore',
      });
    }
    // Another origin serving the healthy fixture, except its exposed module's chunks: they never come.
    stub = createServer((req, res) => {
      const path = new URL(req.url ?? '/', stubOrigin).pathname;
      if (path.includes('__federation_expose_')) return;
      readFile(join(remotesDir, path.replace(/^\/remotes\//, '')))
        .then((body) => res.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' }).end(body))
        .catch(() => res.writeHead(404).end());
    });
    await new Promise<void>((done) => stub.listen(Number(new URL(stubOrigin).port), '127.0.0.1', done));
  });
  test.afterAll(() => {
    stub.closeAllConnections();
    stub.close();
  });

  const cases: [string, () => RemoteRecord][] = [
    ...faults.map((fault): [string, () => RemoteRecord] => [fault, () => stored(fault)]),
    ['exposed module chunk', () => stored('none', stubOrigin)],
  ];
  for (const [where, record] of cases) {
    test(`a remote stuck in ${where}: the page answers within the deadline with the area's error block and retry`, async ({ request }) => {
      await withRemote('contact', record(), async () => {
        for (const url of ['/en/contactinformation', '/contact']) {
          const { response, html } = await getInTime(request, url);
          // Not the page: a temporary failure no cache keeps.
          expect(response.status()).toBe(503);
          expect(response.headers()['retry-after']).toBe('5');
          expect(response.headers()['cache-control']).toBe('no-store');
          expect(html).toContain('site-header');
          expect(html).toContain('site-footer');
          expect(html).toMatch(url.startsWith('/en') ? /This part of the page could not be loaded[\s\S]*Try again/ : /class="[^"]*area-state--failed[\s\S]*<button/);
        }
      });
      // The stuck remote was reset: with the registry back, the next request renders the page.
      const { html } = await getInTime(request, '/en/contactinformation');
      expect(showsFailedArea(html)).toBe(false);
      expect(html).toContain('data-remote="contact"');
    });
  }

  test('in the browser the stuck area shows the error block with a working retry', async ({ page }) => {
    await withRemote('contact', stored('render-suspend'), async () => {
      await page.goto('/en/contactinformation');
      await waitForHydration(page);
      await expect(page.getByRole('alert')).toContainText('This part of the page could not be loaded');
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('[data-remote="contact"] h1')).toBeVisible();
  });
});
