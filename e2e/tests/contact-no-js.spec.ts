import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations, axeTagsWithTargetSize } from '../support/axe';
import { e2eEnv } from '../support/environment';
import { holdShellScripts, waitForHydration, watchProblems } from '../support/page-problems';
import { repoRoot } from '../support/release-tool';

/**
 * Issue 28: the contact form works as plain HTML. Runs in the `no-js` project (scripts off), on an
 * instance of its own (own data directory, so its SMS sends do not share the 5-per-10-minutes IP
 * budget of contact.spec.ts). Every post answers 303 to a step page; reloading that page sends
 * nothing (counted in the SMS outbox and the enquiry list).
 */
type Messages = typeof import('../../mf-contact/locales/en/contact.json');
const messages = (locale: 'zh' | 'en'): Messages =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, `../../mf-contact/locales/${locale}/contact.json`), 'utf8')) as Messages;
const locales = [
  { locale: 'zh', prefix: '', t: messages('zh'), phone: '13900139001' },
  { locale: 'en', prefix: '/en', t: messages('en'), phone: '13900139002' },
] as const;

const port = 3431;
const dataDir = mkdtempSync(join(tmpdir(), 'contact-no-js-'));
let server: ReturnType<typeof spawn> | undefined;
test.beforeAll(async () => {
  server = spawn(process.execPath, ['shell/dist/server/server.js'], { cwd: repoRoot, env: { ...process.env, ...e2eEnv, PORT: String(port), DATA_DIR: dataDir }, stdio: 'ignore' });
  await expect.poll(() => fetch(`http://127.0.0.1:${port}/registry.json`).then((response) => response.status, () => 0), { timeout: 20_000 }).toBe(200);
});
test.afterAll(() => void server?.kill());

