import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeTagsWithTargetSize, expectNoAxeViolations } from '../support/axe';
import { waitForHydration } from '../support/page-problems';

// Axe takes 3 s a page on a quiet machine and up to 27 s while the three lanes start their sites
// together on two cores (CI, 2026-11-28); its time is not what these tests check.
test.describe.configure({ timeout: 90_000 });

/**
 * /contact with axe-core (WCAG 2.1 A/AA, best practices, 24 px targets) on a wide and a phone
 * screen in both languages, with the privacy dialog open too; no sideways scrolling on a phone.
 * Sends no SMS: the dialog is only opened, then cancelled.
 */
type Messages = typeof import('../../mf-contact/locales/en/contact.json');
const messages = (locale: 'zh' | 'en'): Messages =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, `../../mf-contact/locales/${locale}/contact.json`), 'utf8')) as Messages;

const screens = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function openForm(page: Page, prefix: string) {
  await page.goto(`${prefix}/contact`);
  await waitForHydration(page);
  await page.locator('form[data-interactive="true"]').waitFor({ state: 'attached' });
}

for (const { locale, prefix } of [
  { locale: 'zh', prefix: '' },
  { locale: 'en', prefix: '/en' },
] as const) {
  for (const screen of screens) {
    test(`${prefix}/contact on a ${screen.name} screen: no axe violations, with the privacy dialog open too`, async ({ page }) => {
      const t = messages(locale);
      await page.setViewportSize({ width: screen.width, height: screen.height });
      await openForm(page, prefix);
      await expectNoAxeViolations(page, `${prefix}/contact on a ${screen.name} screen, the form`, axeTagsWithTargetSize);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 'sideways scrolling').toBeLessThanOrEqual(0);

      // Messages under the fields, and the country list open.
      await page.getByRole('button', { name: t.form.submit }).click();
      await expect(page.getByText(t.validation.name.required, { exact: true })).toBeVisible();
      await page.getByRole('combobox', { name: t.form.country }).click();
      await expect(page.getByRole('option').first()).toBeVisible();
      await expectNoAxeViolations(page, `${prefix}/contact on a ${screen.name} screen, messages and the country list`, axeTagsWithTargetSize);
      await page.keyboard.press('Escape');

      await page.getByLabel(t.form.phone, { exact: true }).fill('13800138000');
      await page.getByRole('button', { name: t.form.getCode }).click();
      const dialog = page.getByRole('dialog', { name: t.privacyConfirm.title });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page, `${prefix}/contact on a ${screen.name} screen, the privacy dialog`, axeTagsWithTargetSize);
      await dialog.getByRole('button', { name: t.privacyConfirm.cancel }).click();
      await expect(dialog).toBeHidden();
    });
  }
}
