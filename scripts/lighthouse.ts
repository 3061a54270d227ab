// `npm run lighthouse [-- --runs 3 --cpu 6.5 --url http://… --before ../other /path …]`: Lighthouse
// (mobile preset, simulated throttling, the CPU slowed 6.5×: this host's calibration for a mid-range
// phone) on every route of both locales, the median of N runs per page, a table
// and a JSON report (lighthouse-report/summary.json). Exits 1 when a page misses a budget.
// Not part of `npm test`: it is the budget check to run before submitting.
//
// Without --url it serves the built site itself (`npm run build` first) on LIGHTHOUSE_PORT (3302)
// with its own remotes store and data, like `npm start`. `--before DIR` serves another built
// checkout too and measures both in one run, page by page, side by side (only this one's budgets count).
//
// The browser is the Chromium of Lighthouse's own time (140, from @sparticuz/chromium, unpacked to
// /tmp on first use), not Debian's: Lighthouse 12.8 (the last on Node 20) misreads the traces of a
// year-newer Chromium (156: the tasks it cannot attribute all count as blocking, TBT about 10×).
// CHROMIUM_PATH picks another.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import chromium from '@sparticuz/chromium';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { everyPage, startBuiltSite } from './built-site';

const root = resolve(import.meta.dirname, '..');

/** What every page must reach (mobile preset); `max` figures are upper limits. */
const budgets = {
  performance: { min: 98 },
  accessibility: { min: 100 },
  bestPractices: { min: 100 },
  seo: { min: 100 },
  lcpMs: { max: 2000 },
  tbtMs: { max: 100 },
  cls: { max: 0.02 },
} as const;
type Figure = keyof typeof budgets | 'fcpMs' | 'jsKb';
type Figures = Record<Figure, number>;

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    url: { type: 'string' },
    out: { type: 'string', default: 'lighthouse-report' },
    cpu: { type: 'string', default: '6.5' },
    before: { type: 'string' },
  },
});

let lighthouseVersion = '';

interface PageFigures {
  path: string;
  site: string;
  median: Figures;
  runs: Figures[];
  failures: string[];
}

async function main(): Promise<number> {
  const runs = Number(options.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');
  const cpu = Number(options.cpu);
  if (!(cpu >= 1)) throw new Error('--cpu takes a slowdown of at least 1');
  const port = Number(process.env.LIGHTHOUSE_PORT ?? 3302);
  const sites = [{ name: 'this checkout', origin: options.url ?? (await startBuiltSite(port)) }];
  if (options.before) sites.unshift({ name: `before (${options.before})`, origin: await startBuiltSite(port + 1, resolve(options.before)) });
  const paths = positionals.length > 0 ? positionals : await everyPage(sites.at(-1)!.origin);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? (await chromium.executablePath()),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });

  const pages: PageFigures[] = [];
  try {
    for (const path of paths) {
      // Runs alternate between the sites, so a busy moment of the machine costs each alike.
      const reports = new Map<string, Result[]>(sites.map((site) => [site.name, []]));
      for (let run = 0; run < runs; run++) for (const site of sites) reports.get(site.name)!.push(await audit(site.origin + path, chrome.port, cpu));
      for (const site of sites) {
        const measured = reports.get(site.name)!.map(figuresOf);
        const median = medianOf(measured);
        const own = site === sites.at(-1);
        if (own) saveReport(path, computeMedianRun(reports.get(site.name)!));
        const page = { path, site: site.name, median, runs: measured, failures: own ? budgetFailures(median, measured) : [] };
        pages.push(page);
        console.log(row(page));
      }
    }
  } finally {
    await chrome.kill();
  }

  printTable(pages, runs, cpu, sites.length > 1);
  const outDir = resolve(root, options.out);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'summary.json'), `${JSON.stringify({ lighthouse: lighthouseVersion, runs, cpu, budgets, pages }, null, 2)}\n`);
  console.log(`\nJSON report: ${join(options.out, 'summary.json')} (the median run's full report of each page beside it)`);
  const failed = pages.filter((page) => page.failures.length > 0);
  if (failed.length > 0) {
    console.log(`\n${failed.length} of ${paths.length} pages miss a budget:`);
    for (const page of failed) console.log(`  ${page.path}: ${page.failures.join(', ')}`);
    return 1;
  }
  console.log(`\nEvery page (${paths.length}) is within the budgets.`);
  return 0;
}

