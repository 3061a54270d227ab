import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from '../support/page-problems';
import { localized, siteLocales, type SiteLocale } from '../support/site-routes';

/**
 * Runs in the `mobile` project (a 390x844 touch phone): what the carousels of the part pages, the
 * home page and /z1 show on a phone, measured from the boxes the browser lays out.
 */

type Locale = SiteLocale['locale'];

/** A remote's locale file, the source of every name the tests look for. */
function localeFile<T>(area: string, locale: Locale, namespace: string): T {
  return JSON.parse(readFileSync(resolve(import.meta.dirname, `../../${area}/locales/${locale}/${namespace}.json`), 'utf8')) as T;
}

const partsText = (locale: Locale) => localeFile<{ common: { thumbnailsLabel: string; views: Record<string, string> } }>('mf-parts', locale, 'parts').common;
const newsText = (locale: Locale) => localeFile<{ news: Record<'carousel' | 'previous' | 'next' | 'stop' | 'start' | 'slide', string> }>('mf-products', locale, 'home').news;
const z1Text = (locale: Locale) => localeFile<{ carousel: Record<'label' | 'previous' | 'next' | 'stop' | 'start' | 'slide', string> }>('mf-products', locale, 'z1').carousel;

/** `Picture {{index}} of {{count}}` with its values filled in. */
const fill = (template: string, values: Record<string, number>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const describeBox = (box: Box) => `x ${Math.round(box.left)}..${Math.round(box.right)}, y ${Math.round(box.top)}..${Math.round(box.bottom)}`;
const overlaps = (a: Box, b: Box) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0;

/** Loaded and hydrated with its fonts in, and the part pages' loading screen (a labelled status) gone. */
async function openOnPhone(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status(), `status of ${url}`).toBe(200);
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  await expect(page.getByRole('status', { name: /\S/ })).toHaveCount(0);
}

/** Brings an element to the middle of the screen without scrolling any box inside the page sideways. */
async function scrollToMiddle(locator: Locator) {
  await locator.evaluate((element) => window.scrollTo({ top: window.scrollY + element.getBoundingClientRect().top - (window.innerHeight - element.getBoundingClientRect().height) / 2, behavior: 'instant' }));
}

/** Resolves once every transition inside the element has ended (a carousel at rest). */
async function transitionsEnded(locator: Locator) {
  await locator.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))));
}

/** Resolves once the picture has loaded and decoded, so its natural size is known. */
async function picturesLoaded(locator: Locator) {
  await locator.evaluate((image: HTMLImageElement) => image.decode());
}

for (const locale of siteLocales) {
  const text = partsText(locale.locale);
  for (const slug of ['d90', 'h60']) {
    const url = localized(locale.prefix, `/parts/${slug}`);

    test(`${url}: the view thumbnails start on screen and the caption sits under the picture`, async ({ page }) => {
      const viewport = page.viewportSize()!;
      await openOnPhone(page, url);
      const carousel = page.locator('#specs [aria-roledescription="carousel"]');
      await scrollToMiddle(carousel);
      const strip = carousel.getByRole('group', { name: text.thumbnailsLabel });
      const first = strip.getByRole('button', { name: text.views.angle45 });

      // The strip, its first thumbnail and that thumbnail's label (the text itself, not only its
      // box, which a label too long for its button overflows on both sides) lie on the screen.
      const measured = await first.evaluate((button) => {
        const box = ({ left, top, right, bottom }: DOMRect): Box => ({ left, top, right, bottom });
        const label = document.createRange();
        label.selectNodeContents(button.querySelector('span')!);
        const strip = button.parentElement!;
        return { strip: box(strip.getBoundingClientRect()), scrollLeft: strip.scrollLeft, button: box(button.getBoundingClientRect()), label: box(label.getBoundingClientRect()) };
      });
      const screen: Box = { left: 0, top: 0, right: viewport.width, bottom: viewport.height };
      const inside = (inner: Box, outer: Box) => inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5;
      expect(measured.scrollLeft, 'the strip starts scrolled to its left end').toBe(0);
      expect(inside(measured.strip, screen), `the strip (${describeBox(measured.strip)}) on a ${viewport.width} px screen`).toBe(true);
      expect(inside(measured.button, measured.strip), `the first thumbnail (${describeBox(measured.button)}) in the strip (${describeBox(measured.strip)})`).toBe(true);
      expect(inside(measured.label, measured.button), `"${text.views.angle45}" (${describeBox(measured.label)}) in its thumbnail (${describeBox(measured.button)})`).toBe(true);

      // The picture shown, as drawn (object-fit: contain letterboxes it inside its box), and its caption.
      const slide = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
      await picturesLoaded(slide.locator('img'));
      const { picture, caption } = await slide.evaluate((element) => {
        const image = element.querySelector('img')!;
        const box = image.getBoundingClientRect();
        const scale = Math.min(box.width / image.naturalWidth, box.height / image.naturalHeight);
        const drawn = { width: image.naturalWidth * scale, height: image.naturalHeight * scale };
        const left = box.left + (box.width - drawn.width) / 2;
        const top = box.top + (box.height - drawn.height) / 2;
        const { left: captionLeft, top: captionTop, right, bottom } = element.querySelector('figcaption')!.getBoundingClientRect();
        return { picture: { left, top, right: left + drawn.width, bottom: top + drawn.height }, caption: { left: captionLeft, top: captionTop, right, bottom } };
      });
      const gap = caption.top - picture.bottom;
      expect(gap, `caption (${describeBox(caption)}) under the picture (${describeBox(picture)})`).toBeGreaterThanOrEqual(0);
      expect(gap, `gap between the picture (${describeBox(picture)}) and its caption (${describeBox(caption)})`).toBeLessThanOrEqual(16);
    });
  }
}

