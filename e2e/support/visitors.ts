import { expect, type Browser } from '@playwright/test';
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

