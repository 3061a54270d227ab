import { expect, test } from '@playwright/test';
import { e2ePort } from '../support/environment';
import { holdShellScripts, watchProblems, waitForHydration } from '../support/page-problems';

test.describe('header', () => {
  test('is fixed, black and 64 px tall with the menu in the spec order', async ({ page }) => {
    await page.goto('/en/about');
    await waitForHydration(page);
    const header = page.locator('header.site-header');
    await expect(header).toHaveCSS('position', 'fixed');
    await expect(header).toHaveCSS('background-color', 'rgb(0, 0, 0)');
    await expect(header).toHaveCSS('height', '64px');
    const menu = page.getByRole('navigation', { name: 'Main navigation' }).first();
    const labels = await menu.locator('.desktop-menu__list > li > :first-child').allInnerTexts();
    expect(labels).toEqual(['Home', 'MagicBots', 'MagicDogs', 'Components', 'Industry', 'News', 'OS', 'Explore', 'Download', 'Purchase']);
    await expect(menu.getByRole('link', { name: 'Purchase' })).toHaveClass(/desktop-menu__pill/);
  });

  test('fly-outs open on hover; external explore links open in a new tab', async ({ page }) => {
    await page.goto('/en/about');
    await waitForHydration(page);
    const components = page.locator('.desktop-menu__item--group', { hasText: 'Components' });
    const flyout = components.locator('.desktop-menu__flyout');
    await expect(flyout).toBeHidden();
    await components.hover();
    await expect(flyout).toBeVisible();
    await expect(flyout.getByRole('link')).toHaveCount(8);
    await expect(flyout.locator('ul')).toHaveCSS('grid-template-columns', /^(\S+ ){7}\S+$/);
    const explore = page.locator('.desktop-menu__item--group', { hasText: 'Explore' });
    await explore.hover();
    for (const name of ['Join Us', 'Docs Center']) {
      await expect(explore.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
    await expect(explore.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/en/about');
  });

  test('the mobile menu locks page scrolling and restores the position on close', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/parts/d90');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    const toggle = page.getByRole('button', { name: '打开菜单' });
    await toggle.click();
    const panel = page.locator('#mobile-menu-panel');
    await expect(panel).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('position', 'fixed');
    await panel.getByRole('button', { name: '核心部件' }).click();
    await expect(panel.getByRole('link', { name: 'D90 关节模组' })).toBeVisible();
    await page.getByRole('button', { name: '关闭菜单' }).click();
    await expect(panel).toBeHidden();
    await expect(page.locator('body')).not.toHaveCSS('position', 'fixed');
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
  });
});

test.describe('language', () => {
  test('the dialog switches language on the same page and remembers the choice', async ({ page, context }) => {
    const problems = watchProblems(page);
    await page.goto('/about');
    await waitForHydration(page);
    await page.locator('.site-header__language').click();
    const dialog = page.getByRole('dialog', { name: '选择您的语言' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'English' }).click();
    await page.waitForURL('**/en/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const cookie = (await context.cookies()).find((item) => item.name === 'i18n_redirected');
    expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    await waitForHydration(page);
    await page.locator('.site-header__language').click();
    await expect(page.getByRole('dialog', { name: 'Choose Your Language' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the dialog is 40vw wide, 80vw under 1000 px', async ({ page }) => {
    await page.goto('/en/about');
    await waitForHydration(page);
    await page.locator('.site-header__language').click();
    const dialogWidth = () => page.locator('.ant-modal').last().evaluate((el) => Math.round(el.getBoundingClientRect().width));
    // Polled: the dialog zooms in when it opens.
    await expect.poll(dialogWidth).toBe(Math.round(1440 * 0.4));
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 900, height: 800 });
    await page.reload();
    await waitForHydration(page);
    // Every width the dialog box ever had, from the moment it is inserted (no 40vw first frame).
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { dialogWidths: number[] }).dialogWidths = seen;
      new MutationObserver(() => {
        const box = document.querySelector<HTMLElement>('.ant-modal');
        if (box && seen.at(-1) !== box.offsetWidth) seen.push(box.offsetWidth);
      }).observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    await page.locator('.site-header__language').click();
    await expect.poll(dialogWidth).toBe(Math.round(900 * 0.8));
    expect(await page.evaluate(() => (window as unknown as { dialogWidths: number[] }).dialogWidths)).toEqual([720]);
  });

  test('/ with the English cookie redirects to /en; crawlers and deep links do not', async ({ request }) => {
    const headers = { cookie: 'i18n_redirected=en' };
    const home = await request.get('/', { headers, maxRedirects: 0 });
    expect(home.status()).toBe(302);
    expect(home.headers()['location']).toBe('/en');
    const crawler = await request.get('/', { headers: { ...headers, 'user-agent': 'Googlebot/2.1' }, maxRedirects: 0 });
    expect(crawler.status()).not.toBe(302);
    const deepLink = await request.get('/about', { headers, maxRedirects: 0 });
    expect(deepLink.status()).toBe(200);
    expect(await deepLink.text()).toContain('<html lang="zh-CN"');
  });
});

test.describe('routing', () => {
  test('an unknown path answers 404 with "Page Not Found: {path}"', async ({ page, request }) => {
    const response = await request.get('/en/no-such-page');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page Not Found: /en/no-such-page');
    const zh = await request.get('/parts/zzz');
    expect(zh.status()).toBe(404);
    expect(await zh.text()).toContain('页面未找到：/parts/zzz');
    // The Chinese page carries the contract's English line too.
    expect(await zh.text()).toContain('Page Not Found: /parts/zzz');
    const problems = watchProblems(page);
    await page.goto('/en/no-such-page');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /en/no-such-page');
    await page.getByRole('link', { name: 'Go back home' }).first().isVisible();
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
  });

  test('upper-case part slugs answer 301 to the lower-case page', async ({ request }) => {
    for (const slug of ['P110', 'H60', 'H70', 'T28']) {
      const response = await request.get(`/parts/${slug}`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()['location']).toBe(`/parts/${slug.toLowerCase()}`);
    }
    const english = await request.get('/en/parts/D90', { maxRedirects: 0 });
    expect(english.headers()['location']).toBe('/en/parts/d90');
  });

  test('client navigation keeps the locale and scrolls to the top', async ({ page }) => {
    await page.goto('/en/parts/d90');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 800));
    await page.locator('footer').getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL('**/en/about');
    await expect(page.locator('h1')).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('scroll position', () => {
  // The shell's scripts are held back until the reader has scrolled, as on a phone whose
  // hydration comes seconds after the first paint; then the page becomes interactive.
  for (const url of ['/en/about', '/en/dog', '/en/parts/d90']) {
    test(`a reader who scrolls before hydration stays where they are on ${url}`, async ({ page }) => {
      const release = await holdShellScripts(page);
      await page.goto(url, { waitUntil: 'domcontentloaded' });
      await page.mouse.wheel(0, 900);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      const before = await page.evaluate(() => window.scrollY);
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      release();
      await waitForHydration(page);
      // The effects of hydration have run once the area is ready; give the browser a frame more.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate(() => window.scrollY)).toBe(before);
    });
  }

  test('a hash in the first URL is the browser\'s to follow: hydration keeps that place', async ({ page }) => {
    await page.goto('/en/about#about-timeline', { waitUntil: 'domcontentloaded' });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const before = await page.evaluate(() => window.scrollY);
    await waitForHydration(page);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });
});

test.describe('footer', () => {
  test('has the columns, filing link, social tiles and copyright', async ({ page }) => {
    await page.goto('/en/about');
    const footer = page.locator('footer.site-footer');
    await expect(footer.getByRole('link', { name: '沪ICP备00000000号-1' })).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    await expect(footer).toContainText('© 2025');
    for (const name of ['Bilibili', 'Douyin', 'LinkedIn', 'X', 'YouTube']) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('target', '_blank');
    }
    const qr = footer.getByRole('img', { name: 'WeChat official account' });
    await qr.scrollIntoViewIfNeeded();
    await expect(qr).toBeVisible();
    // The picture itself loads: written at twice its 96 px for sharp modules.
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(192);
    await expect(footer.getByRole('link', { name: 'WeChat official account' })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'H60 joint module' })).toHaveAttribute('href', '/en/parts/h60');
  });

  test('mobile groups collapse independently', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/en/about');
    await waitForHydration(page);
    const footer = page.locator('footer.site-footer');
    const dogs = footer.getByRole('button', { name: 'Robot dogs' });
    const parts = footer.getByRole('button', { name: 'Joint modules' });
    await dogs.click();
    await parts.click();
    await expect(footer.getByRole('link', { name: 'MagicDog', exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'D90 joint module' })).toBeVisible();
    await dogs.click();
    await expect(footer.getByRole('link', { name: 'MagicDog', exact: true })).toBeHidden();
    await expect(footer.getByRole('link', { name: 'D90 joint module' })).toBeVisible();
  });
});

test('each language has a sitemap listing its pages with their alternates', async ({ request }) => {
  const zh = await request.get('/sitemap.xml');
  expect(zh.headers()['content-type']).toContain('application/xml');
  const zhXml = await zh.text();
  expect(zhXml).toContain(`<loc>http://localhost:${e2ePort}/parts/d90</loc>`);
  expect(zhXml).toContain(`hreflang="en" href="http://localhost:${e2ePort}/en/parts/d90"`);
  const enXml = await (await request.get('/en/sitemap.xml')).text();
  expect(enXml).toContain(`<loc>http://localhost:${e2ePort}/en/about</loc>`);
  expect(enXml).not.toContain(`<loc>http://localhost:${e2ePort}/about</loc>`);
});
