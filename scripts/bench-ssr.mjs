// `npm run bench:ssr [-- --duration 10 --connections 10 --canary 50 --profile DIR --only /en/parts/d90]`:
// server-render throughput and latency of the production shell server, with its page cache on
// (cached), off (uncached: concurrent requests for one page still share a render) and off with a
// URL of its own for every request (distinct: each request is a render). `--profile DIR` writes the server's CPU profile of each mode
// into DIR (`node --cpu-prof`; open in Chrome DevTools, or `node scripts/profile-summary.mjs FILE`);
// `--only PATH` measures that path alone (repeatable).
// `--canary N` runs a canary of parts for N% of visitors (the active version again, under the canary
// record), so every request pays for its cohort: the bench's requests carry no cookie, so each one
// is a new visitor who draws a bucket.
// Prints figures; not a test (exits 0 whatever they are). Builds nothing: run `npm run build` first.
//
// The server runs as `node shell/dist/server/server.js` in a child process (so the load generator
// does not share its event loop), against a temporary remotes store, registry and data directory
// that this script prepares with scripts/publish-remotes.mjs, and restarts between the two modes.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { remoteNames } from '@site/federation';
import { publishRemotes } from './publish-remotes.mjs';

const root = resolve(import.meta.dirname, '..');
const serverEntry = join(root, 'shell/dist/server/server.js');
const allPaths = ['/', '/en/parts/d90', '/en/news'];
const warmRequests = 5;
// As Chromium asks for a page: the server compresses what it sends.
const headers = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br' };

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    canary: { type: 'string' },
    profile: { type: 'string' },
    only: { type: 'string', multiple: true },
  },
});
const duration = Number(options.duration);
const connections = Number(options.connections);
const canaryPercent = options.canary === undefined ? undefined : Number(options.canary);
const paths = options.only ?? allPaths;
const profileDir = options.profile === undefined ? undefined : resolve(options.profile);
if (!(duration > 0) || !(connections > 0) || (canaryPercent !== undefined && !(canaryPercent >= 1 && canaryPercent <= 99))) {
  console.error('usage: npm run bench:ssr -- [--duration SECONDS] [--connections N] [--canary PERCENT]');
  process.exit(1);
}

const missing = [serverEntry, ...remoteNames.map((name) => join(root, `mf-${name}`, 'dist'))].filter((path) => !existsSync(path));
if (missing.length > 0) {
  console.error(`bench:ssr measures a built site and builds nothing itself. Missing:\n  ${missing.join('\n  ')}\nRun \`npm run build\` first.`);
  process.exit(1);
}

const modes = [
  { mode: 'cached', env: {} },
  { mode: 'uncached', env: { PAGE_CACHE_MB: '0' } },
  { mode: 'distinct', env: { PAGE_CACHE_MB: '0' }, distinct: true },
];

