import { expect, test, type Page, type Response } from '@playwright/test';
import { auditLayout, countFindings, describeFindings } from '../support/mobile-layout';
import { waitForHydration } from '../support/page-problems';
import { localized, newsDetailPath, pagePaths, shellText, siteLocales } from '../support/site-routes';

/**
 * Runs in the `mobile` project (a 390x844 touch phone). The issue: "no horizontal scrolling, no
 * interactive element covered by another element or by hero art, tap targets at least 24x24 px,
 * the header and menu usable", on every route of both locales, one load per route.
 */

/** Loaded, hydrated, fonts in, and the part pages' loading screen gone (it lies over everything). */
async function openSettled(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status(), `status of ${url}`).toBe(200);
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  // The loading screen is a labelled status; a page's toast region (an unnamed status) stays.
  await expect(page.getByRole('status', { name: /\S/ })).toHaveCount(0);
  return response!;
}

/** One load of the page on a phone: its layout, its largest picture's priority, and its files' caching. */
async function expectFitsPhone(page: Page, url: string) {
  const files: Response[] = [];
  page.on('response', (file) => {
    if (cachedTypes.has(file.request().resourceType())) files.push(file);
  });
  const response = await openSettled(page, url);
  const findings = await auditLayout(page);
  expect(countFindings(findings), describeFindings(url, findings)).toBe(0);
  await expectLargestPaintAskedFirst(page, url, response.headers().link ?? '');
  await expectPreloadsNearFirstScreen(page, url, response.headers().link ?? '');
  expectCachedForGood(url, files);
}