/**
 * The white lettering the cover generator (packages/api/scripts/generate-covers.ts) draws on a
 * news cover, found from the picture's own pixels and placed where the picture is drawn on screen.
 */
async function coverLettering(image: Locator): Promise<Box> {
  await picturesLoaded(image);
  return image.evaluate((element: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = element.naturalWidth;
    canvas.height = element.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(element, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
    for (let y = 0; y < canvas.height; y++) {
      for (let x = 0; x < canvas.width; x++) {
        const at = (y * canvas.width + x) * 4;
        // Only the lettering is white: the background is dark, the drawing one saturated colour.
        if (Math.min(data[at]!, data[at + 1]!, data[at + 2]!) < 200) continue;
        [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x + 1), Math.max(bottom, y + 1)];
      }
    }
    if (right < 0) throw new Error(`no lettering found on ${element.currentSrc}`);
    // The cover fills its box (object-fit: cover): scaled to cover it and centred.
    const box = element.getBoundingClientRect();
    const scale = Math.max(box.width / element.naturalWidth, box.height / element.naturalHeight);
    const offsetX = box.left + (box.width - element.naturalWidth * scale) / 2;
    const offsetY = box.top + (box.height - element.naturalHeight * scale) / 2;
    return { left: offsetX + left * scale, top: offsetY + top * scale, right: offsetX + right * scale, bottom: offsetY + bottom * scale };
  });
}

for (const locale of siteLocales) {
  const text = newsText(locale.locale);
  const url = localized(locale.prefix, '/');

  test(`${url}: the news carousel's arrows leave every cover's lettering and title clear`, async ({ page }) => {
    await openOnPhone(page, url);
    const carousel = page.getByRole('region', { name: text.carousel });
    await scrollToMiddle(carousel);
    // Held still, so each cover is measured at rest.
    await carousel.getByRole('button', { name: text.stop }).tap();
    await expect(carousel.getByRole('button', { name: text.start })).toBeVisible();
    const arrows = [carousel.getByRole('button', { name: text.previous }), carousel.getByRole('button', { name: text.next })];
    const count = await carousel.locator('[aria-roledescription="slide"]').count();
    expect(count, 'home news covers').toBeGreaterThan(1);

    for (let index = 1; index <= count; index++) {
      const name = fill(text.slide, { index, count });
      const indicator = carousel.getByRole('button', { name, exact: true });
      await indicator.tap();
      await expect(indicator).toHaveAttribute('aria-current', 'true');
      await transitionsEnded(carousel);
      const slide = carousel.getByRole('group', { name });
      const lettering = await coverLettering(slide.locator('img'));
      const title = await slide.getByRole('heading').evaluate((heading) => {
        const { left, top, right, bottom } = heading.getBoundingClientRect();
        return { left, top, right, bottom };
      });
      for (const arrow of arrows) {
        const { x, y, width, height } = (await arrow.boundingBox())!;
        const box = { left: x, top: y, right: x + width, bottom: y + height };
        const arrowName = await arrow.getAttribute('aria-label');
        expect(overlaps(box, lettering), `${name}: "${arrowName}" (${describeBox(box)}) on the cover's lettering (${describeBox(lettering)})`).toBe(false);
        expect(overlaps(box, title), `${name}: "${arrowName}" (${describeBox(box)}) on the story's title (${describeBox(title)})`).toBe(false);
      }
    }
  });
}

