import { expect, test } from '@playwright/test';
import { waitForHydration, watchCspViolations } from '../support/page-problems';

// No CSP violation on any route: route-crawl.spec.ts loads every page under its nonce policy.

test('no CSP violation through the contact flow, the language dialog and a video', async ({ page }) => {
  const violations = await watchCspViolations(page);
  // The contact form: an SMS code needs the privacy box, so a confirm dialog (native <dialog>) opens.
  await page.goto('/en/contact');
  await waitForHydration(page);
  await page.locator('form[data-interactive="true"]').waitFor({ state: 'attached' });
  await page.getByLabel('Phone number', { exact: true }).fill('13800138000');
  await page.getByRole('button', { name: /get code/i }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button').last().click();
  await expect(page.getByText('Verification code has been sent')).toBeVisible();
  expect(await violations(), 'contact flow').toEqual([]);

  // The language dialog (antd Modal, styles written at run time).
  await page.locator('.site-header__language').click();
  await expect(page.getByRole('dialog', { name: 'Choose Your Language' })).toBeVisible();
  expect(await violations(), 'language dialog').toEqual([]);

  // A tutorial video in the full-screen player.
  await page.goto('/en/service');
  await waitForHydration(page);
  await page.getByRole('tab', { name: /video/i }).click();
  await page.locator('[role="tabpanel"] button').first().click();
  const video = page.getByRole('dialog').locator('video');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0)).toBe(true);
  expect(await violations(), 'video').toEqual([]);
});

test('security headers: HSTS only over HTTPS (a proxy that says so), the API keeps its own stricter policy', async ({ request }) => {
  const plain = await request.get('/en/about');
  expect(plain.headers()['strict-transport-security']).toBeUndefined();
  expect(plain.headers()['x-content-type-options']).toBe('nosniff');
  expect(plain.headers()['x-frame-options']).toBe('SAMEORIGIN');
  const csp = plain.headers()['content-security-policy']!;
  for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'"]) expect(csp).toContain(directive);
  expect(/script-src ([^;]*)/.exec(csp)?.[1]).not.toContain("'unsafe-inline'");
  const proxied = await request.get('/en/about', { headers: { 'x-forwarded-proto': 'https' } });
  expect(proxied.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  const api = await request.get('/api/website/news/list?display=1&language=en');
  expect(api.headers()['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  expect(api.headers()['x-frame-options']).toBe('DENY');
});