/** The pictures a page asks for ahead of its HTML: its `Link` header and <head> preloads, with their media. */
async function imagePreloads(page: Page, linkHeader: string): Promise<{ href: string; media: string | null }[]> {
  const header = linkHeader
    .split(/,\s*(?=<)/)
    .filter((entry) => /as="?image/.test(entry))
    .map((entry) => ({ href: entry.slice(1, entry.indexOf('>')), media: /media="([^"]*)"/.exec(entry)?.[1] ?? null }));
  const head = await page.locator('head link[rel=preload][as=image]').evaluateAll((links) => links.map((link) => ({ href: link.getAttribute('href') ?? '', media: link.getAttribute('media') })));
  return [...header, ...head];
}

/**
 * A picture preloaded with the page (React preloads every eager <img>) shows on its first screen
 * or just below it, within two screen heights; one further down, or hidden, takes the connection
 * from the first screen's pictures and should load lazily instead.
 */
async function expectPreloadsNearFirstScreen(page: Page, url: string, linkHeader: string) {
  const preloads = await imagePreloads(page, linkHeader);
  const misplaced = await page.evaluate((preloads) => {
    const pathOf = (address: string) => new URL(address, location.href).pathname;
    const shownAt = (path: string) => {
      const tops = [...document.querySelectorAll('img, video')]
        .filter((element) => pathOf(element instanceof HTMLImageElement ? element.currentSrc : (element as HTMLVideoElement).poster) === path)
        .filter((element) => element.checkVisibility())
        .map((element) => element.getBoundingClientRect().top + scrollY);
      return tops.length > 0 ? Math.min(...tops) : undefined;
    };
    return preloads
      .filter(({ media }) => !media || matchMedia(media).matches)
      .map(({ href }) => ({ path: pathOf(href), top: shownAt(pathOf(href)) }))
      .filter(({ top }) => top === undefined || top >= 2 * innerHeight)
      .map(({ path, top }) => `${path} ${top === undefined ? 'not shown' : `at ${Math.round(top)} px`}`);
  }, preloads);
  expect(misplaced, `${url}: pictures preloaded with the page`).toEqual([]);
}

const cachedTypes = new Set(['script', 'stylesheet', 'image', 'media', 'font']);
/** Files a browser asks for by a fixed name (the icons a page's <head> names): they may change without a new address. */
const fixedNames = new Set(['/icon-96.png', '/apple-touch-icon.png', '/favicon.svg']);

/**
 * Every script, style, picture, video and font the page loads has a versioned or fingerprinted
 * address, sent as immutable for a year: a returning visitor asks for none of them again.
 */
function expectCachedForGood(url: string, files: Response[]) {
  const shortLived = files
    .filter((file) => !fixedNames.has(new URL(file.url()).pathname) && !file.url().startsWith('data:'))
    .filter((file) => !/max-age=31536000\b.*immutable/.test(file.headers()['cache-control'] ?? ''))
    .map((file) => `${new URL(file.url()).pathname}: ${file.headers()['cache-control'] ?? 'no cache-control'}`);
  expect(shortLived, `${url}: files a returning visitor would ask for again`).toEqual([]);
  expect(files.length, `${url}: files seen`).toBeGreaterThan(3);
}

/**
 * When the phone's largest first paint is a picture, the browser asks for it at high priority
 * from the first bytes: an <img fetchpriority=high> (not lazy), or, for a video's poster, a
 * high-priority preload in the page's Link header or <head>.
 */
async function expectLargestPaintAskedFirst(page: Page, url: string, linkHeader: string) {
  const largest = await page.evaluate(
    () =>
      new Promise<{ url: string; tag: string; img?: { fetchPriority: string; lazy: boolean } }>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntries().at(-1) as PerformanceEntry & { url: string; element: Element | null };
          const img = entry.element instanceof HTMLImageElement ? { fetchPriority: entry.element.fetchPriority, lazy: entry.element.loading === 'lazy' } : undefined;
          // A video's largest paint is its poster until it plays; once a frame has painted (a busy phone's
          // LCP may come that late), the entry names the video file: the poster is still what painted first.
          const poster = entry.element instanceof HTMLVideoElement && entry.element.poster ? entry.element.poster : undefined;
          resolve({ url: poster ?? entry.url, tag: entry.element?.tagName ?? '', ...(img ? { img } : {}) });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  if (!largest.url) return; // text
  if (largest.img) {
    expect(largest.img, `${url}: its largest paint ${largest.url}`).toEqual({ fetchPriority: 'high', lazy: false });
    return;
  }
  const path = new URL(largest.url).pathname;
  const headPreloads = await page.locator('head link[rel=preload][as=image][fetchpriority=high]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const headerPreloads = linkHeader.split(/,\s*(?=<)/).filter((entry) => /fetchpriority="?high/.test(entry)).map((entry) => entry.slice(1, entry.indexOf('>')));
  expect([...headPreloads, ...headerPreloads], `${url}: its largest paint (${largest.tag}) ${path}`).toContain(path);
}

for (const locale of siteLocales) {
  test.describe(`phone layout, ${locale.locale}`, () => {
    for (const path of pagePaths()) {
      const url = localized(locale.prefix, path);
      test(`${url} fits a phone screen`, async ({ page }) => {
        await expectFitsPhone(page, url);
      });
    }

    test(`${localized(locale.prefix, '/news/{id}')} (first item of the list) fits a phone screen`, async ({ page, request }) => {
      await expectFitsPhone(page, localized(locale.prefix, await newsDetailPath(request, locale.locale)));
    });
  });
}

/** Whether the page behind moves: the top of <main> on screen. */
const mainTop = (page: Page) => page.locator('main').evaluate((main) => Math.round(main.getBoundingClientRect().top));

/** A finger swiping up the screen (the page scrolls down); resolves once any fling has stopped. */
async function swipeUp(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y = 0) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: 195, y }] });
  await touch('touchStart', 700);
  for (let y = 680; y >= 300; y -= 20) await touch('touchMove', y);
  await touch('touchEnd');
  await cdp.detach();
  // A tap during a fling only stops the fling, so wait until the page rests for two frames.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = Number.NaN;
        const check = () => {
          if (window.scrollY === last) return resolve();
          last = window.scrollY;
          requestAnimationFrame(() => requestAnimationFrame(check));
        };
        check();
      }),
  );
}

