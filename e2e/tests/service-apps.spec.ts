import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openPage } from '../support/open-page';
import { waitForHydration } from '../support/page-problems';

const locales = [
  { prefix: '', locale: 'zh', videos: '视频', docs: '文档', close: '关闭视频' },
  { prefix: '/en', locale: 'en', videos: 'Videos', docs: 'Docs', close: 'Close video' },
] as const;

async function expectFile(request: APIRequestContext, url: string, type: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toContain(type);
}

/** Opens the first tutorial video, checks that it plays full-screen, and closes it. */
async function playFirstTutorial(page: Page, close: string) {
  await page.locator('main ul button').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('h2')).not.toBeEmpty();
  const video = dialog.locator('video');
  await expect(video).toHaveAttribute('controls', '');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0)).toBe(true);
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(page.viewportSize()?.width);
  await page.getByRole('button', { name: close }).click();
  await expect(dialog).toHaveCount(0);
}

for (const { prefix, locale, videos, docs, close } of locales) {
  test.describe(`service and app pages (${locale})`, () => {
    test('service: the manual in the docs tab by default, 13 tutorial videos in the videos tab', async ({ page, request }) => {
      const problems = await openPage(page, `${prefix}/service`);
      await expect(page.getByRole('tab', { name: docs })).toHaveAttribute('aria-selected', 'true');
      const manual = page.locator('main a[href$=".pdf"]');
      await expect(manual).toHaveCount(1);
      await expect(manual).toHaveAttribute('href', new RegExp(`product-manual-${locale}\\.pdf$`));
      await expectFile(request, (await manual.getAttribute('href'))!, 'application/pdf');
      await page.getByRole('tab', { name: videos }).click();
      await expect(page.locator('main ul button')).toHaveCount(13);
      const posters = await page.locator('main ul button img').evaluateAll((images) => new Set(images.map((image) => image.getAttribute('src'))).size);
      expect(posters).toBe(1);
      await playFirstTutorial(page, close);
      expect(problems).toEqual([]);
    });

    for (const { app, features, count, positions } of [
      { app: 'dog', features: 5, count: 13, positions: ['left', 'right', 'left', 'right', 'left'] },
      { app: 'g1', features: 3, count: 12, positions: ['left', 'right', 'left'] },
    ]) {
      test(`/app/${app}: ${features} feature blocks, videos tab by default with ${count} videos, its manual, QR codes on click`, async ({ page, request }) => {
        const problems = await openPage(page, `${prefix}/app/${app}`);
        const blocks = page.locator('[data-feature]');
        expect(await blocks.evaluateAll((sections) => sections.map((section) => section.getAttribute('data-position')))).toEqual(positions);
        const screens = page.locator('[data-feature] img[src*="/app/"]').first();
        await expect(screens).toHaveAttribute('src', new RegExp(`-${locale}\\.svg$`));
        await expect(page.getByRole('tab', { name: videos })).toHaveAttribute('aria-selected', 'true');
        await expect(page.locator('main ul button')).toHaveCount(count);
        await playFirstTutorial(page, close);
        await page.getByRole('tab', { name: docs }).click();
        const manual = page.locator('main a[href$=".pdf"]');
        await expect(manual).toHaveAttribute('href', new RegExp(`${app}-app-manual-${locale}\\.pdf$`));
        await expectFile(request, (await manual.getAttribute('href'))!, 'application/pdf');

        // Wide screen: the gold store buttons show a QR code on click; the direct links are hidden.
        const ios = page.getByRole('button', { name: 'App Store' });
        await expect(ios).toBeVisible();
        expect(await ios.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(201, 160, 99)');
        const qr = page.locator(`img[src$="qr-${app}-ios.svg"]`);
        await expect(qr).toBeHidden();
        await ios.click();
        await expect(qr).toBeVisible();
        await expectFile(request, (await qr.getAttribute('src'))!, 'image/svg+xml');
        await page.locator('h1').click();
        await expect(qr).toBeHidden();
        await expect(page.locator('a[href*="download.robotics.example"]').first()).toBeHidden();
        expect(problems).toEqual([]);
      });
    }

    test('/app presents both apps; narrow screens get direct store links and stacked features', async ({ page }) => {
      const problems = await openPage(page, `${prefix}/app`);
      await expect(page.locator('main h2')).toHaveCount(2);
      await expect(page.locator(`main a[href="${prefix}/app/dog"]`)).toHaveCount(1);
      await expect(page.locator(`main a[href="${prefix}/app/g1"]`)).toHaveCount(1);
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByRole('button', { name: 'App Store' }).first()).toBeHidden();
      const links = page.locator('main a[href*="download.robotics.example"]');
      await expect(links).toHaveCount(4);
      await expect(links.first()).toBeVisible();
      await expect(links.first()).toHaveAttribute('target', '_blank');
      await page.goto(`${prefix}/app/dog`);
      await waitForHydration(page);
      const robot = page.locator('[data-feature] img[src$="robot-dog.svg"]').first();
      await expect(robot).toBeVisible();
      const feature = page.locator('[data-feature]').first();
      const [text, screen] = await Promise.all([feature.locator('h2').boundingBox(), feature.locator('img').first().boundingBox()]);
      expect(screen!.y).toBeGreaterThan(text!.y);
      expect(problems).toEqual([]);
    });

    test('app fragments render alone; an unknown fragment is a 404', async ({ page, request }) => {
      for (const fragment of ['AppFeat', 'BannerDownload', 'Tutorial']) {
        const problems = await openPage(page, `${prefix}/app/${fragment}`);
        expect(problems, fragment).toEqual([]);
      }
      await expect(page.locator('main ul button')).toHaveCount(13);
      const missing = await request.get(`${prefix}/app/Unknown`);
      expect(missing.status()).toBe(404);
    });

    test('applications: three scene cards, four showcases with one video each and a play/pause button, four partners', async ({ page, request }) => {
      const problems = await openPage(page, `${prefix}/applications`);
      await expect(page.locator('main a[href^="#"] img')).toHaveCount(3);
      const showcases = page.locator('main section[id] video');
      await expect(showcases).toHaveCount(4);
      for (const video of await showcases.all()) await expectFile(request, (await video.locator('source').getAttribute('src'))!, 'video/mp4');
      // The showcase waits with its poster and text; from 768 px the text gives way while it plays.
      const first = page.locator('section#industry');
      const video = first.locator('video');
      const paused = () => video.evaluate((element: HTMLVideoElement) => element.paused);
      const captionOpacity = () => first.locator('h2').evaluate((element) => getComputedStyle(element.parentElement!).opacity);
      await first.scrollIntoViewIfNeeded();
      expect(await paused()).toBe(true);
      expect(await captionOpacity()).toBe('1');
      const toggle = first.getByRole('button');
      await toggle.click();
      await expect.poll(paused).toBe(false);
      await expect.poll(captionOpacity).toBe('0');
      await toggle.click();
      await expect.poll(paused).toBe(true);
      await expect.poll(captionOpacity).toBe('1');
      await expect(page.locator('main').getByText(locale === 'en' ? /up to 20 kg/ : /最大负载 20 kg/)).toHaveCount(1);
      await expect(page.locator('main img[src*="partner-"]')).toHaveCount(4);
      expect(problems).toEqual([]);
    });
  });
}
