import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../support/page-problems';

const locales = [
  { prefix: '', lang: 'zh' },
  { prefix: '/en', lang: 'en' },
] as const;

// Every page and fragment of mf-products answers 200 with one h1 and its values, and hydrates
// cleanly: the route crawl (route-crawl.spec.ts) checks it on every route.

test('an unknown fragment is a 404', async ({ request }) => {
  expect((await request.get('/z1/nope')).status()).toBe(404);
  expect((await request.get('/en/dog-w/nope')).status()).toBe(404);
});

for (const locale of locales) {
  test(`home ${locale.lang}: detail buttons lead to the products, buy buttons open /contact in a new tab, news links`, async ({ page }) => {
    await page.goto(locale.prefix || '/');
    await waitForHydration(page);
    const details = page.locator('main a', { hasText: locale.lang === 'zh' ? '了解详情' : 'Learn details' });
    expect(await details.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['/dog-y', '/z1', '/human', '/dog'].map((p) => locale.prefix + p));
    const buys = page.locator('main a', { hasText: locale.lang === 'zh' ? '立即购买' : 'Buy now' });
    await expect(buys).toHaveCount(4);
    for (const link of await buys.all()) {
      await expect(link).toHaveAttribute('href', `${locale.prefix}/contact`);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    const popup = page.waitForEvent('popup');
    await buys.first().click();
    await expect(await popup).toHaveURL(new RegExp(`${locale.prefix}/contact$`));
    // The news list: the carousel beside it holds its slides in groups, not in a list.
    const newsLinks = page.locator('main ul a[href*="/news/"]');
    // The seed marks four items per language for the home page; the list shows at most four.
    await expect(newsLinks).toHaveCount(4);
  });
}

test('home news carousel: a swipe of more than 50 px changes the slide', async ({ page, request }) => {
  // The seeded news marks four items per language for the home page.
  const api = await (await request.get('/api/website/news/list?display=1&homePage=1&language=zh')).text();
  await page.goto('/');
  await waitForHydration(page);
  const carousel = page.getByRole('region', { name: '新闻轮播' });
  await expect(carousel, `home news from the API: ${api}`).toHaveCount(1);
  const current = () => carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])').getAttribute('aria-label');
  const before = await current();
  await carousel.dispatchEvent('touchstart', { touches: [{ identifier: 1, clientX: 300, clientY: 100 }] });
  await carousel.dispatchEvent('touchend', { changedTouches: [{ identifier: 1, clientX: 200, clientY: 100 }] });
  await expect.poll(current).not.toBe(before);
});

/** /en/z1 on a hand-driven clock: its scenes carousel and the indicator of the picture shown. */
async function openZ1Carousel(page: Page) {
  await page.clock.install();
  await page.goto('/en/z1');
  await waitForHydration(page);
  const carousel = page.getByRole('region', { name: 'Z1 scenes carousel' });
  return { carousel, current: carousel.locator('button[aria-current="true"]') };
}

test('/z1 carousel advances every 3 s and pauses while hovered', async ({ page }) => {
  const { carousel, current } = await openZ1Carousel(page);
  await expect(current).toHaveAttribute('aria-label', 'Picture 1 of 4');
  await page.clock.runFor(3000);
  await expect(current).toHaveAttribute('aria-label', 'Picture 2 of 4');
  await carousel.hover();
  await page.clock.runFor(9000);
  await expect(current).toHaveAttribute('aria-label', 'Picture 2 of 4');
  await carousel.getByRole('button', { name: 'Picture 4 of 4' }).click();
  await expect(current).toHaveAttribute('aria-label', 'Picture 4 of 4');
  expect(await carousel.locator('div').first().evaluate((element) => getComputedStyle(element).height)).toBe('575px');
});

test('/z1 carousel: its first button stops and restarts the rotation, keyboard focus inside holds it, reduced motion starts it stopped', async ({ page }) => {
  const { carousel, current } = await openZ1Carousel(page);
  await expect(carousel.getByRole('button').first()).toHaveAccessibleName('Stop automatic slide show');
  await carousel.getByRole('button', { name: 'Stop automatic slide show' }).click();
  await page.mouse.move(0, 0); // off the carousel, which holds while hovered
  await page.clock.runFor(9000);
  await expect(current).toHaveAttribute('aria-label', 'Picture 1 of 4');
  await carousel.getByRole('button', { name: 'Start automatic slide show' }).click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(3000);
  await expect(current).toHaveAttribute('aria-label', 'Picture 2 of 4');

  // A keyboard visitor tabbing into the carousel stops it moving under them.
  await page.keyboard.press('Tab');
  await expect(carousel.getByRole('button', { name: 'Previous picture' })).toBeFocused();
  await page.clock.runFor(9000);
  await expect(current).toHaveAttribute('aria-label', 'Picture 2 of 4');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await waitForHydration(page);
  await expect(carousel.getByRole('button').first()).toHaveAccessibleName('Start automatic slide show');
  await page.clock.runFor(9000);
  await expect(current).toHaveAttribute('aria-label', 'Picture 1 of 4');
});

test('/dog-w autoplay videos play in view and pause out of view; the banner opens the film dialog', async ({ page }) => {
  await page.goto('/dog-w');
  await waitForHydration(page);
  // The last of the five videos is well below the first screen, so it starts paused.
  const videos = page.locator('main ul video');
  await expect(videos).toHaveCount(5);
  const last = videos.last();
  const paused = () => last.evaluate((video: HTMLVideoElement) => video.paused);
  expect(await paused()).toBe(true);
  await last.scrollIntoViewIfNeeded();
  await expect.poll(paused).toBe(false);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(paused).toBe(true);
  await page.getByRole('button', { name: '观看视频' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').locator('video')).toHaveAttribute('src', /dog-w\/promo\.mp4$/);
});
