import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openPage } from '../support/open-page';
import { waitForHydration, watchProblems } from '../support/page-problems';

/**
 * /service, /app, /app/dog, /app/g1 and the /app fragments as a visitor sees them: counts of the
 * spec (feature blocks, videos, manuals), the tabs, the full-screen tutorial player, the store
 * buttons (QR code on wide screens, direct links on narrow ones) and the files they point to.
 */
const content = resolve(import.meta.dirname, '../../mf-content');
const readJson = <T>(path: string): T => JSON.parse(readFileSync(resolve(content, path), 'utf8')) as T;

interface AppTexts {
  meta: { title: string };
  banner: { title: string };
  stores: Record<'ios' | 'android', { label: string; linkname: string }>;
  dog: { banner: { title: string }; meta: { title: string } };
  g1: { banner: { title: string }; meta: { title: string } };
}
type Stores = Record<'dog' | 'g1', Record<'ios' | 'android', string>>;

const stores = readJson<Stores>('../packages/config/src/app-store-links.json');
const locales = (['zh', 'en'] as const).map((locale) => ({
  locale,
  prefix: locale === 'zh' ? '' : '/en',
  service: readJson<{ meta: { title: string }; banner: { title: string } }>(`locales/${locale}/service.json`),
  app: readJson<AppTexts>(`locales/${locale}/app.json`),
  tutorials: readJson<{ tabs: { docs: string; videos: string }; close: string }>(`locales/${locale}/tutorials.json`),
  documents: readJson<{ access: string; files: Record<string, { name: string; desc: string }> }>(`locales/${locale}/documents.json`),
  notFound: readJson<{ error: { notFound: string } }>(`../shell/locales/${locale}/shell.json`).error.notFound,
}));

/** Even feature blocks are dark, on the picture made for the screen's width; odd ones are a light gradient. */
async function expectFeatureBackgrounds(page: Page, request: APIRequestContext, picture: 'feature-bg-dark' | 'feature-bg-dark-narrow') {
  for (const [index, block] of (await page.locator('[data-feature]').all()).entries()) {
    const background = await block.evaluate((element) => getComputedStyle(element).backgroundImage);
    if (index % 2) {
      expect(background, `block ${index}`).toMatch(/^linear-gradient/);
      continue;
    }
    const url = /^url\("(.+)"\)$/.exec(background)?.[1] ?? null;
    expect(url, `block ${index}`).toMatch(new RegExp(`/app/${picture}\\.webp$`));
    await expectFile(request, url, 'image/webp');
  }
}

async function expectFile(request: APIRequestContext, url: string | null, type: string) {
  expect(url).toBeTruthy();
  const response = await request.get(url!);
  expect(response.status(), url!).toBe(200);
  expect(response.headers()['content-type'], url!).toContain(type);
}

const videoCards = (page: Page) => page.getByRole('tabpanel').getByRole('listitem').getByRole('button');

/** The tutorial cards: each has its own title and the one shared poster, which is served. */
async function expectTutorialCards(page: Page, request: APIRequestContext, count: number) {
  const cards = videoCards(page);
  await expect(cards).toHaveCount(count);
  const titles = await cards.allInnerTexts();
  expect(titles.every((title) => title.trim().length > 0)).toBe(true);
  expect(new Set(titles).size).toBe(count);
  const posters = [...new Set(await cards.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src'))))];
  expect(posters).toHaveLength(1);
  await expectFile(request, posters[0]!, 'image/webp');
}

/**
 * Opens the tutorial at `index`: a full-screen layer (from z-index 2000) with its title and a
 * playing mp4 with controls; the close button hides it again.
 */
async function playTutorial(page: Page, request: APIRequestContext, index: number, close: string) {
  const card = videoCards(page).nth(index);
  const title = (await card.innerText()).trim();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveCount(0);
  await card.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveText(title);
  expect(Number(await dialog.evaluate((element) => getComputedStyle(element).zIndex))).toBeGreaterThanOrEqual(2000);
  const box = await dialog.boundingBox();
  expect(box).toEqual({ x: 0, y: 0, ...page.viewportSize() });
  const video = dialog.locator('video');
  await expect(video).toHaveAttribute('controls', '');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0)).toBe(true);
  await expectFile(request, await video.getAttribute('src'), 'video/mp4');
  // Keyboard focus stays inside the player, and the page behind does not scroll.
  const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await focusInside(), key).toBe(true);
  }
  expect(await page.evaluate(() => [getComputedStyle(document.body).position, getComputedStyle(document.body).overflow])).toEqual(['fixed', 'hidden']);
  await dialog.getByRole('button', { name: close }).click();
  await expect(dialog).toHaveCount(0);
}

