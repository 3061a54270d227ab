import { expect, test, type APIRequestContext } from '@playwright/test';
import { previewCookieName, signPreview } from '@site/release/site';
import { e2eEnv, e2ePort } from '../support/environment';
import { showsFailedArea, waitForHydration, watchProblems } from '../support/page-problems';
import { startInstance } from '../support/instance';
import { activeVersion } from '../support/registry';
import { release } from '../support/release-tool';

// A version of parts that is in the store but not live: only a previewing browser sees it.
const version = `1.0.1-preview${Date.now()}`;
const secret = e2eEnv.RELEASE_PREVIEW_SECRET!;
const cookie = (token: string) => ({ cookie: `${previewCookieName('parts')}=${token}` });
const servedVersion = async (request: APIRequestContext, path: string, headers: Record<string, string> = {}) =>
  /data-remote-version="([^"]+)"/.exec(await (await request.get(path, { headers })).text())?.[1];
const previewLink = (...args: string[]) => {
  const run = release('preview', ...args);
  expect(run.stderr).toBe('');
  return run.stdout.trim().split('\n').at(-1)!;
};

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  test.setTimeout(180_000);
  expect(release('publish', 'parts', '--version', version).status).toBe(0);
});

test('a preview link shows one browser that version of the area, in the server render, hydration and client navigation', async ({ page, request }) => {
  const live = activeVersion('parts');
  const problems = watchProblems(page);
  const link = previewLink('parts', version, '--ttl', '1h');
  expect(link).toMatch(new RegExp(`^http://localhost:${e2ePort}/preview/parts~`));

  const landed = await page.goto(link);
  expect(page.url()).toMatch(/\/parts\/[a-z0-9]+$/);
  expect(landed!.headers()).toMatchObject({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' });
  expect(await landed!.text()).toContain(`data-remote-version="${version}"`);
  await waitForHydration(page);
  const badge = page.locator('.preview-badge');
  await expect(badge).toHaveText(`预览：parts ${version}·退出`);
  const partsScripts = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.includes('/remotes/parts/')));
  expect(await partsScripts()).not.toEqual([]);
  expect((await partsScripts()).every((name) => name.includes(`/remotes/parts/${version}/`))).toBe(true);

  // A client navigation (no page load) renders the next part page with the previewed version too.
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page.locator('footer a[href="/parts/h60"]').click();
  await page.waitForURL('**/parts/h60');
  await expect(page.locator('[data-remote="parts"]')).toHaveAttribute('data-remote-version', version);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  await expect(badge).toBeVisible();
  expect(problems).toEqual([]);

  // Everyone else still gets the live version, from the page cache as before.
  expect(await servedVersion(request, '/parts/h60')).toBe(live);
  expect((await request.get('/parts/h60')).headers()['cache-control']).toContain('public');

  // The badge's link ends the preview: the same page, live, without the badge or the cookie.
  await badge.getByRole('link', { name: '退出' }).click();
  await page.waitForURL(/\/parts\/h60$/);
  await expect(page.locator('[data-remote="parts"]')).toHaveAttribute('data-remote-version', live);
  await expect(badge).toHaveCount(0);
  expect((await page.context().cookies()).map((item) => item.name)).not.toContain(previewCookieName('parts'));
});

test('several areas at once; an area whose previewed version fails shows its error block, the rest of the page stays', async ({ page }) => {
  // `dev` points contact at its dev server, which is not running here: that area fails, as a broken remote does.
  for (const link of [previewLink('parts', version), previewLink('contact', 'dev')]) await page.goto(link);
  const contact = await page.goto('/en/contact');
  expect(showsFailedArea(await contact!.text())).toBe(true);
  await expect(page.locator('.preview-badge')).toHaveText(`Preview: parts ${version}, contact dev·exit`);
  await expect(page.locator('header.site-header')).toBeVisible();
  const parts = await page.goto('/en/parts/d90');
  expect(await parts!.text()).toContain(`data-remote-version="${version}"`);
  // ?preview=off on any page ends every preview.
  await page.goto('/en/parts/d90?preview=off');
  expect(page.url()).toMatch(/\/en\/parts\/d90$/);
  await expect(page.locator('.preview-badge')).toHaveCount(0);
});

test('a forged, expired or unknown-version preview is ignored: the visitor gets the live site', async ({ request }) => {
  const live = activeVersion('parts');
  const hour = 3_600_000;
  const tokens = {
    forged: signPreview({ remote: 'parts', version, expiresAt: Date.now() + hour }, 'another-secret-of-enough-length'),
    expired: signPreview({ remote: 'parts', version, expiresAt: Date.now() - 1000 }, secret),
    unknown: signPreview({ remote: 'parts', version: '9.9.9-never-published', expiresAt: Date.now() + hour }, secret),
  };
  for (const [what, token] of Object.entries(tokens)) {
    const response = await request.get('/en/parts/d90', { headers: cookie(token) });
    expect(await response.text(), what).toContain(`data-remote-version="${live}"`);
    expect(response.headers()['cache-control'], what).toContain('public');
    expect(response.headers()['x-robots-tag'], what).toBeUndefined();
    // The link itself sets nothing and lands on the live home page.
    const opened = await request.get(`/preview/${token}`, { maxRedirects: 0 });
    expect(opened.headers()['location'], what).toBe('/');
    expect(opened.headers()['set-cookie'], what).toBeUndefined();
  }
  // The genuine token works, and is never served from or into the page cache.
  const genuine = signPreview({ remote: 'parts', version, expiresAt: Date.now() + hour }, secret);
  for (let visit = 0; visit < 2; visit++) expect(await servedVersion(request, '/en/parts/d90', cookie(genuine))).toBe(version);
  expect(await servedVersion(request, '/en/parts/d90')).toBe(live);
  expect(await (await request.get('/registry.json', { headers: cookie(genuine) })).json()).toMatchObject({ remotes: { parts: { version } } });
  expect(await (await request.get('/registry.json')).json()).toMatchObject({ remotes: { parts: { version: live } } });
});

test('another instance of the site honours the same cookie', async ({ request }) => {
  test.setTimeout(60_000);
  const port = e2ePort + 2;
  const genuine = signPreview({ remote: 'parts', version, expiresAt: Date.now() + 3_600_000 }, secret);
  const instance = await startInstance(port);
  try {
    expect(await servedVersion(request, `${instance.origin}/en/parts/d90`, cookie(genuine))).toBe(version);
    expect(await servedVersion(request, `${instance.origin}/en/parts/d90`)).toBe(activeVersion('parts'));
  } finally {
    instance.stop();
  }
});
