import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { e2eEnv, remotesDir } from '../support/environment';
import { readRegistry } from '../support/registry';
import { release, repoRoot } from '../support/release-tool';
import { copyArea, edit, editJson, partsWithNewPart } from '../support/area-copy';

/**
 * Areas own their pages (issue 33): a team changes its area in its own checkout, publishes it
 * from there and activates it; the site's menus, footer, sitemaps, routes and form flow follow,
 * with no shell file changed. Each test puts the registry back as it found it.
 */
test.describe.configure({ timeout: 300_000 });

function publish(area: string, root: string, version: string): void {
  const published = release('publish', area, '--root', root, '--version', version);
  expect(published.stderr + published.stdout, 'publish').not.toContain('release:');
  expect(published.status).toBe(0);
}

/** Publishes the copy as `version` and makes it live (for everyone, or with `--canary N`); the command's output. */
function publishAndActivate(area: string, root: string, version: string, ...options: string[]): string {
  publish(area, root, version);
  const activated = release('activate', area, version, ...options);
  expect(activated.stderr).toBe('');
  expect(activated.status).toBe(0);
  return activated.stdout;
}

/** The registry's record of an area, canary included. */
const recordOf = (area: string) => readRegistry().remotes[area]!;

/** A new product page, as a team adds it to its copy of mf-products. */
const m1Route = `import { PageMeta, type RouteModule } from '@site/design';
import { useTranslation, type Locale } from '@site/i18n';
import { build } from '../../build';

const texts: Record<Locale, () => Promise<{ default: Record<string, unknown> }>> = {
  zh: () => import('../../../locales/zh/m1.json'),
  en: () => import('../../../locales/en/m1.json'),
};

function Page() {
  const { t } = useTranslation('m1');
  return (
    <>
      <PageMeta title={t('title')} description={t('description')} path="/m1" />
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
    </>
  );
}

const route: RouteModule = { Page, messages: async (locale) => ({ m1: (await texts[locale]()).default }), build };

export default route;
`;

const googlebot = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };

async function status(request: APIRequestContext, url: string, headers: Record<string, string> = {}): Promise<number> {
  return (await request.get(url, { headers, maxRedirects: 0 })).status();
}

async function html(request: APIRequestContext, url: string, headers: Record<string, string> = {}): Promise<string> {
  return (await request.get(url, { headers })).text();
}

/** The header's fly-out titled `title`. */
const flyout = (page: Page, title: string) => page.locator('.desktop-menu__item', { has: page.getByRole('button', { name: title, exact: true }) });

test('a new part published from a copy of mf-parts: its page, fly-out, mobile menu, footer, sitemaps and health check; rollback takes it all away', async ({ page, request }) => {
  const before = recordOf('parts');
  const copy = partsWithNewPart('x100', 'parts-x100');

  const version = `2.0.0-x100.${Date.now()}`;
  const activated = publishAndActivate('parts', copy, version);
  try {
    // The health check rendered every page the version declares, the new one in both languages.
    expect(activated).toContain(`parts: ${before.version} -> ${version}`);
    for (const url of ['/parts/x100', '/en/parts/x100']) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(await response.text()).toMatch(/<h1[^>]*>X100 /);
    }
    await page.goto('/en/about');
    await expect(flyout(page, 'Components').getByRole('link', { name: 'X100 joint module', includeHidden: true })).toHaveAttribute('href', '/en/parts/x100');
    await expect(page.locator('#mobile-menu-panel').getByRole('link', { name: 'X100 joint module', includeHidden: true })).toHaveCount(1);
    await expect(page.locator('footer').getByRole('link', { name: 'X100 joint module', includeHidden: true })).toHaveCount(1);
    // The browser navigates to it with the routes the page came with.
    await page.locator('html[data-hydrated]').waitFor();
    await flyout(page, 'Components').hover();
    await flyout(page, 'Components').getByRole('link', { name: 'X100 joint module' }).click();
    await expect(page).toHaveURL(/\/en\/parts\/x100$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('X100');
    expect(await html(request, '/sitemap.xml')).toContain('/parts/x100</loc>');
    expect(await html(request, '/en/sitemap.xml')).toContain('/en/parts/x100</loc>');
    expect(await html(request, '/parts/x100')).toContain('X100 关节模组');
  } finally {
    expect(release('rollback', 'parts').status).toBe(0);
  }
  expect(recordOf('parts').version).toBe(before.version);
  expect(await status(request, '/en/parts/x100')).toBe(404);
  const about = await html(request, '/en/about');
  expect(about).not.toContain('/en/parts/x100');
  expect(await html(request, '/en/sitemap.xml')).not.toContain('x100');
});

