import { expect, type Browser, type Request } from '@playwright/test';
import { e2ePort } from './environment';
import { waitForHydration, watchProblems } from './page-problems';

/**
 * Visitors come from addresses of their own (a documentation range), as through the site's proxy
 * (the e2e site trusts one, TRUSTED_PROXY_COUNT): the guard counts visitors, not reports.
 */
let visitors = 0;
const nextAddress = () => `198.51.100.${(visitors++ % 250) + 1}`;

/**
 * One visitor: a fresh browser context opens a part page and stays until its reports are sent.
 * `bucket`: the canary bucket it already has (its `site_cohort` cookie, 0-99), instead of the one the
 * site draws on its first page, so that a test knows which share it lands in.
 */
export async function visit(browser: Browser, origin = `http://localhost:${e2ePort}`, bucket?: number) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': nextAddress() } });
  if (bucket !== undefined) await context.addCookies([{ name: 'site_cohort', value: String(bucket), url: origin }]);
  const page = await context.newPage();
  const problems = watchProblems(page);
  const reported = page.waitForResponse((response) => response.url().endsWith('/api/site/events'));
  await page.goto(`${origin}/en/parts/d90`);
  await waitForHydration(page);
  const version = await page.locator('[data-remote="parts"]').getAttribute('data-remote-version');
  expect((await reported).status()).toBe(204);
  await context.close();
  return { version, problems };
}


/**
 * One visitor who waits for the part page and then presses a key (an input: the browser's LCP is
 * final from then on), and stays until the page's vitals are reported (the first report sent after
 * the key: the page's view goes with them, or went before). Answers the version shown and the LCP
 * the browser measured.
 */
export async function visitForVitals(browser: Browser, bucket: number, origin = `http://localhost:${e2ePort}`) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': nextAddress() } });
  await context.addCookies([{ name: 'site_cohort', value: String(bucket), url: origin }]);
  const page = await context.newPage();
  const isReport = (request: Request) => request.url().endsWith('/api/site/events');
  await page.goto(`${origin}/en/parts/d90`);
  await waitForHydration(page);
  await expect(page.locator('main h1')).toBeVisible();
  await page.locator('html[data-vitals="watching"]').waitFor({ state: 'attached' });
  // The page's own content painted (its largest element is in <main>): a key pressed before that
  // paint ends LCP at the header's logo, as it would for a visitor who typed that early.
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        new PerformanceObserver((list) => {
          if (list.getEntries().some((entry) => document.querySelector('main')?.contains((entry as PerformanceEntry & { element: Element | null }).element))) done();
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  );
  const pressedAt = Date.now();
  const reported = page.waitForResponse((response) => isReport(response.request()) && response.request().timing().startTime >= pressedAt - 5);
  await page.keyboard.press('Shift');
  expect((await reported).status()).toBe(204);
  const lcp = await page.evaluate(
    () => new Promise<number>((done) => new PerformanceObserver((list) => done(list.getEntries().at(-1)!.startTime)).observe({ type: 'largest-contentful-paint', buffered: true })),
  );
  const version = await page.locator('[data-remote="parts"]').getAttribute('data-remote-version');
  await context.close();
  return { version, lcp };
}
