import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { openPage } from '../support/open-page';

/**
 * /applications: its texts and meta, every picture and clip it loads (3 scenes, 4 showcases, 4
 * partners), the scene cards leading to their showcase, the showcase heights and the overlay
 * rules of the play/pause button and the text.
 */
const locales = [
  {
    prefix: '',
    locale: 'zh',
    title: '行业应用 | 灵枢机器人',
    description: /^人形机器人在工厂、门店、咖啡馆与家庭中的应用/,
    h1: '行业应用',
    family: '家庭服务',
    home: '家中的得力帮手',
    play: '播放：走进生产线',
    pause: '暂停：走进生产线',
  },
  {
    prefix: '/en',
    locale: 'en',
    title: 'Industry Applications | Lingshu Robotics',
    description: /^Humanoid robots at work in factories, stores, cafés and homes/,
    h1: 'Industry Applications',
    family: 'Household services',
    home: 'A helping hand at home',
    play: 'Play: On the production line',
    pause: 'Pause: On the production line',
  },
] as const;

async function expectFile(request: APIRequestContext, url: string | null, type: string) {
  expect(url).toBeTruthy();
  const response = await request.get(url!);
  expect(response.status(), url!).toBe(200);
  expect(response.headers()['content-type'], url!).toContain(type);
}

const opacity = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).opacity);
const paused = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.paused);

/** Moves the pointer off the showcases, onto the page heading. */
async function pointAway(page: Page) {
  const box = await page.locator('h1').boundingBox();
  await page.mouse.move(box!.x + 2, box!.y + 2);
}

for (const { prefix, locale, title, description, h1, family, home, play, pause } of locales) {
  test.describe(`applications page (${locale})`, () => {
    test('title, description and Open Graph from the translations; every picture, poster and clip is served', async ({ page, request }) => {
      const problems = await openPage(page, `${prefix}/applications`);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(description);
      expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(title);
      expect(await page.locator('meta[property="og:description"]').getAttribute('content')).toMatch(description);

      const scenes = page.locator('main a[href^="#"] img');
      await expect(scenes).toHaveCount(3);
      for (const image of await scenes.all()) await expectFile(request, await image.getAttribute('src'), 'image/webp');
      const videos = page.locator('main section[id] video');
      await expect(videos).toHaveCount(4);
      for (const video of await videos.all()) {
        await expectFile(request, await video.getAttribute('poster'), 'image/webp');
        await expectFile(request, await video.locator('source').getAttribute('src'), 'video/mp4');
      }
      await expect(page.locator('main').getByText(locale === 'en' ? /up to 20 kg/ : /最大负载 20 kg/)).toHaveCount(1);
      const logos = page.locator('main img[src*="partner-"]');
      await expect(logos).toHaveCount(4);
      for (const logo of await logos.all()) {
        await expect(logo).toHaveAttribute('alt', /\S/);
        await expectFile(request, await logo.getAttribute('src'), 'image/webp');
      }
      expect(problems).toEqual([]);
    });

    test('a scene card leads to its showcase', async ({ page }) => {
      const problems = await openPage(page, `${prefix}/applications`);
      await page.getByRole('link', { name: family }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/applications#home$`));
      const showcase = page.getByRole('region', { name: home });
      await expect(showcase).toBeInViewport();
      await expect(showcase.getByRole('heading', { level: 2 })).toHaveText(home);
      expect(problems).toEqual([]);
    });

    test('showcase video heights: 600 px on wide screens, 400 px under 1024 px, 300 px under 640 px', async ({ page }) => {
      const problems = await openPage(page, `${prefix}/applications`);
      const video = page.locator('section#industry video');
      for (const [width, height] of [
        [1440, 600],
        [1000, 400],
        [800, 400],
        [600, 300],
        [390, 300],
      ] as const) {
        await page.setViewportSize({ width, height: 900 });
        await expect.poll(async () => (await video.boundingBox())?.height, `${width} px wide`).toBe(height);
      }
      expect(problems).toEqual([]);
    });

    test('wide screen: the button shows while paused and only on hover while playing; the text gives way while playing', async ({ page }) => {
      const problems = await openPage(page, `${prefix}/applications`);
      const showcase = page.locator('section#industry');
      const video = showcase.locator('video');
      const caption = showcase.locator('h2').locator('..');
      await showcase.scrollIntoViewIfNeeded();
      await pointAway(page);
      const toggle = showcase.getByRole('button', { name: play });
      expect(await paused(video)).toBe(true);
      await expect.poll(() => opacity(toggle)).toBe('1');
      await expect.poll(() => opacity(caption)).toBe('1');

      await toggle.click();
      const pauseButton = showcase.getByRole('button', { name: pause });
      await expect(pauseButton).toHaveCount(1);
      await expect.poll(() => paused(video)).toBe(false);
      await expect.poll(() => opacity(caption)).toBe('0');
      await video.hover({ position: { x: 24, y: 24 } });
      await expect.poll(() => opacity(pauseButton)).toBe('1');
      await pointAway(page);
      await expect.poll(() => opacity(pauseButton)).toBe('0');

      await video.hover({ position: { x: 24, y: 24 } });
      await pauseButton.click();
      await expect.poll(() => paused(video)).toBe(true);
      await pointAway(page);
      await expect.poll(() => opacity(showcase.getByRole('button', { name: play }))).toBe('1');
      await expect.poll(() => opacity(caption)).toBe('1');
      expect(problems).toEqual([]);
    });

    test('narrow screen: the text stays over the video while it plays', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const problems = await openPage(page, `${prefix}/applications`);
      const showcase = page.locator('section#industry');
      const video = showcase.locator('video');
      await showcase.scrollIntoViewIfNeeded();
      await showcase.getByRole('button', { name: play }).click();
      await expect.poll(() => paused(video)).toBe(false);
      await expect(showcase.getByRole('button', { name: pause })).toHaveCount(1);
      // Once no transition is running, the text has not faded.
      const caption = showcase.locator('h2').locator('..');
      await expect.poll(() => caption.evaluate((element) => element.getAnimations().length)).toBe(0);
      expect(await opacity(caption)).toBe('1');
      await expect(showcase.locator('p').first()).toBeVisible();
      expect(problems).toEqual([]);
    });
  });
}
