// `npm run bench:launch [-- --runs 5]`: a launch's figures on the built production servers (issue
// 51's closing note), not a test:
// - from a launch's time to "visible on both instances" (its parts version served and its article in
//   the news list, on each of two site instances sharing PostgreSQL), over `--runs` launches;
// - how long a revert takes (the back office's answer) and until both instances show none of it;
// - the back office's first-load JavaScript for a launch's page (gzip, as sent).
// Builds nothing but one published copy of parts: run `npm run build` first. Needs PostgreSQL and
// Redis (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; a schema of its own).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { publishRemotes } from './publish-remotes.mjs';

const root = resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
if (!existsSync(join(root, 'shell/dist/server/server.js')) || !existsSync(join(root, 'backoffice/dist/server/main.js'))) {
  console.error('bench:launch measures a built site: run `npm run build` first.');
  process.exit(1);
}

const freePort = () =>
  new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
const wait = (ms) => new Promise((done) => setTimeout(done, ms));

const postgres = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `bench_launch_${Date.now()}`;
const psql = (sql) => spawnSync('psql', [postgres, '-qtAc', sql], { encoding: 'utf8' });
if (psql(`CREATE SCHEMA ${schema}`).status !== 0) {
  console.error('bench:launch needs PostgreSQL (BENCH_DATABASE_URL)');
  process.exit(1);
}
const dir = mkdtempSync(join(tmpdir(), 'bench-launch-'));
const [siteA, siteB, consolePort] = [await freePort(), await freePort(), await freePort()];
const env = {
  ...process.env,
  NODE_ENV: 'test',
  CONSOLE_PORT: String(consolePort),
  METRICS_PORT: '0',
  REMOTES_DIR: join(dir, 'remotes'),
  REGISTRY_FILE: join(dir, 'release', 'registry.json'),
  DATABASE_URL: `${postgres}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
  REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
  REDIS_KEY_PREFIX: `${schema}:`,
  SITE_ORIGIN: `http://127.0.0.1:${siteA}`,
  RELEASE_ACTOR: 'bench',
};
const run = (args, input) => {
  const result = spawnSync('npm', ['run', '--silent', ...args], { cwd: root, env, input, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`npm run ${args.join(' ')} failed: ${result.stderr}${result.stdout}`);
  return result.stdout;
};

// The registry in this schema, seeded from the build.
process.env.DATABASE_URL = env.DATABASE_URL;
await publishRemotes({ remotesDir: env.REMOTES_DIR, registryFile: env.REGISTRY_FILE });
const password = 'a bench password, long enough';
run(['console', '--', 'user', 'add', 'bench', '--role', 'admin', '--password-stdin'], password);
const copy = `9.9.9-launch${Date.now()}`;
console.log(`publishing a copy of parts as ${copy} ...`);
run(['release', '--', 'publish', 'parts', '--version', copy]);

const servers = [
  ...[siteA, siteB].map((port) => spawn(process.execPath, ['shell/dist/server/server.js'], { cwd: root, env: { ...env, PORT: String(port), DATA_DIR: mkdtempSync(join(dir, 'site-')) }, stdio: 'ignore' })),
  spawn(process.execPath, ['backoffice/dist/server/main.js'], { cwd: root, env: { ...env, DATA_DIR: mkdtempSync(join(dir, 'console-')) }, stdio: 'ignore' }),
];
const origins = [siteA, siteB].map((port) => `http://127.0.0.1:${port}`);
const consoleOrigin = `http://127.0.0.1:${consolePort}`;
let browser;
try {
  for (const url of [...origins.map((origin) => `${origin}/healthz/ready`), `${consoleOrigin}/healthz/live`]) {
    for (let tries = 0; !(await fetch(url).then((response) => response.ok, () => false)); tries++) {
      if (tries > 600) throw new Error(`${url} did not come up`);
      await wait(100);
    }
  }
  const signIn = await fetch(`${consoleOrigin}/console/api/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ user: 'bench', password }) });
  const cookie = signIn.headers.get('set-cookie').split(';')[0];
  const { csrfToken } = await (await fetch(`${consoleOrigin}/console/api/session`, { headers: { cookie } })).json();
  const api = async (method, path, body) => {
    const response = await fetch(`${consoleOrigin}/console/api${path}`, { method, headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response.status === 204 ? undefined : response.json();
  };
  const article = (title) => ({ title, description: title, cover: '', contentHtml: '<p><a href="/en/parts/d90">D90</a></p>', authorName: 'Bench' });
  /** Whether an instance shows the launch: the parts copy served and the article listed. */
  const shows = async (origin, title) => {
    const [page, news] = await Promise.all([fetch(`${origin}/en/parts/d90`).then((response) => response.text()), fetch(`${origin}/api/website/news/list?language=en`).then((response) => response.json())]);
    return page.includes(`data-remote-version="${copy}"`) && news.data.items.some((item) => item.title === title);
  };
  /** When each instance first answers `want` (ms since the epoch), polling every 10 ms for up to 30 s. */
  const whenEach = (title, want) =>
    Promise.all(
      origins.map(async (origin) => {
        for (const started = Date.now(); Date.now() - started < 30_000; await wait(10)) if ((await shows(origin, title)) === want) return Date.now();
        return Number.POSITIVE_INFINITY;
      }),
    );

  const visible = [];
  const reverts = [];
  const runs = Number(options.runs);
  for (let index = 1; index <= runs; index++) {
    const title = `Bench launch ${index}`;
    await api('POST', '/news', { slug: `bench-launch-${index}`, zh: article(`基准发布 ${index}`), en: article(title), homePage: false });
    const { id } = await api('POST', '/launches', { name: title });
    await api('POST', `/launches/${id}/members`, { kind: 'area', remote: 'parts', version: copy });
    await api('POST', `/launches/${id}/members`, { kind: 'article', slug: `bench-launch-${index}`, pinned: true });
    const at = Date.now() + 15_000;
    await api('POST', `/launches/${id}/actions`, { action: 'schedule', at: new Date(at).toISOString() });
    const seen = await whenEach(title, true);
    visible.push(Math.max(...seen) - at);
    console.log(`run ${index}: visible on both ${Math.max(...seen) - at} ms after its time (instances ${seen.map((time) => time - at).join(' and ')} ms)`);
    const reverting = Date.now();
    await api('POST', `/launches/${id}/actions`, { action: 'revert' });
    const answered = Date.now() - reverting;
    const gone = Math.max(...(await whenEach(title, false))) - reverting;
    reverts.push({ answered, gone });
    console.log(`run ${index}: revert answered in ${answered} ms, gone from both instances ${gone} ms after it was asked`);
  }
  const sorted = [...visible].sort((a, b) => a - b);
  console.log(`\nlaunch time to visible on both instances over ${runs} runs: median ${sorted[Math.floor(runs / 2)]} ms, worst ${sorted.at(-1)} ms (${visible.join(', ')} ms)`);
  console.log(`revert: answered ${reverts.map((item) => item.answered).join(', ')} ms; gone from both ${reverts.map((item) => item.gone).join(', ')} ms`);

  // A launch's page in Chromium, signed in: the scripts it loads, as sent (the back office serves them precompressed).
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const context = await browser.newContext({ baseURL: consoleOrigin });
  await context.addCookies([{ name: cookie.split('=')[0], value: cookie.split('=').slice(1).join('='), url: consoleOrigin }]);
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto('/launches/1', { waitUntil: 'networkidle' });
  let bytes = 0;
  for (const response of scripts) bytes += (await response.request().sizes()).responseBodySize;
  console.log(`back office, a launch's page: ${scripts.length} scripts, ${(bytes / 1024).toFixed(1)} KB as sent (first load)`);
} finally {
  await browser?.close();
  for (const server of servers) server.kill();
  rmSync(dir, { recursive: true, force: true });
  psql(`DROP SCHEMA ${schema} CASCADE`);
}
process.exit(0);
