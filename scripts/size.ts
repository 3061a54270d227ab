// `npm run size [-- /path …]`: what the first load of every page of both locales sends (JavaScript,
// gzip), and whether the page has one Module Federation runtime and one copy of each shared
// library. Exits 1 when a page is over the budget or loads a runtime or a library twice.
// Serves the built site itself (`npm run build` first) on SIZE_PORT (3301).
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { everyPage, startBuiltSite } from './built-site';

const budgetKb = 180;

const origin = await startBuiltSite(Number(process.env.SIZE_PORT ?? 3301));
const pages = process.argv.slice(2).length ? process.argv.slice(2) : await everyPage(origin);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const problems: string[] = [];
const totals: { path: string; kb: number }[] = [];
for (const path of pages) problems.push(...(await measure(browser, path)));
await browser.close();

const largest = totals.reduce((max, page) => (page.kb > max.kb ? page : max), totals[0]!);
console.log(`\n${totals.length} pages: largest first load ${largest.kb.toFixed(1)} KB gzip (${largest.path}), budget ${budgetKb} KB.`);
if (problems.length > 0) {
  console.log(`\nOver budget or loaded twice:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
process.exit(0);

async function measure(browser: Browser, path: string): Promise<string[]> {
  const page = await browser.newPage();
  const scripts: { url: string; gzip: number; text: string }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: response.url().replace(origin, ''), gzip: gzipSync(body, { level: 9 }).length, text: body.toString('utf8') });
  });
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  const shared = await page.evaluate(() => {
    type Scopes = Record<string, { default?: Record<string, Record<string, { loaded?: boolean; loading?: unknown; from: string }>> }>;
    const scopes = (globalThis as { __FEDERATION__?: { __SHARE__?: Scopes } }).__FEDERATION__?.__SHARE__ ?? {};
    const loaded: Record<string, Set<string>> = {};
    for (const instance of Object.values(scopes)) {
      for (const [pkg, versions] of Object.entries(instance.default ?? {})) {
        for (const [version, info] of Object.entries(versions)) {
          if (info.loaded || info.loading) (loaded[pkg] ??= new Set()).add(`${version}@${info.from}`);
        }
      }
    }
    return Object.fromEntries(Object.entries(loaded).map(([pkg, set]) => [pkg, [...set]]));
  });
  // The federation runtime core defines these handler classes; remotes built with externalRuntime
  // reference the shell's copy (global _FEDERATION_RUNTIME_CORE) instead of carrying one.
  const runtimes = scripts.filter((script) => script.text.includes('RemoteHandler') && script.text.includes('SharedHandler')).length;
  await page.close();

  const kb = scripts.reduce((sum, script) => sum + script.gzip, 0) / 1024;
  totals.push({ path, kb });
  const problems: string[] = [];
  if (kb > budgetKb) problems.push(`${path}: ${kb.toFixed(1)} KB gzip of JavaScript (budget ${budgetKb} KB)`);
  if (runtimes !== 1) problems.push(`${path}: ${runtimes} federation runtimes (expected 1)`);
  console.log(`\n${path}: ${scripts.length} scripts, ${kb.toFixed(1)} KB gzip (budget ${budgetKb} KB: ${kb <= budgetKb ? 'within' : 'OVER'})`);
  for (const script of scripts.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${(script.gzip / 1024).toFixed(1).padStart(7)} KB  ${script.url}`);
  console.log(`  federation runtime cores on the page: ${runtimes}`);
  for (const [pkg, copies] of Object.entries(shared)) {
    console.log(`  shared ${pkg}: ${copies.length} loaded (${copies.join(', ')})`);
    if (copies.length !== 1) problems.push(`${path}: ${pkg} loaded ${copies.length} times`);
  }
  return problems;
}
