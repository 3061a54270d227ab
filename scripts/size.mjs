// `npm run size`: prints what the first load of a page sends (JavaScript, gzip) and checks that
// the page has one Module Federation runtime and one copy of each shared library. Prints
// figures; exits non-zero only when the site cannot be measured.
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const port = Number(process.env.SIZE_PORT ?? 3301);
const origin = `http://localhost:${port}`;
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/parts/d90', '/dog', '/about', '/contactinformation'];
const budgetKb = 200;

const server = spawn(process.execPath, ['scripts/start.mjs'], { env: { ...process.env, PORT: String(port), NODE_ENV: 'test' }, stdio: 'ignore' });
try {
  await waitFor(`${origin}/registry.json`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  for (const path of pages) await measure(browser, path);
  await browser.close();
} finally {
  server.kill();
}

async function measure(browser, path) {
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: response.url().replace(origin, ''), raw: body.length, gzip: gzipSync(body, { level: 9 }).length, text: body.toString('utf8') });
  });
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  const shared = await page.evaluate(() => {
    const scopes = globalThis.__FEDERATION__?.__SHARE__ ?? {};
    const loaded = {};
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

  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  console.log(`\n${path}: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB gzip (budget ${budgetKb} KB: ${total / 1024 <= budgetKb ? 'within' : 'OVER'})`);
  for (const script of scripts.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${(script.gzip / 1024).toFixed(1).padStart(7)} KB  ${script.url}`);
  }
  console.log(`  federation runtime cores on the page: ${runtimes}${runtimes === 1 ? '' : '  <- expected exactly 1'}`);
  for (const [pkg, copies] of Object.entries(shared)) {
    console.log(`  shared ${pkg}: ${copies.length} loaded (${copies.join(', ')})${copies.length === 1 ? '' : '  <- expected exactly 1'}`);
  }
}

async function waitFor(url) {
  for (let attempt = 0; attempt < 120; attempt++) {
    const ok = await fetch(url).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server did not start at ${url}`);
}