for (const { locale, prefix, service, app, tutorials, documents, notFound } of locales) {
  const manualLink = (page: Page, file: string) => page.getByRole('link', { name: `${documents.access}: ${documents.files[file]!.name}` });
  const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

  test.describe(`service and app pages (${locale})`, () => {
    test('/service: docs tab by default with the manual in the page language, 13 tutorial videos that play full-screen', async ({ page, request }) => {
      const problems = await openPage(page, `${prefix}/service`);
      await expect(page).toHaveTitle(service.meta.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.banner.title);
      await expect(tab(page, tutorials.tabs.docs)).toHaveAttribute('aria-selected', 'true');
      const manual = manualLink(page, 'product-manual');
      await expect(manual).toHaveAttribute('href', new RegExp(`/docs/product-manual-${locale}\\.pdf$`));
      await expect(page.locator('main a[href$=".pdf"]')).toHaveCount(1);
      await expectFile(request, await manual.getAttribute('href'), 'application/pdf');
      await expect(videoCards(page)).toHaveCount(0);

      await tab(page, tutorials.tabs.videos).click();
      await expect(tab(page, tutorials.tabs.videos)).toHaveAttribute('aria-selected', 'true');
      await expect(manual).toHaveCount(0);
      await expectTutorialCards(page, request, 13);
      await playTutorial(page, request, 0, tutorials.close);
      await playTutorial(page, request, 12, tutorials.close);

      await tab(page, tutorials.tabs.docs).click();
      await expect(manual).toBeVisible();
      expect(problems).toEqual([]);
    });

    for (const { key, features, videos, manual, desc } of [
      { key: 'dog', features: 5, videos: 13, manual: 'dog-app-manual', desc: '2025.1.20 · 6.4MB' },
      { key: 'g1', features: 3, videos: 12, manual: 'g1-app-manual', desc: '2025.07.20 · 1.2MB' },
    ] as const) {
      test(`/app/${key}: ${features} feature blocks alternating sides, videos tab by default with ${videos} videos, the manual in the docs tab`, async ({ page, request }) => {
        const problems = await openPage(page, `${prefix}/app/${key}`);
        await expect(page).toHaveTitle(app[key].meta.title);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(app[key].banner.title);

        const blocks = page.locator('[data-feature]');
        await expect(blocks).toHaveCount(features);
        for (const [index, block] of (await blocks.all()).entries()) {
          const [text, screen] = await Promise.all([block.locator('h2').boundingBox(), block.locator('img').first().boundingBox()]);
          // Even blocks have the text on the left, odd ones on the right.
          expect(text!.x < screen!.x, `block ${index}`).toBe(index % 2 === 0);
          const src = await block.locator('img').first().getAttribute('src');
          expect(src).toMatch(new RegExp(`/app/${key}-[a-z]+-${locale}\\.webp$`));
          await expectFile(request, src, 'image/webp');
          // The robot picture belongs to the stacked phone layout only.
          await expect(block.locator(`img[src$="robot-${key}.webp"]`)).toBeHidden();
        }
        await expectFeatureBackgrounds(page, request, 'feature-bg-dark');

        await expect(tab(page, tutorials.tabs.videos)).toHaveAttribute('aria-selected', 'true');
        await expectTutorialCards(page, request, videos);
        await playTutorial(page, request, videos - 1, tutorials.close);
        // Escape closes the player too.
        await videoCards(page).first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);

        await tab(page, tutorials.tabs.docs).click();
        await expect(videoCards(page)).toHaveCount(0);
        const link = manualLink(page, manual);
        await expect(link).toHaveAttribute('href', new RegExp(`/docs/${manual}-${locale}\\.pdf$`));
        await expect(page.getByRole('tabpanel').getByText(desc)).toBeVisible();
        await expectFile(request, await link.getAttribute('href'), 'application/pdf');
        expect(problems).toEqual([]);
      });

      test(`/app/${key}, wide screen: the gold store buttons show their QR code on click`, async ({ page, request }) => {
        const askedQrCodes: string[] = [];
        page.on('request', (asked) => {
          if (asked.url().includes('/app/qr-')) askedQrCodes.push(new URL(asked.url()).pathname);
        });
        const problems = await openPage(page, `${prefix}/app/${key}`);
        // A QR code is fetched when its button opens it, not with the page.
        expect(askedQrCodes).toEqual([]);
        for (const store of ['ios', 'android'] as const) {
          const button = page.getByRole('button', { name: app.stores[store].label });
          await expect(button).toBeVisible();
          expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(201, 160, 99)');
          const qr = page.locator(`img[src$="/app/qr-${key}-${store}.webp"]`);
          await expect(qr).toBeHidden();
          await button.click();
          await expect(button).toHaveAttribute('aria-expanded', 'true');
          await expect(qr).toBeVisible();
          await expect.poll(() => qr.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0))).toBeGreaterThan(0);
          await expectFile(request, await qr.getAttribute('src'), 'image/webp');
          await button.click();
          await expect(qr).toBeHidden();
          await button.click();
          await expect(qr).toBeVisible();
          await page.locator('h1').click();
          await expect(qr).toBeHidden();
          await expect(page.getByRole('link', { name: app.stores[store].linkname })).toBeHidden();
        }
        expect(problems).toEqual([]);
      });
    }

    test('narrow screen: direct store links instead of QR buttons; text, app screen and robot stack on the phone background', async ({ page, request }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const problems = watchProblems(page);
      const pictures: string[] = [];
      page.on('request', (sent) => sent.resourceType() === 'image' && pictures.push(new URL(sent.url()).pathname));
      await page.goto(`${prefix}/app/dog`);
      await waitForHydration(page);
      await expect(page.getByRole('button', { name: app.stores.ios.label })).toBeHidden();
      for (const store of ['ios', 'android'] as const) {
        const link = page.getByRole('link', { name: app.stores[store].linkname });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', stores.dog[store]);
        await expect(link).toHaveAttribute('target', '_blank');
      }
      for (const block of await page.locator('[data-feature]').all()) {
        const [text, screen, robot] = await Promise.all([
          block.locator('h2').boundingBox(),
          block.locator('img').first().boundingBox(),
          block.locator('img[src$="robot-dog.webp"]').boundingBox(),
        ]);
        expect(screen!.y).toBeGreaterThan(text!.y + text!.height);
        expect(robot!.y).toBeGreaterThanOrEqual(screen!.y + screen!.height);
      }
      await expectFeatureBackgrounds(page, request, 'feature-bg-dark-narrow');
      // The wide picture is not fetched on a phone.
      expect(pictures.filter((path) => path.endsWith('/feature-bg-dark.webp'))).toEqual([]);
      expect(problems).toEqual([]);
    });

    test('/app presents both apps, each with its store buttons and a link to its page', async ({ page }) => {
      const problems = await openPage(page, `${prefix}/app`);
      await expect(page).toHaveTitle(app.meta.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(app.banner.title);
      await expect(page.locator('main h2')).toHaveText([app.dog.banner.title, app.g1.banner.title]);
      await expect(page.getByRole('button', { name: app.stores.ios.label })).toHaveCount(2);
      await page.locator(`main a[href="${prefix}/app/g1"]`).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/app/g1$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(app.g1.banner.title);
      await expect(page.locator('[data-feature]')).toHaveCount(3);

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${prefix}/app`);
      await waitForHydration(page);
      const links = page.locator('main a[target="_blank"]');
      await expect(links).toHaveCount(4);
      expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual([
        stores.dog.ios,
        stores.dog.android,
        stores.g1.ios,
        stores.g1.android,
      ]);
      for (const link of await links.all()) await expect(link).toBeVisible();
      expect(problems).toEqual([]);
    });

    test('the fragments render one part alone; an unknown fragment is the 404 page', async ({ page, request }) => {
      await openPage(page, `${prefix}/app/AppFeat`).then((problems) => expect(problems).toEqual([]));
      await expect(page.locator('[data-feature]')).toHaveCount(5);
      await expect(page.getByRole('tab')).toHaveCount(0);
      await expect(page.getByRole('button', { name: app.stores.ios.label })).toHaveCount(0);

      await openPage(page, `${prefix}/app/BannerDownload`).then((problems) => expect(problems).toEqual([]));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(app.dog.banner.title);
      await expect(page.getByRole('button', { name: app.stores.ios.label })).toBeVisible();
      await expect(page.locator('[data-feature]')).toHaveCount(0);
      await expect(page.getByRole('tab')).toHaveCount(0);

      await openPage(page, `${prefix}/app/Tutorial`).then((problems) => expect(problems).toEqual([]));
      await expect(page.locator('[data-feature]')).toHaveCount(0);
      await expect(tab(page, tutorials.tabs.videos)).toHaveAttribute('aria-selected', 'true');
      await expect(videoCards(page)).toHaveCount(13);

      const path = `${prefix}/app/Unknown`;
      const missing = await request.get(path);
      expect(missing.status()).toBe(404);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.replace('{{path}}', path));
    });
  });
}
