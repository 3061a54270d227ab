import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';

// Every page's server HTML, canonical address, language alternates and clean hydration: route-crawl.spec.ts.

test("a part page's loading screen lifts when the hero picture arrives, before the page's scripts have run", async ({ page }) => {
  // D90's timer is 15 s: only the picture can lift the screen this early. The page's bundles never
  // arrive here, so nothing but the server HTML's inline script can do it.
  await page.route(/\/(shell|remotes)\/.*\.js$/, (route) => route.abort());
  await page.goto('/en/parts/d90');
  const parts = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../mf-parts/locales/en/parts.json'), 'utf8')) as { common: { loading: string } };
  const screen = page.getByRole('status', { name: parts.common.loading });
  await expect(screen).toBeHidden({ timeout: 5_000 });
  await expect(page.locator('h1')).toBeVisible();
  // The hidden spinner stops turning: a turning one would cost the page a style update every frame.
  expect(await page.locator('[data-hero-settled] span').evaluate((spinner) => getComputedStyle(spinner).animationPlayState)).toBe('paused');
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
});

test('/contactinformation does not ask for its seven social icons before its banner; they load where they are shown', async ({ page, request }) => {
  const response = await request.get('/en/contactinformation');
  expect(response.headers().link ?? '').not.toContain('/social/');
  expect(await response.text()).not.toMatch(/<link rel="preload"[^>]*\/social\//);

  await page.goto('/en/contactinformation');
  const icons = page.locator('[data-social] img[alt=""]'); // the icons; the QR pictures have a text
  await expect(icons).toHaveCount(7);
  await icons.last().scrollIntoViewIfNeeded();
  for (const icon of await icons.all()) await expect.poll(() => icon.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0))).toBeGreaterThan(0);
});
