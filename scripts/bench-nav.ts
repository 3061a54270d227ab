// `npm run bench:nav [-- --runs 7 --before ../other-checkout]`: how long a click on a link to another
// area takes, in Debian's Chromium at 1× and 4× CPU. For each navigation it prints, in ms, the click
// → the new page's `h1` with the target area never loaded ("cold") and after the link was hovered
// for 100 ms, against a full load of the same URL (navigation start → `load`), median and p75.
// Exits 1 when, at 4×, a hovered click's p75 is over 100 ms or slower than the full load's.
//
// Serves the built site itself (`npm run build` first) on BENCH_NAV_PORT (3303); `--before DIR`
// serves another built checkout too (on the next port) and measures both in one run, side by side.
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startBuiltSite } from './built-site';

/** Source page → target page (a link to the target is on the source); one into each area at least. */
const navigations = [
  ['/', '/news'],
  ['/en', '/en/news'],
  ['/en/dog', '/en/contact'],
  ['/en/news', '/en/z1'],
  ['/en/contact', '/en/parts/d90'],
] as const;
/**
 * In every document of a measured context: notes when a new `main h1` with text appears (epoch ms),
 * whether by a navigation in the page or in a new document (a click the site opens as a whole page).
 * Text, not a function: tsx would add helpers to a function that the page does not have.
 */
const watchH1 = `(() => {
  let last = null;
  const check = () => {
    const h1 = document.querySelector('main h1');
    if (h1 && h1 !== last && h1.textContent.trim()) {
      last = h1;
      window.__h1 = { at: Date.now(), path: location.pathname };
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
})()`;

const cpuRates = [1, 4] as const;
const hoverMs = 100;
const budgetAt4xMs = 100;

const { values: options } = parseArgs({ options: { runs: { type: 'string', default: '7' }, before: { type: 'string' } } });
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');

const port = Number(process.env.BENCH_NAV_PORT ?? 3303);
const sites: { name: string; origin: string }[] = [{ name: 'this checkout', origin: await startBuiltSite(port) }];
if (options.before) sites.unshift({ name: `before (${options.before})`, origin: await startBuiltSite(port + 1, resolve(options.before)) });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});

type Kind = 'cold' | 'hover' | 'full';
type Samples = Record<Kind, number[]>;
const results = new Map<string, Samples>();
const keyOf = (site: string, cpu: number, from: string, to: string) => `${site} ${cpu} ${from} ${to}`;

// Runs interleave the sites and kinds, so a busy moment of the machine costs each alike.
for (let run = 0; run < runs; run++) {
  for (const cpu of cpuRates) {
    for (const [from, to] of navigations) {
      for (const site of sites) {
        const samples = results.get(keyOf(site.name, cpu, from, to)) ?? { cold: [], hover: [], full: [] };
        results.set(keyOf(site.name, cpu, from, to), samples);
        samples.cold.push(await softNavigation(browser, site.origin, from, to, cpu, false));
        samples.hover.push(await softNavigation(browser, site.origin, from, to, cpu, true));
        samples.full.push(await fullLoad(browser, site.origin, from, to, cpu));
      }
    }
  }
}
await browser.close();

const problems: string[] = [];
console.log(`\nClick → new h1 (soft navigation) against a full load of the same URL, ms, median / p75 of ${runs} runs:\n`);
console.log('| navigation | CPU | site | cold | after 100 ms hover | full load |');
console.log('|---|---|---|---|---|---|');
for (const cpu of cpuRates) {
  for (const [from, to] of navigations) {
    for (const site of sites) {
      const samples = results.get(keyOf(site.name, cpu, from, to))!;
      const cells = (['cold', 'hover', 'full'] as const).map((kind) => `${Math.round(quantile(samples[kind], 0.5))} / ${Math.round(quantile(samples[kind], 0.75))}`);
      console.log(`| \`${from}\` → \`${to}\` | ${cpu}× | ${site.name} | ${cells.join(' | ')} |`);
      if (cpu === 4 && site.name === 'this checkout') {
        const hover = quantile(samples.hover, 0.75);
        const full = quantile(samples.full, 0.75);
        if (hover > budgetAt4xMs) problems.push(`${from} → ${to}: after hover p75 ${Math.round(hover)} ms > ${budgetAt4xMs} ms`);
        if (hover > full) problems.push(`${from} → ${to}: after hover p75 ${Math.round(hover)} ms is slower than the full load's ${Math.round(full)} ms`);
      }
    }
  }
}
if (problems.length) {
  console.log(`\nOver budget at 4×:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`\nAt 4×, every hovered click's p75 is within ${budgetAt4xMs} ms and faster than the full load.`);
process.exit(0);

/** A fresh browser context (nothing cached) at `cpu`× slowdown, on `path`, hydrated and with its area ready. */
async function openPage(browser: Browser, url: string, cpu: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(watchH1);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  // A new document of the page (a whole-page navigation) keeps the slowdown.
  page.on('framenavigated', (frame) => frame === page.mainFrame() && void cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu }).catch(() => {}));
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('html[data-hydrated][data-area-ready]').waitFor();
  return page;
}

/** Click → the new page's `h1`, measured in the page; with `hover`, the link is hovered 100 ms first. */
async function softNavigation(browser: Browser, origin: string, from: string, to: string, cpu: number, hover: boolean): Promise<number> {
  const page = await openPage(browser, origin + from, cpu);
  try {
    const link = page.locator(`a[href="${to}"]`).locator('visible=true').first();
    if (hover) {
      await link.hover();
      await page.waitForTimeout(hoverMs);
    }
    // The click is the link's own `click()` (no pointer moved over it first: a cold click stays cold).
    const clickedAt = await link.evaluate((anchor: HTMLAnchorElement) => {
      const at = Date.now();
      anchor.click();
      return at;
    });
    const arrived = await page.waitForFunction(
      (target) => {
        const h1 = (window as { __h1?: { at: number; path: string } }).__h1;
        return h1?.path === target && h1.at;
      },
      to,
      { timeout: 15_000 },
    );
    return ((await arrived.jsonValue()) as number) - clickedAt;
  } finally {
    await page.context().close();
  }
}

/** A full load of `to` (navigation start → `load`) in a context that has seen `from` (the shell is cached, the area is not). */
async function fullLoad(browser: Browser, origin: string, from: string, to: string, cpu: number): Promise<number> {
  const page = await openPage(browser, origin + from, cpu);
  try {
    await page.goto(origin + to, { waitUntil: 'load' });
    return await page.evaluate<number>(`(() => { const [entry] = performance.getEntriesByType('navigation'); return entry.loadEventEnd - entry.startTime; })()`);
  } finally {
    await page.context().close();
  }
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low]! + (sorted[Math.min(low + 1, sorted.length - 1)]! - sorted[low]!) * (at - low);
}
