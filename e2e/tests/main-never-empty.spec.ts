import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForHydration } from '../support/page-problems';
import { localized, newsDetailPath, pagePaths, siteLocales } from '../support/site-routes';

/**
 * <main> is never empty from first paint to hydration: no painted frame and no DOM change leaves it
 * without an element or without text. Each page loads three times in one tab (cold, then with a warm
 * cache, which moves the scripts against the parser and the paint). This is the "empty <main> right
 * after hydration" that the CI retry in playwright.config.ts papers over; one way to get it is
 * React outlining the shell and the area into two hidden segments whose reveal scripts run in
 * different batches (React 19 holds a reveal back until up to 300 ms after a paint), so frames show
 * header and footer around an empty <main>.
 */
const loads = 3;

interface MainWatch {
  seen: boolean;
  checks: number;
  /** One line per sighting: time, what triggered the check, document state, start of <main>. */
  empty: string[];
}

/**
 * Installed before any page script: finds <main> as soon as the parser inserts it (observing the
 * document), then judges it after every change inside it (MutationObserver: childList, subtree,
 * characterData) and after every frame (requestAnimationFrame, then a task: what was painted).
 * Not judged: a <main> still being parsed (nothing after it yet, document loading), which is
 * streaming, and a <main> inside a `hidden` element (React's outlined segment before its reveal
 * script moves it into place), which nobody sees.
 */
function watchMain() {
  const watch: MainWatch = { seen: false, checks: 0, empty: [] };
  (window as unknown as { __mainWatch: MainWatch }).__mainWatch = watch;
  let main: HTMLElement | null = null;

  const check = (reason: string) => {
    if (!main) return;
    const current = document.querySelector('main');
    const replaced = current !== main;
    const parsed = main.nextElementSibling !== null || document.readyState !== 'loading';
    if (!replaced && (!parsed || main.closest('[hidden]') !== null)) return;
    watch.checks += 1;
    const empty = replaced || main.childElementCount === 0 || (main.textContent ?? '').trim() === '';
    if (empty && watch.empty.length < 10) {
      const root = document.documentElement.dataset;
      const state = `readyState ${document.readyState}, hydrated ${root.hydrated === 'true'}, area ready ${root.areaReady === 'true'}`;
      const html = (current ?? main).outerHTML.slice(0, 200);
      watch.empty.push(`${Math.round(performance.now())} ms ${replaced ? `${reason}: <main> removed or replaced` : reason} (${state}): ${html}`);
    }
  };
  const observeMain = (found: HTMLElement) => {
    main = found;
    watch.seen = true;
    check('main appeared');
    new MutationObserver(() => check('mutation inside main')).observe(found, { childList: true, subtree: true, characterData: true });
  };
  const documentObserver = new MutationObserver(() => {
    const found = document.querySelector('main');
    if (found && found !== main) observeMain(found);
    else check('document mutation');
  });
  documentObserver.observe(document, { childList: true, subtree: true });

  // The task right after a frame sees what that frame painted.
  const afterPaint = new MessageChannel();
  afterPaint.port1.onmessage = () => check('painted');
  const frame = () => {
    afterPaint.port2.postMessage(null);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

async function loadAndWatch(page: Page, url: string): Promise<MainWatch> {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => (window as unknown as { __mainWatch: MainWatch }).__mainWatch);
}

for (const locale of siteLocales) {
  test.describe(`<main> never empty, ${locale.locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(watchMain);
    });

    const pages: { title: string; url: (request: APIRequestContext) => Promise<string> }[] = pagePaths().map((path) => ({
      title: localized(locale.prefix, path),
      url: async () => localized(locale.prefix, path),
    }));
    pages.push({
      title: localized(locale.prefix, '/news/{id}'),
      url: async (request) => localized(locale.prefix, await newsDetailPath(request, locale.locale)),
    });
    for (const { title, url } of pages) {
      test(`${title}: <main> is never empty from first paint to hydration (${loads} loads)`, async ({ page, request }) => {
        const target = await url(request);
        for (let load = 1; load <= loads; load += 1) {
          const watch = await loadAndWatch(page, target);
          expect(watch.seen, `load ${load}: the watcher saw <main>`).toBe(true);
          expect(watch.checks, `load ${load}: the watcher judged <main>`).toBeGreaterThan(0);
          expect(watch.empty, `load ${load} of ${target}: <main> was empty`).toEqual([]);
        }
      });
    }
  });
}