const workDir = mkdtempSync(join(tmpdir(), 'bench-ssr-'));
let child;
const stopChild = () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
};
process.on('exit', () => {
  stopChild();
  rmSync(workDir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * The production configuration. Production refuses the development SMS outbox, so the aliyun
 * provider is configured with placeholders and an endpoint that goes nowhere: the bench sends no
 * SMS. The API's per-IP read limit (1200/min) is lifted, because the home and news pages read the
 * news list from the API over loopback on every render and would otherwise render empty lists.
 */
function serverEnv(port, modeEnv) {
  const { PAGE_CACHE_MB: _inherited, ...inherited } = process.env;
  return {
    ...inherited,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    REMOTES_DIR: join(workDir, 'remotes'),
    REGISTRY_FILE: join(workDir, 'registry.json'),
    DATA_DIR: join(workDir, 'data'),
    SMS_PROVIDER: 'aliyun',
    ALIYUN_SMS_ACCESS_KEY_ID: 'bench-placeholder',
    ALIYUN_SMS_ACCESS_KEY_SECRET: 'bench-placeholder',
    ALIYUN_SMS_SIGN_NAME: 'bench-placeholder',
    ALIYUN_SMS_TEMPLATE_CODE: 'bench-placeholder',
    ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:9/',
    RATE_LIMIT_READ_PER_MINUTE: '100000000',
    ...modeEnv,
  };
}

async function startServer(modeEnv) {
  const port = await freePort();
  let stderr = '';
  const profiling = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  child = spawn(process.execPath, [...profiling, serverEntry], { cwd: root, env: serverEnv(port, modeEnv), stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited (${child.exitCode ?? child.signalCode}):\n${stderr}`);
    try {
      if ((await fetch(`${base}/registry.json`)).ok) return base;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`the server did not answer within 60 s:\n${stderr}`);
}

async function stopServer() {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

async function warm(url) {
  for (let i = 0; i < warmRequests; i += 1) {
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) console.warn(`warning: ${url} answered ${response.status} while warming up`);
  }
}

/**
 * `distinct`: every request asks for a URL of its own (a query string), so no two share a render:
 * the render's own cost. Without it, concurrent requests for one uncached page share renders.
 */
function measure(url, distinct = false) {
  let count = 0;
  const requests = distinct ? [{ setupRequest: (request) => ({ ...request, path: `${new URL(url).pathname}?bench=${count++}` }) }] : undefined;
  return new Promise((done, reject) => {
    autocannon({ url, connections, duration, headers, ...(requests ? { requests } : {}) }, (error, result) => (error ? reject(error) : done(result)));
  });
}

await publishRemotes({ remotesDir: join(workDir, 'remotes'), registryFile: join(workDir, 'registry.json') });
if (canaryPercent !== undefined) {
  const file = join(workDir, 'registry.json');
  const registry = JSON.parse(readFileSync(file, 'utf8'));
  registry.remotes.parts.canary = { ...registry.remotes.parts, percent: canaryPercent, since: Date.now() };
  writeFileSync(file, JSON.stringify(registry));
}
console.log(
  `bench:ssr: autocannon, ${connections} connections, ${duration} s per path, ${cpus().length} cores, ` +
    `NODE_ENV=production server in a child process (${process.version}), accept-encoding "${headers['accept-encoding']}"` +
    (canaryPercent === undefined ? ', no canary' : `, a canary of parts for ${canaryPercent}% of visitors`),
);

const rows = [];
for (const { mode, env, distinct } of modes) {
  const base = await startServer(env);
  try {
    for (const path of paths) {
      await warm(base + path);
      const result = await measure(base + path, distinct);
      rows.push({
        path,
        mode,
        rps: Math.round(result.requests.average).toString(),
        p50: `${result.latency.p50} ms`,
        p99: `${result.latency.p99} ms`,
        failures: `${result.errors + result.timeouts} / ${result.non2xx}`,
      });
      process.stdout.write(`  measured ${path} (${mode})\n`);
    }
  } finally {
    await stopServer();
  }
}

const columns = [
  ['path', 'path'],
  ['mode', 'mode'],
  ['req/s', 'rps'],
  ['p50', 'p50'],
  ['p99', 'p99'],
  ['errors / non-2xx', 'failures'],
];
const widths = columns.map(([title, key]) => Math.max(title.length, ...rows.map((row) => row[key].length)));
const line = (cells) => cells.map((cell, index) => (index < 2 ? cell.padEnd(widths[index]) : cell.padStart(widths[index]))).join('  ');
console.log('');
console.log(line(columns.map(([title]) => title)));
console.log(line(widths.map((width) => '-'.repeat(width))));
for (const row of rows) console.log(line(columns.map(([, key]) => row[key])));
console.log(
  '\nPAGE_CACHE_MB=0 switches the page cache off (uncached: concurrent requests for one page share a render; distinct: every request' +
    ' has a URL of its own, so every request is a render). A server that does not know the setting renders every request in every mode.',
);