/**
 * One Lighthouse run. A run Lighthouse itself could not record (its runtimeError, e.g. NO_NAVSTART:
 * a trace it failed to capture) is measured again, at most twice; it says nothing about the page.
 */
async function audit(url: string, port: number, cpu: number, attempt = 1): Promise<Result> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    // The mobile preset's network (150 ms, 1.6 Mbps), with this host's CPU slowdown for a mid-range phone.
    throttling: { rttMs: 150, throughputKbps: 1638.4, requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675, cpuSlowdownMultiplier: cpu },
  };
  const result = await lighthouse(url, flags);
  const failure = !result ? 'no result' : result.lhr.runtimeError ? `${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}` : '';
  if (failure) {
    if (attempt < 3) return audit(url, port, cpu, attempt + 1);
    throw new Error(`${url}: Lighthouse could not measure it (${failure})`);
  }
  lighthouseVersion = result!.lhr.lighthouseVersion;
  return result!.lhr;
}

function figuresOf(lhr: Result): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    jsKb: scriptKb(lhr),
  };
}

/** Transferred script bytes of the load (the server compresses them). */
function scriptKb(lhr: Result): number {
  const items = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  return items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
}

/** The full report of the page's median run (Lighthouse's choice: closest to the median FCP and TTI). */
function saveReport(path: string, lhr: Result): void {
  const dir = resolve(root, options.out, 'pages');
  mkdirSync(dir, { recursive: true });
  const name = path === '/' ? 'home' : path.slice(1).replace(/\//g, '_');
  writeFileSync(join(dir, `${name}.json`), JSON.stringify(lhr));
}

function medianOf(measured: Figures[]): Figures {
  const keys = Object.keys(measured[0]!) as Figure[];
  return Object.fromEntries(
    keys.map((key) => {
      const sorted = measured.map((figures) => figures[key]).sort((a, b) => a - b);
      const middle = sorted.length / 2;
      return [key, sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2];
    }),
  ) as Figures;
}

/**
 * The budgets a page's median misses, each with every run's figure, so a developer sees how far
 * the runs spread (a busy machine) before measuring the page again.
 */
function budgetFailures(median: Figures, runs: Figures[]): string[] {
  return (Object.entries(budgets) as [keyof typeof budgets, { min?: number; max?: number }][]).flatMap(([key, limit]) => {
    const value = median[key];
    const each = runs.length > 1 ? ` (runs: ${runs.map((run) => format(key, run[key])).join(', ')})` : '';
    if (limit.min !== undefined && !(value >= limit.min)) return [`${key} ${format(key, value)} < ${format(key, limit.min)}${each}`];
    if (limit.max !== undefined && !(value <= limit.max)) return [`${key} ${format(key, value)} > ${format(key, limit.max)}${each}`];
    return [];
  });
}

function format(key: Figure, value: number): string {
  if (key === 'tbtMs') return `${Math.round(value)} ms`;
  if (key.endsWith('Ms')) return `${(value / 1000).toFixed(2)} s`;
  if (key === 'cls') return value.toFixed(3);
  if (key === 'jsKb') return `${value.toFixed(0)} KB`;
  return String(Math.round(value));
}

const columns: [Figure, string][] = [
  ['performance', 'perf'],
  ['lcpMs', 'LCP'],
  ['fcpMs', 'FCP'],
  ['tbtMs', 'TBT'],
  ['cls', 'CLS'],
  ['jsKb', 'JS'],
  ['accessibility', 'a11y'],
  ['bestPractices', 'BP'],
  ['seo', 'SEO'],
];

function row({ path, site, median, failures }: PageFigures): string {
  const cells = columns.map(([key]) => (key === 'tbtMs' ? `${Math.round(median[key])} ms` : format(key, median[key])));
  return `| ${path} | ${site} | ${cells.join(' | ')} |${failures.length ? ' over budget' : ''}`;
}

function printTable(pages: PageFigures[], runs: number, cpu: number, compared: boolean): void {
  console.log(`\nLighthouse ${lighthouseVersion}, mobile, simulated throttling at ${cpu}× CPU, median of ${runs} run(s)${compared ? ', before and after' : ''}:\n`);
  console.log(`| page | site | ${columns.map(([, title]) => title).join(' | ')} |`);
  console.log(`|---|---|${columns.map(() => '---').join('|')}|`);
  for (const page of pages) console.log(row(page));
}

process.exit(await main());
