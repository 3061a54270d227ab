import { expect, type Page } from '@playwright/test';
import { e2ePort } from './environment';
import { waitForHydration, watchProblems } from './page-problems';

/**
 * Opens a content page and checks what every page has: status 200, hydration, one <h1>, an
 * absolute canonical link to itself and Open Graph data. Returns the page's problem list.
 */
export async function openPage(page: Page, url: string): Promise<string[]> {
  const problems = watchProblems(page);
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveCount(1);
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`http://localhost:${e2ePort}${url}`);
  await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
  return problems;
}
