import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import { remotesDir } from '../support/environment';
import { waitForHydration, watchProblems } from '../support/page-problems';
import { activeVersion, withRemote } from '../support/registry';

const repoRoot = resolve(import.meta.dirname, '../..');

/** Every request the page makes from now on. */
function requests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => seen.push(request));
  return seen;
}

const contentEntry = (request: Request) => /\/remotes\/content\/[^/]+\/web\/remoteEntry\.js$/.test(new URL(request.url()).pathname);
const newsList = (request: Request) => new URL(request.url()).pathname === '/api/website/news/list';
/** Resolves once the page's main thread has been idle twice (or 2 s passed twice): whatever a hover started has been asked for by then. */
const settled = (page: Page) => page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done, { timeout: 2000 }), { timeout: 2000 })));

/** The English home page, hydrated, its problems and requests watched from now on, and its header's link to the news. */
async function homeWithNewsLink(page: Page) {
  const problems = watchProblems(page);
  await page.goto('/en');
  await waitForHydration(page);
  return { problems, seen: requests(page), link: page.locator('header a[href="/en/news"]').first() };
}

test('a hover on a link to another area fetches that area, its messages and its data before the click', async ({ page }) => {
  const { problems, seen, link } = await homeWithNewsLink(page);

  await link.hover();
  await expect.poll(() => seen.some(contentEntry)).toBe(true);
  await expect.poll(() => seen.some(newsList)).toBe(true);
  await settled(page);
  const beforeClick = seen.length;

  // The click shows the page from what is there: no registry, entry, chunk or data request.
  await link.click();
  await expect(page.locator('main h1')).toHaveText('News');
  expect(new URL(page.url()).pathname).toBe('/en/news');
  // (The news page's own warm-up of the articles it shows may follow: manifests, fetched into the cache.)
  const afterClick = seen.slice(beforeClick).filter((request) => ['script', 'fetch', 'xhr', 'stylesheet'].includes(request.resourceType()) && !request.url().endsWith('/mf-manifest.json'));
  expect(afterClick.map((request) => new URL(request.url()).pathname)).toEqual([]);
  expect(seen.filter((request) => request.resourceType() === 'document')).toEqual([]);
  expect(problems).toEqual([]);
});

test('a fly-out prefetches its links as it opens, and a keyboard focus counts as intent', async ({ page }) => {
  await page.goto('/en/news');
  await waitForHydration(page);
  const seen = requests(page);
  // The "Explore" fly-out lists About Us (content) and Contact Us (contact): opening it is intent for both.
  await page.locator('.desktop-menu__item--group', { has: page.locator('a[href="/en/contactinformation"]') }).hover();
  await expect.poll(() => seen.some((request) => /\/remotes\/contact\/[^/]+\/web\/remoteEntry\.js$/.test(request.url()))).toBe(true);

  // A focus by keyboard is intent too.
  await page.locator('footer a[href="/en/parts/d90"]').first().focus();
  await expect.poll(() => seen.some((request) => /\/remotes\/parts\/[^/]+\/web\/remoteEntry\.js$/.test(request.url()))).toBe(true);
});

test('on a phone, a tap is intent: the page is loading before the click comes, and opens in the page', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/en');
  await waitForHydration(page);
  await page.locator('.mobile-menu__toggle').tap();
  const seen = requests(page);
  await page.locator('#mobile-menu-panel a[href="/en/news"]').tap();
  await expect(page.locator('main h1')).toHaveText('News');
  expect(seen.some(contentEntry)).toBe(true);
  expect(seen.filter((request) => request.resourceType() === 'document')).toEqual([]);
  await context.close();
});

test('with Save-Data on, nothing is prefetched: the click opens the page whole', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true, effectiveType: '4g' } }));
  const { problems, seen, link } = await homeWithNewsLink(page);
  await link.hover();
  await link.focus();
  await settled(page);
  expect(seen.filter((request) => contentEntry(request) || newsList(request))).toEqual([]);

  // Nothing announced it: the server's HTML of the page is sooner than loading its area here.
  await link.click();
  await expect(page.locator('main h1')).toHaveText('News');
  expect(seen.filter((request) => request.resourceType() === 'document').map((request) => new URL(request.url()).pathname)).toEqual(['/en/news']);
  await waitForHydration(page);
  expect(seen.some(contentEntry)).toBe(true);
  expect(problems).toEqual([]);
});

test('the home page fetches the product pages its banners link to into the cache once they are seen', async ({ page }) => {
  await page.goto('/en');
  await waitForHydration(page);
  const seen = requests(page);
  const banner = page.locator('main a[data-prefetch="viewport"]').nth(1);
  await banner.scrollIntoViewIfNeeded();
  const chunks = () => seen.filter((request) => /\/remotes\/products\/[^/]+\/web\/static\/js\/async\//.test(request.url())).length;
  // Once the page has settled (3 s) and the browser is idle.
  await expect.poll(chunks, { timeout: 15_000 }).toBeGreaterThan(0);
});

test('a navigation while a release changes the registry lands on one whole version of the area, without a chunk error', async ({ page, request }) => {
  test.setTimeout(120_000);
  const version = `1.0.1-nav${Date.now()}`;
  execFileSync('npx', ['rsbuild', 'build'], {
    cwd: resolve(repoRoot, 'mf-content'),
    env: { ...process.env, REMOTE_VERSION: version, REMOTE_DIST_DIR: resolve(remotesDir, 'content') },
    stdio: 'ignore',
  });
  const active = activeVersion('content');
  const problems = watchProblems(page);
  await page.goto('/en');
  await waitForHydration(page);
  const seen = requests(page);

  const base = `/remotes/content/${version}`;
  await withRemote('content', { version, web: `${base}/web/remoteEntry.js`, node: `${base}/node/remoteEntry.js` }, async () => {
    await expect.poll(async () => (await (await request.get('/registry.json')).json()).remotes.content.version).toBe(version);
    // The page was served the active version: its click loads that one, whole (it stays in the store for open pages).
    await page.locator('header a[href="/en/news"]').first().click();
    await expect(page.locator('main h1')).toHaveText('News');
    const shown = await page.locator('[data-remote="content"]').getAttribute('data-remote-version');
    expect(shown).toBe(active);
    const folders = new Set(seen.map((item) => new URL(item.url()).pathname.match(/^\/remotes\/content\/([^/]+)\//)?.[1]).filter(Boolean));
    expect([...folders]).toEqual([active]);
    expect(problems).toEqual([]);

    // The next page load is the new version's, whole too.
    await page.goto('/en/news');
    await waitForHydration(page);
    await expect(page.locator('[data-remote="content"]')).toHaveAttribute('data-remote-version', version);
    expect(problems).toEqual([]);
  });
});