for (const locale of siteLocales) {
  test(`header and menu work by touch (${locale.locale})`, async ({ page }) => {
    const text = shellText(locale.locale);
    const viewport = page.viewportSize()!;
    await openSettled(page, localized(locale.prefix, '/about'));
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
    const header = page.locator('header.site-header');

    // The hamburger opens the full-screen accordion under the header.
    await header.getByRole('button', { name: text.nav.openMenu }).tap();
    const panel = page.locator('#mobile-menu-panel');
    await expect(panel).toBeVisible();
    expect(await panel.boundingBox()).toEqual({ x: 0, y: 64, width: viewport.width, height: viewport.height - 64 });
    const panelFindings = await auditLayout(page, '#mobile-menu-panel');
    expect(countFindings(panelFindings), describeFindings('the open menu', panelFindings)).toBe(0);

    // Page scrolling is locked: a swipe moves nothing behind the panel.
    const lockedTop = await mainTop(page);
    await swipeUp(page);
    expect(await mainTop(page), 'the page behind the menu moved').toBe(lockedTop);

    // A group expands on tap; the close button closes the panel and gives the scroll position back.
    const group = panel.getByRole('button', { name: text.nav.components });
    await group.tap();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link', { name: text.product.d90 })).toBeVisible();
    await header.getByRole('button', { name: text.nav.closeMenu }).tap();
    await expect(panel).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    await swipeUp(page);
    expect(await page.evaluate(() => window.scrollY), 'the page scrolls again').toBeGreaterThan(600);

    // A link in a group navigates and closes the panel.
    await header.getByRole('button', { name: text.nav.openMenu }).tap();
    await panel.getByRole('button', { name: text.nav.magicDogs }).tap();
    await panel.getByRole('link', { name: text.product.dogW }).tap();
    await page.waitForURL(`**${localized(locale.prefix, '/dog-w')}`);
    await expect(panel).toBeHidden();
    await expect(page.locator('body')).not.toHaveCSS('position', 'fixed');

    // The language button opens the language dialog, 80vw wide and wholly on screen.
    await header.locator('.site-header__language').tap();
    const dialog = page.getByRole('dialog', { name: text.language.title });
    await expect(dialog).toBeVisible();
    const box = page.locator('.ant-modal').last();
    // The dialog zooms in: first a frame at full size (rc-motion's "prepare" step), then scale(0) to 1.
    // It is measured once its motion classes are gone, not in that first frame.
    await expect.poll(() => box.evaluate((element) => [...element.classList].some((name) => /-(appear|enter)/.test(name)))).toBe(false);
    expect(await box.evaluate((element) => Math.round(element.getBoundingClientRect().width))).toBe(Math.round(viewport.width * 0.8));
    const { x, y, width, height } = (await box.boundingBox())!;
    expect(x).toBeGreaterThanOrEqual(0);
    expect(y).toBeGreaterThanOrEqual(0);
    expect(x + width).toBeLessThanOrEqual(viewport.width);
    expect(y + height).toBeLessThanOrEqual(viewport.height);
    const dialogFindings = await auditLayout(page, '.ant-modal-wrap');
    expect(countFindings(dialogFindings), describeFindings('the language dialog', dialogFindings)).toBe(0);
  });
}

for (const locale of siteLocales) {
  test(`footer groups open by touch, with tap-sized links (${locale.locale})`, async ({ page }) => {
    await openSettled(page, localized(locale.prefix, '/about'));
    const groups = page.locator('footer.site-footer .footer-group__title button');
    for (const group of await groups.all()) {
      await group.tap();
      await expect(group).toHaveAttribute('aria-expanded', 'true');
    }
    const findings = await auditLayout(page, 'footer.site-footer');
    expect(countFindings(findings), describeFindings('the footer, every group open', findings)).toBe(0);
  });
}
