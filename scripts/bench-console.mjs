// `npm run bench:console [-- --every 30s --steps 5,25,100]`: the release console's figures on the
// built production server (issue 34's closing note):
// - how long a staged rollout started from the console takes to finish (`--steps` every `--every`);
// - how long after the guard rolls a canary back an open console hears of it (its live feed).
// Prints figures; not a test. Builds nothing but one published copy of parts: run `npm run build` first.
//
// Against a temporary store, registry and database (scripts/publish-remotes.mjs), a server started as
// `node shell/dist/server/server.js` with the guard judging every second, the back office beside it
// (`node backoffice/dist/server/main.js`), and a back-office user of its own.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openSiteDatabase, SiteEventsStore } from '@site/api';
import { publishRemotes } from './publish-remotes.mjs';

const root = resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({ options: { every: { type: 'string', default: '30s' }, steps: { type: 'string', default: '5,25,100' } } });
if (!existsSync(join(root, 'shell/dist/server/server.js')) || !existsSync(join(root, 'backoffice/dist/server/main.js'))) {
  console.error('bench:console measures a built site: run `npm run build` first.');
  process.exit(1);
}

const freePort = () =>
  new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

const dir = mkdtempSync(join(tmpdir(), 'bench-console-'));
const [port, consolePort] = [await freePort(), await freePort()];
const env = {
  ...process.env,
  NODE_ENV: 'test',
  PORT: String(port),
  CONSOLE_PORT: String(consolePort),
  METRICS_PORT: '0',
  REMOTES_DIR: join(dir, 'remotes'),
  REGISTRY_FILE: join(dir, 'release', 'registry.json'),
  DATA_DIR: join(dir, 'data'),
  CANARY_GUARD_INTERVAL_S: '1',
  CANARY_GUARD_MIN_VIEWS: '5',
  CANARY_GUARD_MIN_ERRORS: '3',
  RELEASE_ACTOR: 'bench',
};
const run = (args, input) => {
  const result = spawnSync('npm', ['run', '--silent', ...args], { cwd: root, env, input, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`npm run ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
};

await publishRemotes({ remotesDir: env.REMOTES_DIR, registryFile: env.REGISTRY_FILE });
const password = 'a bench password, long enough';
run(['console', '--', 'user', 'add', 'bench', '--role', 'admin', '--password-stdin'], password);
const copy = `9.9.9-bench${Date.now()}`;
console.log(`publishing a copy of parts as ${copy} ...`);
run(['release', '--', 'publish', 'parts', '--version', copy]);

// The site (its guard moves the rollout) and the back office, each in its own process, as `npm start` runs them.
const servers = ['shell/dist/server/server.js', 'backoffice/dist/server/main.js'].map((entry) => spawn(process.execPath, [entry], { cwd: root, env, stdio: 'ignore' }));
const origin = `http://127.0.0.1:${consolePort}`;
try {
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${origin}/console/api/session`).then((response) => response.status === 401, () => false);
    if (up) break;
    if (tries > 300) throw new Error('the console did not come up');
    await new Promise((done) => setTimeout(done, 100));
  }
  const signIn = await fetch(`${origin}/console/api/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ user: 'bench', password }) });
  const cookie = signIn.headers.get('set-cookie').split(';')[0];
  const { csrfToken } = await (await fetch(`${origin}/console/api/session`, { headers: { cookie } })).json();
  const act = async (body) => {
    const response = await fetch(`${origin}/console/api/remotes/parts/actions`, { method: 'POST', headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (response.status !== 200) throw new Error(`${body.action} answered ${response.status}: ${await response.text()}`);
  };
  const status = async () => (await (await fetch(`${origin}/console/api/remotes`, { headers: { cookie } })).json()).remotes.parts;

  // The live feed, as the console page hears it: when each audit entry arrives.
  const heard = [];
  const stream = await fetch(`${origin}/console/api/live`, { headers: { cookie } });
  void (async () => {
    let text = '';
    for await (const chunk of stream.body.pipeThrough(new TextDecoderStream())) {
      text += chunk;
      for (let match; (match = /event: change\ndata: (.*)\n\n/.exec(text)); text = text.slice(match.index + match[0].length)) {
        for (const entry of JSON.parse(match[1]).entries) heard.push({ entry, at: Date.now() });
      }
    }
  })().catch(() => undefined);

  const active = (await status()).active;
  const steps = options.steps.split(',').map(Number);
  console.log(`staged rollout of parts ${copy}: steps ${options.steps}, every ${options.every} ...`);
  const started = Date.now();
  await act({ action: 'activate', version: copy, steps, every: options.every });
  const checked = Date.now();
  while ((await status()).active !== copy) await new Promise((done) => setTimeout(done, 200));
  const finished = Date.now();
  // The promote's entry reaches the feed within its half-second poll.
  while (!heard.some((item) => item.entry.action === 'promote' && item.entry.to === copy)) await new Promise((done) => setTimeout(done, 50));
  for (const { entry, at } of heard.filter((item) => item.entry.to === copy)) {
    console.log(`  +${((at - started) / 1000).toFixed(1).padStart(6)} s  ${entry.actor}: ${entry.action} ${entry.check}`);
  }
  console.log(`rollout: checks ${((checked - started) / 1000).toFixed(1)} s, then promoted ${((finished - checked) / 1000).toFixed(1)} s later; ${((finished - started) / 1000).toFixed(1)} s in all`);

  // A canary of the version before, which browsers say is broken: the guard rolls it back.
  await act({ action: 'canary', version: active, percent: 50 });
  const database = await openSiteDatabase({ dataDir: env.DATA_DIR });
  const reports = new SiteEventsStore(database.db, Date.now);
  const report = (version, kind, visitor) =>
    reports.record([{ remote: 'parts', version, kind, path: '/en/parts/d90', locale: 'en', ...(kind === 'error' ? { message: 'bench: broken canary' } : {}) }], visitor);
  for (let index = 0; index < 6; index++) {
    await report(active, 'view', `canary-${index}`);
    await report(active, 'error', `canary-${index}`);
    await report(copy, 'view', `stable-${index}`);
  }
  const reported = Date.now();
  const isRollback = (item) => item.entry.actor === 'site guard' && item.entry.action === 'abort';
  while (!heard.some(isRollback)) await new Promise((done) => setTimeout(done, 20));
  const rollback = heard.find(isRollback);
  const rolledBackAt = Date.parse(rollback.entry.at);
  console.log(`guard: rolled the canary back ${((rolledBackAt - reported) / 1000).toFixed(1)} s after the failing reports (it judges every second here)`);
  console.log(`console: heard the guard's rollback ${rollback.at - rolledBackAt} ms after it was written (live feed)`);
  await database.close();
} finally {
  for (const server of servers) server.kill();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