/** Enquiries in the instance's database whose remark is `remark` (the API's export tool, as a salesperson reads them). */
function storedEnquiries(remark: string): number {
  const csv = execFileSync('npm', ['run', '-s', 'enquiries', '--', 'export', '--since', '2000-01-01'], { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
  return csv.split('\n').filter((line) => line.includes(remark)).length;
}
test.use({ baseURL: `http://127.0.0.1:${port}` });
// Each step is a post, a redirect and a server render: more than the no-js project's 1 s for a loaded page.
test.describe.configure({ timeout: 60_000 });
const expect = baseExpect.configure({ timeout: 10_000 });

/**
 * axe on the page as served: axe cannot run in a page whose scripts are off, so the same URL (same
 * cookies, so the same step) opens in a context whose page scripts are all refused: the server HTML.
 */
async function expectAxeCleanAsServed(browser: Browser, page: Page, where: string) {
  // Scripts on in this context (the project's contexts have them off, and axe is a script); the page's own are refused.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, javaScriptEnabled: true });
  try {
    await context.addCookies(await page.context().cookies());
    await context.route(/\.js(\?|$)/, (route) => route.abort());
    const served = await context.newPage();
    await served.goto(page.url());
    await expectNoAxeViolations(served, where, axeTagsWithTargetSize);
  } finally {
    await context.close();
  }
}

const status = (page: Page) => page.locator('#contact-form-status');
const field = (page: Page, name: string) => page.locator(`#contact-form [name="${name}"]`).first();
const errorOf = (page: Page, name: string) => page.locator(`#contact_${name}-error`);

async function outboxCount(request: APIRequestContext, apiPhone: string): Promise<number> {
  const body = (await (await request.get(`/api/dev/sms-outbox?phoneNumber=${apiPhone}`)).json()) as { items: { code: string }[] };
  return body.items.length;
}
async function latestCode(request: APIRequestContext, apiPhone: string): Promise<string> {
  const body = (await (await request.get(`/api/dev/sms-outbox?phoneNumber=${apiPhone}`)).json()) as { items: { code: string }[] };
  return body.items[0]?.code ?? '';
}

for (const { locale, prefix, t, phone } of locales) {
  test(`${prefix}/contact without scripts: code, review, Warm reminder, success; reloads send nothing twice (${locale})`, async ({ browser, page, request }) => {
    await page.goto(`${prefix}/contact`);
    await field(page, 'name').fill('测试 Tester');
    await field(page, 'email').fill('nojs@example.com');
    await field(page, 'company').fill('Example Labs');
    await field(page, 'city').fill('Shanghai');
    await field(page, 'phone').fill(phone);
    await field(page, 'remark').fill('Two robot dogs for campus patrols, no scripts.');
    await page.locator('#contact_accept').check();

    // Step 1: the code; the page comes back with every field and the wait for a new code.
    const before = storedEnquiries('Two robot dogs for campus patrols, no scripts.');
    await page.getByRole('button', { name: t.form.getCode }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/contact\\?step=[0-9a-f]{32}#contact-form$`));
    await expect(status(page)).toContainText(t.toast.smsSent);
    await expect(status(page)).toContainText(t.plain.resendIn.replace('{{wait}}', '').replace(/[.。]$/, '').trim());
    await expect(field(page, 'name')).toHaveValue('测试 Tester');
    await expect(field(page, 'remark')).toHaveValue('Two robot dogs for campus patrols, no scripts.');
    await expect(page.locator('#contact_accept')).toBeChecked();
    expect(await outboxCount(request, `86${phone}`)).toBe(1);
    await page.reload();
    await expect(status(page)).toContainText(t.toast.smsSent);
    expect(await outboxCount(request, `86${phone}`), 'a reload sends no second code').toBe(1);
    await expectAxeCleanAsServed(browser, page, `${prefix}/contact after a code without scripts`);

    // Asking again at once: the API's cooldown, said on the page with the wait.
    await page.getByRole('button', { name: t.form.getCode }).click();
    await expect(status(page)).toContainText(t.plain.codeThrottled);
    await expect(status(page)).toHaveAttribute('role', 'alert');
    expect(await outboxCount(request, `86${phone}`)).toBe(1);

    // Step 2: the code, then the server-rendered Warm reminder, keyboard only.
    await field(page, 'smsCode').fill(await latestCode(request, `86${phone}`));
    await field(page, 'smsCode').press('Enter');
    await expect(page).toHaveURL(/#contact-reminder$/);
    const reminder = page.getByRole('region', { name: t.reminder.title });
    await expect(reminder).toContainText(t.reminder.content);
    await expectAxeCleanAsServed(browser, page, `${prefix}/contact Warm reminder without scripts`);
    // Cancel keeps everything; review again; agree.
    await reminder.getByRole('button', { name: t.reminder.cancel }).click();
    await expect(page.getByRole('region', { name: t.reminder.title })).toHaveCount(0);
    await expect(field(page, 'email')).toHaveValue('nojs@example.com');
    await page.getByRole('button', { name: t.form.submit }).focus();
    await page.keyboard.press('Enter');
    const agree = page.getByRole('region', { name: t.reminder.title }).getByRole('button', { name: t.reminder.ok });
    await agree.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: t.success.title })).toBeVisible();
    await expect(page).toHaveURL(/#contact-success-title$/);
    const remark = 'Two robot dogs for campus patrols, no scripts.';
    expect(storedEnquiries(remark) - before).toBe(1);
    await page.reload();
    await expect(page.getByRole('heading', { name: t.success.title })).toBeVisible();
    // Back to the reminder's page and agree again: its token was used, so nothing is saved twice.
    await page.goBack();
    await page.getByRole('region', { name: t.reminder.title }).getByRole('button', { name: t.reminder.ok }).click();
    await expect(page.getByRole('heading', { name: t.success.title })).toBeVisible();
    expect(storedEnquiries(remark) - before, 'reloads and a repeated agree save nothing twice').toBe(1);
    expect(await outboxCount(request, `86${phone}`)).toBe(1);
    // Success page: back home works without scripts.
    await page.getByRole('button', { name: t.success.backHome }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix || ''}/?\\??$`));
  });
}

test('a step link without its browser cookie shows nothing of it', async ({ request }) => {
  const response = await request.get('/contact?step=0123456789abcdef0123456789abcdef', { maxRedirects: 0 });
  expect(response.status(), 'a step of no browser goes back to the form').toBe(303);
  expect(response.headers()['location']).toBe('/contact');
});

for (const { locale, prefix, t } of locales) {
  test(`${prefix}/contact without scripts: every section 5 message server-side, values kept (${locale})`, async ({ browser, page }) => {
    await page.goto(`${prefix}/contact`);
    // Everything empty: the Submit button shows every required message.
    await page.getByRole('button', { name: t.form.submit }).click();
    await expect(page).toHaveURL(/\?step=/);
    const v = t.validation;
    for (const [name, message] of [
      ['name', v.name.required],
      ['email', v.email.required],
      ['city', v.city.required],
      ['phone', v.phone.required],
      ['smsCode', v.msgCode.required],
      ['remark', v.remark.required],
      ['accept', v.accept.required],
    ] as const) {
      await expect(errorOf(page, name), name).toHaveText(message);
    }
    await expect(page.locator('#contact_name')).toHaveAttribute('aria-invalid', 'true');
    await expectAxeCleanAsServed(browser, page, `${prefix}/contact messages without scripts`);
    // Wrong formats: kept as typed, with their messages.
    await field(page, 'name').fill('x'.repeat(51));
    await field(page, 'email').fill('not-an-email');
    await field(page, 'phone').fill('12345');
    await field(page, 'smsCode').fill('12');
    await page.getByRole('button', { name: t.form.submit }).click();
    await expect(errorOf(page, 'name')).toHaveText(v.name.length);
    await expect(errorOf(page, 'email')).toHaveText(v.email.invalid);
    await expect(errorOf(page, 'phone')).toHaveText(v.phone.invalid);
    await expect(errorOf(page, 'smsCode')).toHaveText(v.msgCode.invalid);
    await expect(field(page, 'email')).toHaveValue('not-an-email');
    await expect(field(page, 'phone')).toHaveValue('12345');
    // Get code checks phone and privacy box, sends nothing.
    await page.getByRole('button', { name: t.form.getCode }).click();
    await expect(errorOf(page, 'phone')).toHaveText(v.phone.invalid);
    await expect(errorOf(page, 'accept')).toHaveText(v.accept.required);
    // The country selector is a text field without scripts: a name it does not know is said at the phone number.
    const country = page.getByRole('combobox', { name: t.form.country });
    await country.fill('Atlantis');
    await page.getByRole('button', { name: t.form.getCode }).click();
    await expect(errorOf(page, 'phone')).toHaveText(v.country.invalid);
    await expect(country).toHaveValue('CN +86');
    // One it knows, in the page's language, is taken (and the number is then checked against it).
    await country.fill(locale === 'zh' ? '英国' : 'United Kingdom');
    await page.getByRole('button', { name: t.form.submit }).click();
    await expect(country).toHaveValue('GB +44');
  });
}

test.describe('scripts that have not run yet (a slow phone)', () => {
  test.use({ javaScriptEnabled: true });

  test('Get code pressed before hydration posts the form; the page it leads to hydrates with every value and the live countdown', async ({ page, request }) => {
    const { t } = locales[1];
    const phone = '13900139003';
    const release = await holdShellScripts(page);
    const problems = watchProblems(page);
    await page.goto('/en/contact', { waitUntil: 'domcontentloaded' });
    await field(page, 'name').fill('Early Presser');
    await field(page, 'phone').fill(phone);
    await page.locator('#contact_accept').check();
    await page.getByRole('button', { name: t.form.getCode }).click();

    await expect(page).toHaveURL(/\/en\/contact\?step=[0-9a-f]{32}#contact-form$/);
    expect(await outboxCount(request, `86${phone}`)).toBe(1);
    release();
    await waitForHydration(page);
    await page.locator('form[data-interactive="true"]').waitFor({ state: 'attached' });
    await expect(field(page, 'name')).toHaveValue('Early Presser');
    await expect(field(page, 'phone')).toHaveValue(phone);
    await expect(page.locator('#contact_accept')).toBeChecked();
    // The live countdown has taken over from the server's line about the wait.
    await expect(page.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
    await expect(status(page)).toHaveText(t.toast.smsSent);
    expect(problems).toEqual([]);
  });
});
