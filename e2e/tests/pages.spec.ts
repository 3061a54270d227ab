import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { e2ePort } from '../support/environment';
import { watchProblems, waitForHydration } from '../support/page-problems';

const pages = ['/dog', '/about', '/contactinformation', ...['d90', 'h60', 'h70', 'hand', 'p110', 'p60n30', 'p90n20', 't28'].map((slug) => `/parts/${slug}`)];
const locales = [
  { prefix: '', lang: 'zh-CN', ogLocale: 'zh_CN' },
  { prefix: '/en', lang: 'en', ogLocale: 'en_US' },
];

for (const locale of locales) {
  for (const path of pages) {
    const url = locale.prefix + path;
    test(`${url} is complete in the server HTML and hydrates cleanly`, async ({ page, request }) => {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${locale.lang}"`);
      expect(html).toMatch(/<h1[\s>]/);
      expect(html).toContain(`<meta property="og:locale" content="${locale.ogLocale}"`);
      expect(html).not.toContain('role="alert"');

      const problems = watchProblems(page);
      await page.goto(url);
      await waitForHydration(page);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).not.toBeEmpty();
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`http://localhost:${e2ePort}${url}`);
      const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
        links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
      );
      expect(alternates).toEqual([
        `zh-CN http://localhost:${e2ePort}${path}`,
        `en http://localhost:${e2ePort}/en${path}`,
        `x-default http://localhost:${e2ePort}${path}`,
      ]);
      expect(problems).toEqual([]);
    });
  }
}

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