/**
 * The slides of the carousel in its viewport (each left to right) before `act`, at a quarter, half
 * and three quarters of the step's transition, and at rest once the slide named `to` is the current
 * one. The transition is held from its first frame and moved by hand, not sampled frame by frame:
 * on a busy machine a browser may draw no frame in the middle of a 300 ms transition.
 */
async function slidesSeenWhile(carousel: Locator, act: () => Promise<void>, to: string): Promise<string[][]> {
  const shown = (element: Element) => {
    const viewport = element.querySelector('[aria-live]')!.getBoundingClientRect();
    return [...element.querySelectorAll('[aria-roledescription="slide"]')]
      .map((slide) => ({ slide, box: slide.getBoundingClientRect() }))
      .filter(({ box }) => Math.min(box.right, viewport.right) - Math.max(box.left, viewport.left) > 1)
      .sort((a, b) => a.box.left - b.box.left)
      .map(({ slide }) => slide.getAttribute('aria-label')!);
  };
  await carousel.evaluate((element) => {
    const track = element.querySelector('[aria-roledescription="slide"]')!.parentElement!;
    // The next transition of the track, paused as it starts.
    const held = new Promise<Animation>((resolve) => {
      const hold = (event: Event) => {
        const transition = event.target === track ? track.getAnimations()[0] : undefined;
        if (!transition) return;
        transition.pause();
        track.removeEventListener('transitionrun', hold);
        resolve(transition);
      };
      track.addEventListener('transitionrun', hold);
    });
    Object.assign(element, { held });
  });
  const first = await carousel.evaluate(shown);
  await act();
  const during = await carousel.evaluate(
    async (element, { to, shownSource }) => {
      const slidesShown = new Function(`return (${shownSource})`)() as (element: Element) => string[];
      const frame = () => new Promise((done) => requestAnimationFrame(done));
      const track = element.querySelector('[aria-roledescription="slide"]')!.parentElement!;
      const transition = await (element as unknown as { held: Promise<Animation> }).held;
      const duration = Number(transition.effect!.getComputedTiming().duration);
      const frames: string[][] = [];
      for (const part of [0.25, 0.5, 0.75]) {
        transition.currentTime = duration * part;
        frames.push(slidesShown(element));
      }
      transition.finish();
      const current = () => element.querySelector('[aria-roledescription="slide"]:not([aria-hidden="true"])')?.getAttribute('aria-label');
      while (current() !== to || track.getAnimations({ subtree: true }).length > 0) await frame();
      await frame();
      frames.push(slidesShown(element));
      return frames;
    },
    { to, shownSource: shown.toString() },
  );
  return [first, ...during];
}

/** The distinct sets of slides seen (each left to right), in order: `['4', '4 + 1', '1']` for one step from 4 to 1. */
function steps(frames: string[][]): string[] {
  return frames.map((frame) => frame.join(' + ')).filter((frame, index, all) => frame !== all[index - 1]);
}

for (const locale of siteLocales) {
  const text = z1Text(locale.locale);
  const url = localized(locale.prefix, '/z1');

  test(`${url}: the scenes carousel wraps one step on, both ways`, async ({ page }) => {
    await openOnPhone(page, url);
    const carousel = page.getByRole('region', { name: text.label });
    await scrollToMiddle(carousel);
    const slide = (index: number) => fill(text.slide, { index, count: 4 });
    const current = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
    await expect(current).toHaveAttribute('aria-label', slide(1));
    // Clicks dispatched straight to the buttons: no touch or pointer lingers to hold the rotation.
    await carousel.getByRole('button', { name: text.stop }).dispatchEvent('click');

    // Back from the first picture: the fourth comes in from the left, nothing passes in between.
    const back = await slidesSeenWhile(carousel, () => carousel.getByRole('button', { name: text.previous }).dispatchEvent('click'), slide(4));
    expect(steps(back), 'slides seen going back from the first picture').toEqual([slide(1), `${slide(4)} + ${slide(1)}`, slide(4)]);

    // The rotation on from the last picture (3 s after it starts again): the first comes in from the right.
    const on = await slidesSeenWhile(carousel, () => carousel.getByRole('button', { name: text.start }).dispatchEvent('click'), slide(1));
    expect(steps(on), 'slides seen as the rotation wraps to the first picture').toEqual([slide(4), `${slide(4)} + ${slide(1)}`, slide(1)]);
  });
}
