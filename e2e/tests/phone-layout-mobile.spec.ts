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

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const describeBox = (box: Box) => `x ${Math.round(box.left)}..${Math.round(box.right)}, y ${Math.round(box.top)}..${Math.round(box.bottom)}`;

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
