import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { e2ePort } from '../support/environment';
import { watchCspViolations, watchProblems, waitForHydration } from '../support/page-problems';
import { fragmentPaths, localized, newsDetailPath, pagePaths, siteLocales, type SiteLocale } from '../support/site-routes';

/**
 * The one crawl of every route at 1440 px, in both locales, that every per-page check of a loaded
 * page reads (the phone, no-script and axe crawls need a browser of their own). Each page:
 * - its server HTML: 200, the locale's `lang` and `og:locale`, an <h1>, no area error (role=alert),
 *   and the values a product page must state;
 * - three loads in one tab (cold, then twice with a warm cache, which moves the scripts against
 *   the parser and the paint), each under a nonce CSP with no violation, hydrating cleanly (no
 *   console error, no hydration warning), one non-empty <h1>, the canonical and language
 *   alternates, and <main> never empty from first paint to hydration (below);
 * - a fragment: one load, the same checks but <main>'s, which frames a cut of a page.
 */
const loads = 3;
const ogLocales = { zh: { lang: 'zh-CN', og: 'zh_CN' }, en: { lang: 'en', og: 'en_US' } } as const;

/** Values the server HTML of a product page must contain, by locale-free path. */
const productValues: Record<string, string[]> = {
  '/human': ['1740*580*280 mm', '42', '≥350 N·m', '≥2 m/s', '20 kg', '40 kg', '25 Ah (1.35 kWh)', '4-5 h', '3 h'],
  '/z1': ['24'],
  '/dog': ['670*350*560 mm', '15.8 kg', '3.0 m/s', '3200 W', '29.6V 8200mAh', '1.5-3.0 h'],
  '/dog-y': ['150 kg', '45 kg'],
};

interface MainWatch {
  seen: boolean;
  checks: number;
  /** One line per sighting: time, what triggered the check, document state, start of <main>. */
  empty: string[];
}

/**
 * <main> is never empty from first paint to hydration: no painted frame and no DOM change leaves it
 * without an element or without text. One way to get it is React outlining the shell and the area
 * into two hidden segments whose reveal scripts run in different batches (React 19 holds a reveal
 * back until up to 300 ms after a paint), so frames show header and footer around an empty <main>.
 *
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

/** The server HTML as a crawler gets it. */
async function expectServerHtml(request: APIRequestContext, locale: SiteLocale, url: string, values: string[]) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<html lang="${ogLocales[locale.locale].lang}"`);
  expect(html).toContain(`<meta property="og:locale" content="${ogLocales[locale.locale].og}"`);
  expect(html).toMatch(/<h1[\s>]/);
  expect(html).not.toContain('role="alert"');
  for (const value of values) expect(html, value).toContain(value);
}

/**
 * One load: nonce CSP, hydrated, no violation; what the <main> watcher saw. A page is watched until
 * the network is quiet (what loads late may still empty <main>); a fragment, whose <main> is not
 * judged, until it has hydrated.
 */
async function load(page: Page, url: string, cspViolations: () => Promise<string[]>, { untilQuiet = true } = {}): Promise<MainWatch> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  expect(response?.headers()['content-security-policy'], url).toMatch(/script-src 'self'[^;]* 'nonce-[\w+/=-]+'/);
  await waitForHydration(page);
  if (untilQuiet) await page.waitForLoadState('networkidle');
  expect(await cspViolations(), `CSP violations on ${url}`).toEqual([]);
  return page.evaluate(() => (window as unknown as { __mainWatch: MainWatch }).__mainWatch);
}

async function expectOneHeading(page: Page) {
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).not.toBeEmpty();
}

/** The canonical address and the language alternates of a page (not an article: issue 48). */
async function expectAlternates(page: Page, path: string, url: string) {
  const origin = `http://localhost:${e2ePort}`;
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(origin + url);
  const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`));
  expect(alternates).toEqual([`zh-CN ${origin}${localized('', path)}`, `en ${origin}${localized('/en', path)}`, `x-default ${origin}${localized('', path)}`]);
}

for (const locale of siteLocales) {
  test.describe(`route crawl, ${locale.locale}`, () => {
    let problems: string[] = [];
    let cspViolations: () => Promise<string[]>;
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(watchMain);
      cspViolations = await watchCspViolations(page);
      problems = watchProblems(page);
    });

    const pages: { title: string; path?: string; url: (request: APIRequestContext) => Promise<string> }[] = pagePaths().map((path) => ({
      title: localized(locale.prefix, path),
      path,
      url: async () => localized(locale.prefix, path),
    }));
    pages.push({ title: localized(locale.prefix, '/news/{id}'), url: async (request) => localized(locale.prefix, await newsDetailPath(request, locale.locale)) });

    for (const { title, path, url } of pages) {
      test(`${title}: complete server HTML; ${loads} loads, each hydrating cleanly under CSP with <main> never empty`, async ({ page, request }) => {
        const target = await url(request);
        await expectServerHtml(request, locale, target, productValues[path ?? ''] ?? []);
        for (let round = 1; round <= loads; round += 1) {
          const watch = await load(page, target, cspViolations);
          expect(watch.seen, `load ${round}: the watcher saw <main>`).toBe(true);
          expect(watch.checks, `load ${round}: the watcher judged <main>`).toBeGreaterThan(0);
          expect(watch.empty, `load ${round} of ${target}: <main> was empty`).toEqual([]);
          if (round === 1) {
            await expectOneHeading(page);
            if (path) await expectAlternates(page, path, target);
          }
        }
        expect(problems).toEqual([]);
      });
    }

    for (const path of fragmentPaths()) {
      const url = localized(locale.prefix, path);
      test(`fragment ${url}: complete server HTML, hydrates cleanly under CSP`, async ({ page, request }) => {
        await expectServerHtml(request, locale, url, []);
        await load(page, url, cspViolations, { untilQuiet: false });
        await expectOneHeading(page);
        expect(problems).toEqual([]);
      });
    }
  });
}
