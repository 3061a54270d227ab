// `npm run bench:hmr`: how long an edit under `npm run dev` takes to show, measured on a copy of
// mf-content (the real sources are never touched), in Debian's Chromium:
//   - a component edit: file saved -> the new text on screen in the open page (HMR, Fast Refresh),
//     and -> the next server render has it;
//   - a translation edit: file saved -> the page has reloaded with it.
// Options: -- --rounds N (default 5), --port P (default 3470; the areas' dev servers on P+1…P+4).
import { spawn } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const repoRoot = resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' }, port: { type: 'string', default: '3470' } } });
const rounds = Number(values.rounds);
const port = Number(values.port);
const site = `http://localhost:${port}`;

// Inside the repository (so the copy resolves the workspace's node_modules), in a folder git ignores.
const area = join(repoRoot, 'e2e', '.tmp', `bench-hmr-${process.pid}`);
for (const file of ['package.json', 'rsbuild.config.mjs', 'tsconfig.json', 'src', 'locales', 'public']) {
  cpSync(join(repoRoot, 'mf-content', file), join(area, file), { recursive: true });
}
const component = join(area, 'src/routes/about/components/about-intro.tsx');
const messages = join(area, 'locales/zh/about.json');
const original = { component: readFileSync(component, 'utf8'), messages: readFileSync(messages, 'utf8') };

const dev = spawn(process.execPath, ['scripts/dev.mjs', '--root', area, '--remote-ports', String(port + 1)], {
  cwd: repoRoot,
  env: { ...process.env, PORT: String(port) },
  detached: true,
  stdio: ['ignore', 'ignore', 'inherit'],
});
let browser;
try {
  const started = Date.now();
  while ((await fetch(`${site}/about`).then((response) => response.status, () => 0)) !== 200) {
    if (dev.exitCode !== null) throw new Error(`npm run dev exited with ${dev.exitCode}`);
    if (Date.now() - started > 300_000) throw new Error('npm run dev did not serve /about within 5 minutes');
    await new Promise((done) => setTimeout(done, 500));
  }
  console.log(`npm run dev served /about after ${((Date.now() - started) / 1000).toFixed(1)} s (build steps included)`);

  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await browser.newPage();
  await page.goto(`${site}/about`);
  await page.waitForFunction(() => document.documentElement.dataset.areaReady === 'true');
  await page.evaluate(() => (window.benchMarker = true));

  const figures = { hmr: [], render: [], reload: [] };
  let reloads = 0;
  for (let round = 1; round <= rounds; round++) {
    const text = `Bench ${round} ${Date.now()}`;
    writeFileSync(component, original.component.replace("title={t('intro.title')}", `title=${JSON.stringify(text)}`));
    const saved = performance.now();
    const shown = page.waitForFunction((wanted) => [...document.querySelectorAll('h2')].some((heading) => heading.textContent === wanted), text, { polling: 'raf', timeout: 30_000 });
    const rendered = (async () => {
      while (!(await fetch(`${site}/about`).then((response) => response.text())).includes(text)) await new Promise((done) => setTimeout(done, 20));
    })();
    await shown;
    figures.hmr.push(performance.now() - saved);
    await rendered;
    figures.render.push(performance.now() - saved);
    if (!(await page.evaluate(() => window.benchMarker))) reloads++;
    await new Promise((done) => setTimeout(done, 500));
  }
  for (let round = 1; round <= rounds; round++) {
    const title = `基准 ${round} ${Date.now()}`;
    writeFileSync(messages, original.messages.replace('"关于我们 | 灵枢机器人"', JSON.stringify(title)));
    const saved = performance.now();
    await page.waitForFunction((wanted) => document.title === wanted, title, { polling: 'raf', timeout: 30_000 });
    figures.reload.push(performance.now() - saved);
    await new Promise((done) => setTimeout(done, 500));
  }

  const summary = (list) => {
    const sorted = [...list].sort((a, b) => a - b);
    return `median ${Math.round(sorted[Math.floor(sorted.length / 2)])} ms, min ${Math.round(sorted[0])} ms, max ${Math.round(sorted.at(-1))} ms`;
  };
  console.log(`component edit -> new text in the open page (HMR + Fast Refresh): ${summary(figures.hmr)}; full reloads: ${reloads} of ${rounds}`);
  console.log(`component edit -> the next server render has it:               ${summary(figures.render)}`);
  console.log(`translation edit -> page reloaded with it:                      ${summary(figures.reload)}`);
} finally {
  await browser?.close();
  if (dev.exitCode === null) process.kill(-dev.pid, 'SIGTERM');
  rmSync(area, { recursive: true, force: true });
}
