import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { devices, expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { waitForHydration } from '../support/page-problems';
import { fragmentTemplatePaths, localized, newsDetailPath, siteLocales, templatePaths, type SiteLocale } from '../support/site-routes';

// Axe takes 3 s a page on a quiet machine and up to 27 s while the three lanes start their sites
// together on two cores (CI, 2026-11-28); its time is not what these tests check.
test.describe.configure({ timeout: 90_000 });

/**
 * axe-core (WCAG 2.1 A/AA and best practices, support/axe.ts) on every page template of both
 * locales (templatePaths: each route module's first page, the hand and a joint module) at 1440 px
 * and on a 390 px phone (one fragment of each fragment module at 1440 px), and with the language
 * dialog, the mobile menu and the tutorial player open: not one violation of any impact. Pages of
 * one template differ only in data, whose markup html-validity.spec.ts reads on every page. One page
 * load per template and width; a failure lists every violation of that page. The contact form's
 * own states (messages, country list, privacy dialog) are checked on the same helper in
 * contact-accessibility.spec.ts.
 */
const screens = [
  { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
  // A touch phone like the mobile project's (Chrome on Android).
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: devices['Pixel 7'].userAgent } },
] as const;

const readJson = <T>(path: string): T => JSON.parse(readFileSync(resolve(import.meta.dirname, '../..', path), 'utf8')) as T;
const texts = (locale: SiteLocale['locale']) => ({
  shell: readJson<{ language: { title: string }; nav: { openMenu: string } }>(`shell/locales/${locale}/shell.json`),
  tutorials: readJson<{ tabs: { videos: string } }>(`mf-content/locales/${locale}/tutorials.json`),
});

async function open(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await waitForHydration(page);
}

for (const screen of screens) {
  const width = screen.use.viewport.width;
  test.describe(`axe at ${width} px`, () => {
    // Carousels change slides every few seconds. Without their cross-fade (the site's reduced-motion
    // styles) a change during the analysis cannot catch a caption halfway faded; colours are the same.
    test.use({ ...screen.use, reducedMotion: 'reduce' });

    for (const locale of siteLocales) {
      const t = texts(locale.locale);
      const where = (url: string, state = '') => `${url} at ${width} px${state}`;

      // Fragments are cut from pages checked here at both widths: one of each module, for its page frame.
      const fragments = screen.name === 'desktop' ? fragmentTemplatePaths() : [];
      for (const path of [...templatePaths(), ...fragments]) {
        const url = localized(locale.prefix, path);
        test(url, async ({ page }) => {
          await open(page, url);
          await expectNoAxeViolations(page, where(url));
        });
      }

      test(`${localized(locale.prefix, '/news/{id}')} (first of the list)`, async ({ page, request }) => {
        const url = localized(locale.prefix, await newsDetailPath(request, locale.locale));
        await open(page, url);
        await expectNoAxeViolations(page, where(url));
      });

      const about = localized(locale.prefix, '/about');
      test(`${about} with the language dialog open`, async ({ page }) => {
        await open(page, about);
        if (screen.name === 'phone') {
          await page.getByRole('button', { name: t.shell.nav.openMenu }).click();
          await page.locator('#mobile-menu-panel').getByRole('button', { name: t.shell.language.title }).click();
        } else {
          await page.locator('.site-header__language').click();
        }
        await expect(page.getByRole('dialog', { name: t.shell.language.title })).toBeVisible();
        // antd fades the dialog and its mask in (motion classes added a frame later): judge the colours once it is in.
        await expect(page.locator('[class*="ant-"][class*="-appear"], [class*="ant-"][class*="-enter"]')).toHaveCount(0);
        await expectNoAxeViolations(page, where(about, ', language dialog open'));
      });

      if (screen.name === 'phone') {
        test(`${about} with the mobile menu open`, async ({ page }) => {
          await open(page, about);
          await page.getByRole('button', { name: t.shell.nav.openMenu }).click();
          await expect(page.locator('#mobile-menu-panel')).toBeVisible();
          await expectNoAxeViolations(page, where(about, ', mobile menu open'));
        });
      }

      const service = localized(locale.prefix, '/service');
      test(`${service} with the tutorial player open`, async ({ page }) => {
        await open(page, service);
        await page.getByRole('tab', { name: t.tutorials.tabs.videos }).click();
        await page.getByRole('tabpanel').getByRole('listitem').getByRole('button').first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoAxeViolations(page, where(service, ', tutorial player open'));
      });
    }
  });
}
