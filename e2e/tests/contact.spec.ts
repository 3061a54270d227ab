import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { watchProblems, waitForHydration } from '../support/page-problems';

/**
 * /contact end to end against the real API. The server is one process for the whole suite and
 * allows 5 SMS sends per 10 minutes from one IP: this file sends 3 (one happy path per language
 * and the first send of the throttling test); its other tests send nothing. Each test uses its
 * own phone number (the API also allows one send per phone per 60 s).
 */
type Messages = typeof import('../../mf-contact/locales/en/contact.json');
const messages = (locale: 'zh' | 'en'): Messages =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, `../../mf-contact/locales/${locale}/contact.json`), 'utf8')) as Messages;

const locales = [
  { locale: 'zh', prefix: '', home: '/', privacy: '/privacy.html', t: messages('zh') },
  { locale: 'en', prefix: '/en', home: '/en', privacy: '/privacy-en.html', t: messages('en') },
] as const;

async function openForm(page: Page, prefix: string) {
  await page.goto(`${prefix}/contact`);
  await waitForHydration(page);
  // The page area can finish hydrating after the shell: the form marks itself once it has.
  await page.locator('form[data-interactive="true"]').waitFor({ state: 'attached' });
}

const input = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** antd puts a space between the two characters of a two-character Chinese button label ('提 交'). */
const label = (text: string) => new RegExp([...text].map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s?'));
const button = (page: Page, text: string) => page.getByRole('button', { name: label(text) });

async function fillForm(page: Page, t: Messages, phone: string, code?: string) {
  await input(page, t.form.name).fill('测试 Tester');
  await input(page, t.form.email).fill('tester@example.com');
  await input(page, t.form.company).fill('Example Labs');
  await input(page, t.form.city).fill('Shanghai');
  await input(page, t.form.phone).fill(phone);
  if (code !== undefined) await input(page, t.form.smsCode).fill(code);
  await input(page, t.form.remark).fill('We would like to evaluate two robot dogs for campus patrols.');
}

async function latestCode(page: Page, apiPhone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/sms-outbox?phoneNumber=${apiPhone}`);
      const body = (await response.json()) as { items: { code: string }[] };
      code = body.items[0]?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

for (const { locale, prefix, home, privacy, t } of locales) {
  test.describe(`/contact in ${locale}`, () => {
    test('is complete in the server HTML and hydrates cleanly', async ({ page, request }) => {
      const html = await (await request.get(`${prefix}/contact`)).text();
      for (const text of [t.banner.title, t.tip, t.form.name, t.form.remark, t.form.getCode, t.form.submit, 'CN +86']) {
        expect(html).toContain(text);
      }
      const problems = watchProblems(page);
      await openForm(page, prefix);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(t.banner.title);
      await expect(page.getByRole('link', { name: t.form.notice.match(/<privacy>(.*)<\/privacy>/)![1]!, exact: true })).toHaveAttribute('href', privacy);
      expect(problems).toEqual([]);
    });

    test('shows every validation message on blur, and the privacy message on change', async ({ page }) => {
      await openForm(page, prefix);
      const v = t.validation;
      for (const [field, message] of [
        [t.form.name, v.name.required],
        [t.form.email, v.email.required],
        [t.form.city, v.city.required],
        [t.form.phone, v.phone.required],
        [t.form.smsCode, v.msgCode.required],
        [t.form.remark, v.remark.required],
      ] as const) {
        await input(page, field).focus();
        await input(page, field).blur();
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
      await input(page, t.form.name).fill('x'.repeat(51));
      await input(page, t.form.name).blur();
      await expect(page.getByText(v.name.length, { exact: true })).toBeVisible();
      await input(page, t.form.email).fill('tester@');
      await input(page, t.form.email).blur();
      await expect(page.getByText(v.email.invalid, { exact: true })).toBeVisible();
      await input(page, t.form.phone).fill('12345678901');
      await input(page, t.form.phone).blur();
      await expect(page.getByText(v.phone.invalid, { exact: true })).toBeVisible();
      const accept = page.getByRole('checkbox');
      await accept.check();
      await expect(page.getByText(v.accept.required, { exact: true })).toBeHidden();
      await accept.uncheck();
      await expect(page.getByText(v.accept.required, { exact: true })).toBeVisible();
    });

    test('privacy confirm, countdown, code from the outbox, Warm reminder cancel, then success and back home', async ({ page }) => {
      const phone = locale === 'zh' ? '13800000101' : '13800000102';
      await openForm(page, prefix);
      await fillForm(page, t, phone);
      await button(page, t.form.getCode).click();

      const consent = page.getByRole('dialog', { name: t.privacyConfirm.title });
      await expect(consent.getByRole('link')).toHaveAttribute('href', privacy);
      await consent.getByRole('button', { name: label(t.privacyConfirm.ok) }).click();
      await expect(page.getByRole('checkbox')).toBeChecked();
      await expect(page.getByText(t.toast.smsSent)).toBeVisible();

      const countdownPattern = new RegExp(t.form.countdown.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{{seconds}}', '(\\d+)'));
      const countdown = page.getByRole('button', { name: countdownPattern });
      await expect(countdown).toBeDisabled();
      const seconds = async () => Number(countdownPattern.exec((await countdown.textContent()) ?? '')?.[1] ?? NaN);
      const first = await seconds();
      expect(first).toBeGreaterThanOrEqual(57);
      expect(first).toBeLessThanOrEqual(60);
      await expect.poll(seconds, { timeout: 5000 }).toBeLessThan(first);

      await input(page, t.form.smsCode).fill(await latestCode(page, `86${phone}`));
      await button(page, t.form.submit).click();
      const reminder = page.getByRole('dialog', { name: t.reminder.title });
      await reminder.getByRole('button', { name: label(t.reminder.cancel) }).click();
      await expect(reminder).toBeHidden();
      await expect(input(page, t.form.name)).toHaveValue('测试 Tester');

      const saved = page.waitForResponse('**/api/website/purchasingInfo/save');
      await button(page, t.form.submit).click();
      await page.getByRole('dialog', { name: t.reminder.title }).getByRole('button', { name: label(t.reminder.ok) }).click();
      const response = await saved;
      expect(response.request().postDataJSON()).toMatchObject({ countryCode: 'CN', phoneNumber: `86${phone}`, language: locale, company: 'Example Labs' });
      expect(await response.json()).toMatchObject({ code: 'SYS.0000' });

      await expect(page.getByRole('heading', { name: t.success.title })).toBeVisible();
      await expect(page.getByText(t.success.subtitle)).toBeVisible();
      await expect(page.getByRole('form')).toHaveCount(0);
      await button(page, t.success.backHome).click();
      await expect(page).toHaveURL((url) => url.pathname === home);
    });

    test('a refused submit shows the error toast and keeps every value', async ({ page }) => {
      const phone = locale === 'zh' ? '13800000104' : '13800000105';
      await openForm(page, prefix);
      await fillForm(page, t, phone, '000000');
      await page.getByRole('checkbox').check();
      await button(page, t.form.submit).click();
      await page.getByRole('dialog', { name: t.reminder.title }).getByRole('button', { name: label(t.reminder.ok) }).click();
      await expect(page.getByText(t.toast.submitFailed)).toBeVisible();
      await expect(button(page, t.form.submit)).toBeEnabled();
      await expect(input(page, t.form.name)).toHaveValue('测试 Tester');
      await expect(input(page, t.form.email)).toHaveValue('tester@example.com');
      await expect(input(page, t.form.company)).toHaveValue('Example Labs');
      await expect(input(page, t.form.city)).toHaveValue('Shanghai');
      await expect(input(page, t.form.phone)).toHaveValue(phone);
      await expect(input(page, t.form.smsCode)).toHaveValue('000000');
      await expect(input(page, t.form.remark)).toHaveValue(/robot dogs/);
      await expect(page.getByRole('checkbox')).toBeChecked();
    });
  });
}

test('a second send to the same phone within 60 s is refused: SMS error toast and no countdown', async ({ page }) => {
  const t = messages('en');
  const phone = '13800000103';
  for (const attempt of ['sent', 'throttled'] as const) {
    // A fresh page: the button's own countdown would otherwise stop the second click.
    await openForm(page, '/en');
    await input(page, t.form.phone).fill(phone);
    await page.getByRole('checkbox').check();
    const answered = page.waitForResponse('**/api/website/sendMessage');
    await button(page, t.form.getCode).click();
    const response = await answered;
    if (attempt === 'sent') {
      expect(response.status()).toBe(200);
      const toast = page.getByRole('status').getByText(t.toast.smsSent);
      await expect(toast).toBeVisible();
      // 16 px from the top, over the header.
      await expect.poll(async () => (await toast.boundingBox())?.y).toBe(16);
    } else {
      expect(response.status()).toBe(429);
      await expect(page.getByText(t.toast.smsFailed)).toBeVisible();
      await expect(button(page, t.form.getCode)).toBeEnabled();
    }
  }
});

test('the country selector searches by dial code and applies mainland rules to CN only', async ({ page }) => {
  const t = messages('zh');
  await openForm(page, '');
  await input(page, t.form.phone).fill('61234567');
  await input(page, t.form.phone).blur();
  await expect(page.getByText(t.validation.phone.invalid, { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: t.form.country }).click();
  await page.keyboard.type('852');
  await expect(page.getByTitle('中国香港 +852')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: t.form.country })).toHaveValue('HK +852');
  await expect(page.getByText(t.validation.phone.invalid, { exact: true })).toBeHidden();
  await page.getByRole('combobox', { name: t.form.country }).click();
  await page.keyboard.type('台湾');
  await expect(page.getByTitle('中国台湾 +886')).toBeVisible();
});

test('the privacy dialog is modal: focus on Agree, the page behind inert, Escape cancels and focus goes back to the button', async ({ page }) => {
  const t = messages('en');
  let sends = 0;
  page.on('request', (request) => void (request.url().includes('/api/website/sendMessage') && (sends += 1)));
  await openForm(page, '/en');
  await input(page, t.form.phone).fill('13800000106');
  const getCode = button(page, t.form.getCode);
  await getCode.click();
  const consent = page.getByRole('dialog', { name: t.privacyConfirm.title });
  await expect(consent).toBeVisible();
  await expect(consent.getByRole('button', { name: t.privacyConfirm.ok })).toBeFocused();

  // The page behind is inert: a field there cannot take focus, not even from a script.
  const name = input(page, t.form.name);
  expect(await name.evaluate((element) => (element.focus(), document.activeElement === element))).toBe(false);
  await expect(consent.getByRole('button', { name: t.privacyConfirm.ok })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(consent).toBeHidden();
  await expect(getCode).toBeFocused();
  await expect(page.getByRole('checkbox')).not.toBeChecked();
  expect(sends).toBe(0);
});

test('the cooperation details box grows from 8 to 16 rows', async ({ page }) => {
  const t = messages('en');
  await openForm(page, '/en');
  const remark = input(page, t.form.remark);
  const height = async () => (await remark.boundingBox())!.height;
  const lines = (count: number) => Array.from({ length: count }, (_, index) => `line ${index + 1}`).join('\n');
  const eightRows = await height();
  await remark.fill(lines(4));
  expect(Math.abs((await height()) - eightRows)).toBeLessThan(8);
  await remark.fill(lines(12));
  await expect.poll(height).toBeGreaterThan(eightRows * 1.3);
  // Sixteen rows are about twice eight (the padding stays the same); more lines scroll inside.
  for (const count of [40, 80]) {
    await remark.fill(lines(count));
    await expect.poll(height).toBeGreaterThan(eightRows * 1.8);
    expect(await height()).toBeLessThan(eightRows * 2.2);
  }
});