test('a new product page as a 50 % canary: only its cohort gets the page and its menu entry, crawlers neither; promote gives it to everyone', async ({ browser, request }) => {
  const before = recordOf('products');
  const copy = copyArea('products', 'products-m1');
  edit(join(copy, 'rsbuild.config.mjs'), (text) => text.replace(`    './z1': './src/routes/z1/route.tsx',`, `    './z1': './src/routes/z1/route.tsx',\n    './m1': './src/routes/m1/route.tsx',`));
  mkdirSync(join(copy, 'src/routes/m1'));
  writeFileSync(join(copy, 'src/routes/m1/route.tsx'), m1Route);
  for (const [locale, title] of [['zh', 'MagicBot M1 人形机器人'], ['en', 'MagicBot M1 humanoid']] as const) {
    writeFileSync(join(copy, 'locales', locale, 'm1.json'), JSON.stringify({ title, description: title, intro: title }, null, 2) + '\n');
    editJson(join(copy, 'locales', locale, 'area.json'), (json) => {
      json['m1'] = 'MagicBot M1';
    });
  }
  edit(join(copy, 'src/area.ts'), (text) =>
    text
      .replace(`    { path: '/z1', module: 'z1' },`, `    { path: '/z1', module: 'z1' },\n    { path: '/m1', module: 'm1' },`)
      .replace(`    { slot: 'header.humanoids', path: '/human', label: label('gen1'), order: 20 },`, `    { slot: 'header.humanoids', path: '/human', label: label('gen1'), order: 20 },\n    { slot: 'header.humanoids', path: '/m1', label: label('m1'), order: 30 },`),
  );
  const version = `2.0.0-m1.${Date.now()}`;
  publishAndActivate('products', copy, version, '--canary', '50');
  try {
    const inCohort = { cookie: 'site_cohort=10' };
    const outside = { cookie: 'site_cohort=77' };
    expect(await status(request, '/en/m1', inCohort)).toBe(200);
    expect(await html(request, '/en/about', inCohort)).toContain('href="/en/m1"');
    expect(await status(request, '/en/m1', outside)).toBe(404);
    expect(await html(request, '/en/about', outside)).not.toContain('href="/en/m1"');
    expect(await status(request, '/en/m1', googlebot)).toBe(404);
    expect(await html(request, '/en/about', googlebot)).not.toContain('href="/en/m1"');
    expect(await html(request, '/sitemap.xml')).not.toContain('/m1</loc>');

    // A visitor of the cohort finds it in the Humanoids fly-out and goes there in the browser.
    const context = await browser.newContext();
    await context.addCookies([{ name: 'site_cohort', value: '10', url: String(test.info().project.use.baseURL) }]);
    const page = await context.newPage();
    await page.goto('/en/about');
    await page.locator('html[data-hydrated]').waitFor();
    await flyout(page, 'MagicBots').hover();
    await flyout(page, 'MagicBots').getByRole('link', { name: 'MagicBot M1' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('MagicBot M1 humanoid');
    await context.close();

    const promotion = release('promote', 'products');
    expect(promotion.status).toBe(0);
    await expect.poll(() => status(request, '/en/m1', outside)).toBe(200);
    expect(await status(request, '/m1', googlebot)).toBe(200);
    expect(await html(request, '/en/about', googlebot)).toContain('href="/en/m1"');
    expect(await html(request, '/en/sitemap.xml')).toContain('/en/m1</loc>');
  } finally {
    // Ends the canary, or after the promotion goes back to the version before it.
    expect(release('rollback', 'products').status).toBe(0);
  }
  expect(recordOf('products')).toMatchObject({ version: before.version });
  expect(recordOf('products').canary).toBeUndefined();
  expect(await status(request, '/en/m1')).toBe(404);
});

type ContactTexts = typeof import('../../mf-contact/locales/en/contact.json');
const contactTexts = JSON.parse(readFileSync(join(repoRoot, 'mf-contact/locales/en/contact.json'), 'utf8')) as ContactTexts;

/** The site's stored enquiries as a salesperson exports them (CSV). */
function exportedEnquiries(): string {
  return execFileSync('npm', ['run', '-s', 'enquiries', '--', 'export', '--since', '2000-01-01'], { cwd: repoRoot, env: { ...process.env, DATA_DIR: e2eEnv.DATA_DIR }, encoding: 'utf8' });
}

async function smsCode(request: APIRequestContext, apiPhone: string): Promise<string> {
  const body = (await (await request.get(`/api/dev/sms-outbox?phoneNumber=${apiPhone}`)).json()) as { items: { code: string }[] };
  return body.items[0]?.code ?? '';
}

/** Fills the enquiry form's fields but the question and the code (names as the form posts them). */
async function fillEnquiry(page: Page, phone: string, remark: string) {
  const field = (name: string) => page.locator(`#contact-form [name="${name}"]`).first();
  await field('name').fill('Wang Fang');
  await field('email').fill('wang@example.com');
  await field('city').fill('Hangzhou');
  await field('phone').fill(phone);
  await field('remark').fill(remark);
}

test('a changed enquiry flow from a copy of mf-contact: a required question works with and without scripts, and goes with a rollback', async ({ browser, request }) => {
  const before = recordOf('contact');
  const copy = copyArea('contact', 'contact-position');
  edit(join(copy, 'src/routes/contact/data/questions.ts'), (text) =>
    text.replace('export const questions: readonly EnquiryQuestion[] = [];', `export const questions: readonly EnquiryQuestion[] = [{ name: 'position', required: true, maxLength: 100 }];`),
  );
  for (const [locale, label, placeholder] of [['zh', '职位', '您的职位'], ['en', 'Position', 'Your position']] as const) {
    editJson(join(copy, 'locales', locale, 'contact.json'), (json) => {
      json['questions'] = { position: { label, placeholder } };
    });
  }
  const version = `2.0.0-position.${Date.now()}`;
  publishAndActivate('contact', copy, version);
  try {
    // Without scripts: the plain form asks for the position and keeps everything else.
    const plain = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.61' } });
    const page = await plain.newPage();
    await page.goto('/en/contact');
    await expect(page.getByLabel('Position')).toBeVisible();
    const plainRemark = `Plain enquiry with a position ${Date.now()}`;
    await fillEnquiry(page, '13900139061', plainRemark);
    await page.locator('#contact_accept').check();
    await page.getByRole('button', { name: contactTexts.form.getCode }).click();
    await expect(page.locator('#contact-form-status')).toContainText(contactTexts.toast.smsSent);
    await page.locator('#contact-form [name="smsCode"]').fill(await smsCode(request, '8613900139061'));
    await page.getByRole('button', { name: contactTexts.form.submit }).click();
    await expect(page.locator('#contact_q_position-error')).toHaveText('Please fill in this field');
    await expect(page.locator('#contact-form [name="remark"]')).toHaveValue(plainRemark);
    await page.getByLabel('Position').fill('Head of procurement');
    await page.getByRole('button', { name: contactTexts.form.submit }).click();
    await page.getByRole('region', { name: contactTexts.reminder.title }).getByRole('button', { name: contactTexts.reminder.ok }).click();
    await expect(page.getByRole('heading', { name: contactTexts.success.title })).toBeVisible();
    expect(exportedEnquiries()).toContain(`Position: Head of procurement\n\n${plainRemark}`);
    await plain.close();

    // With scripts: the same question, checked in the page before anything is sent.
    const live = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.62' } });
    const scripted = await live.newPage();
    await scripted.goto('/en/contact');
    await scripted.locator('#contact-form[data-interactive]').waitFor();
    const scriptedRemark = `Scripted enquiry with a position ${Date.now()}`;
    await fillEnquiry(scripted, '13900139062', scriptedRemark);
    await scripted.locator('#contact_accept').check();
    await scripted.getByRole('button', { name: contactTexts.form.getCode }).click();
    await expect.poll(() => smsCode(request, '8613900139062')).toMatch(/^\d{6}$/);
    await scripted.locator('#contact-form [name="smsCode"]').fill(await smsCode(request, '8613900139062'));
    await scripted.getByRole('button', { name: contactTexts.form.submit }).click();
    await expect(scripted.locator('#contact_q_position-error')).toHaveText('Please fill in this field');
    await expect(scripted.getByLabel('Position')).toBeFocused();
    await scripted.getByLabel('Position').fill('CTO');
    await scripted.getByRole('button', { name: contactTexts.form.submit }).click();
    await scripted.getByRole('dialog', { name: contactTexts.reminder.title }).getByRole('button', { name: contactTexts.reminder.ok }).click();
    await expect(scripted.getByRole('heading', { name: contactTexts.success.title })).toBeVisible();
    await expect.poll(exportedEnquiries).toContain(`Position: CTO\n\n${scriptedRemark}`);
    await live.close();
  } finally {
    expect(release('rollback', 'contact').status).toBe(0);
  }
  expect(recordOf('contact').version).toBe(before.version);
  const form = await html(request, '/en/contact');
  expect(form).toContain('name="remark"');
  expect(form).not.toContain('q_position');
});

test('contributions the shell must not serve are refused by check and activate with the reason, the registry unchanged', async () => {
  const before = readRegistry();
  const copy = copyArea('products', 'products-news');
  edit(join(copy, 'src/area.ts'), (text) => text.replace(`    { path: '/dog', module: 'dog' },`, `    { path: '/dog', module: 'dog' },\n    { path: '/news', module: 'dog' },`));
  const checked = release('check', 'products', '--root', copy);
  expect(checked.status).toBe(1);
  expect(checked.stderr).toContain('/news is claimed by the content area');

  const version = `2.0.0-news.${Date.now()}`;
  publish('products', copy, version);
  const activated = release('activate', 'products', version);
  expect(activated.status).toBe(1);
  expect(activated.stderr).toContain('/news is claimed by the content area');
  expect(release('activate', 'products', version, '--canary', '20').stderr).toContain('/news is claimed by the content area');
  expect(readRegistry()).toEqual(before);

  // A version whose menu label has no English (made by another tool: this one's build refuses it too).
  const unlabelled = `2.0.0-unlabelled.${Date.now()}`;
  cpSync(join(remotesDir, 'products', version), join(remotesDir, 'products', unlabelled), { recursive: true });
  rmSync(join(remotesDir, 'products', unlabelled, 'release.json'), { force: true });
  editJson(join(remotesDir, 'products', unlabelled, 'web', 'area.json'), (json) => {
    const entries = json['entries'] as { label?: Record<string, string> }[];
    delete entries.find((entry) => entry.label)!.label!['en'];
    json['pages'] = (json['pages'] as { path: string }[]).filter((page) => page.path !== '/news');
  });
  const refused = release('activate', 'products', unlabelled);
  expect(refused.status).toBe(1);
  expect(refused.stderr).toMatch(/label\.en: no English label/);
  expect(readRegistry()).toEqual(before);

  edit(join(copy, 'locales', 'en', 'area.json'), (text) => text.replace(`"z1": "MagicBot Z1",`, `"z1": "",`));
  const unlabelledCheck = release('check', 'products', '--root', copy);
  expect(unlabelledCheck.status).toBe(1);
  expect(unlabelledCheck.stdout + unlabelledCheck.stderr).toMatch(/label\.en: no English label/);
  expect(readRegistry()).toEqual(before);
});
