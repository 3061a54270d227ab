import { expect, test } from '@playwright/test';
import { backOfficeContext, consolePassword } from '../support/console';
import { docsShot } from '../support/docs-shots';
import { consolePort, e2ePort } from '../support/environment';
import { auditLayout, describeFindings } from '../support/mobile-layout';
import { startPostgresSite, type PostgresSite } from '../support/postgres-site';

// A release manager paged at night opens the back office on a phone (issue 52): an area failing its
// visitors is the first thing on the overview, in red, with its rate and since when, and in the tab's
// title. On a site of its own, so no other test's overview sees the incident.
let site: PostgresSite;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startPostgresSite('incident', [e2ePort + 26], consolePort + 5);
  expect(site.console('user', 'add', 'rita', '--role', 'releaser', '--password-stdin').status).toBe(0);
});
test.afterAll(() => site?.stop());

/**
 * Eight visitors (eight addresses) of the parts area's live version report a page view each, and six
 * of them a failure: 75 % of its visitors, past the guard's threshold (5 visitors, 3 failing, here).
 */
async function partsFailing(): Promise<void> {
  const origin = site.origins[0]!;
  const { remotes, reportToken } = (await (await fetch(`${origin}/registry.json`)).json()) as { remotes: Record<string, { version: string }>; reportToken: string };
  const version = remotes['parts']!.version;
  for (let visitor = 1; visitor <= 8; visitor++) {
    const event = (kind: 'view' | 'error') => ({ kind, remote: 'parts', version, path: '/en/parts/d90', locale: 'en', ...(kind === 'error' ? { message: 'parts failed to render' } : {}) });
    const answer = await fetch(`${origin}/api/site/events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin, 'x-forwarded-for': `198.51.100.${visitor}` },
      body: JSON.stringify({ token: reportToken, events: [event('view'), ...(visitor <= 6 ? [event('error')] : [])] }),
    });
    expect(answer.status).toBe(204);
  }
}

test('on a phone, an area failing its visitors heads the overview in red, with its rate and since when, and is in the tab title', async ({ browser }) => {
  await partsFailing();
  const context = await browser.newContext({ ...backOfficeContext, baseURL: site.consoleOrigin, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addInitScript(() => localStorage.setItem('console.locale', 'en'));
  const page = await context.newPage();
  await page.goto('/sign-in');
  await page.getByLabel('User name').fill('rita');
  await page.getByLabel('Password').fill(consolePassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

  const incident = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'An area is failing its visitors' }) });
  await expect(incident).toContainText(/Parts .*the active version: 75% of its visitors saw a failure \(6 of 8\) in the last \d+ minutes\. Since \d{1,2}:\d{2}/);
  // On the first screen, in red, above every area.
  const box = (await incident.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  expect(await incident.evaluate((element) => getComputedStyle(element).borderColor)).toBe('rgb(207, 19, 34)');
  const firstArea = page.locator('section[aria-labelledby^="area-"]').first();
  await expect(firstArea).toHaveAttribute('aria-labelledby', 'area-parts');
  await expect(page).toHaveTitle(/^⚠ 1 area failing · Overview/);
  await docsShot(page.locator('body'), 'overview-incident-phone');

  // The header folds into a menu: its links are one tap away.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(nav.getByRole('link', { name: 'Audit log' })).toBeVisible();
  await nav.getByRole('link', { name: 'Audit log' }).click();
  await expect(nav).toBeHidden();
  // Every page's title says it while it lasts.
  await expect(page).toHaveTitle(/^⚠ 1 area failing · /);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const findings = await auditLayout(page);
  expect(findings.horizontalScroll, describeFindings('overview at 390 px', findings)).toEqual([]);

  // In Chinese too (the language is in the menu on a phone).
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: '中文' }).click();
  await expect(page.getByRole('heading', { name: '1 个区域正在出错' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '1 个区域正在出错' })).toContainText('当前版本');
  await context.close();
});
