// `npm start`: the (cached) build, publishing every built remote version into the remotes store and
// making sure a registry exists (prepare-site.mjs), then the composed site and the back office, each
// in its own process. Once both answer, one line each says where to open them. Ctrl-C (or SIGTERM)
// stops both. `npm run start:site` and `npm run start:backoffice` start one of them alone (for a
// deployment where they run on different machines). Any number of `npm start`s may run from one
// checkout at once: the preparation takes turns under the build lock.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '@site/config/locations';
import { prepareSite } from './prepare-site.mjs';

const only = process.argv[2];
if (only !== undefined && only !== 'site' && only !== 'backoffice') {
  console.error('usage: node scripts/start.mjs [site|backoffice]');
  process.exit(2);
}

await prepareSite();

const port = Number(process.env.PORT ?? 3000);
const consolePort = Number(process.env.CONSOLE_PORT ?? 3900);
const consoleHost = process.env.CONSOLE_HOST ?? '127.0.0.1';
const hostInUrl = (host) => (host.includes(':') ? `[${host}]` : host);

/** The processes to run: the site, and the back office unless CONSOLE_PORT=0. */
const processes = [
  ...(only !== 'backoffice' ? [{ name: 'Site', entry: 'shell/dist/server/server.js', up: `http://127.0.0.1:${port}/healthz/live`, open: `http://localhost:${port}/` }] : []),
  ...(only !== 'site' && consolePort !== 0
    ? [{ name: 'Back office', entry: 'backoffice/dist/server/main.js', up: `http://${hostInUrl(consoleHost)}:${consolePort}/healthz/live`, open: `http://${hostInUrl(consoleHost)}:${consolePort}/` }]
    : []),
];

const running = processes.map((item) => {
  const child = spawn(process.execPath, [join(repoRoot, item.entry)], { cwd: repoRoot, stdio: 'inherit', env: process.env });
  const exited = new Promise((done) => child.on('exit', (code, signal) => done({ code, signal })));
  return { ...item, child, exited, stopped: false };
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    // A terminal's Ctrl-C reaches the children too; a SIGTERM to this process alone is passed on.
    for (const item of running) if (!item.stopped) item.child.kill(signal);
  });
}

// Each one's line, once it answers (a child that exits first says so instead).
const answers = async (url) => fetch(url, { signal: AbortSignal.timeout(1000) }).then((response) => response.ok, () => false);
await Promise.all(
  running.map(async (item) => {
    const outcome = await Promise.race([
      (async () => {
        while (!(await answers(item.up))) await new Promise((done) => setTimeout(done, 200));
        return 'up';
      })(),
      item.exited.then(() => 'exited'),
    ]);
    if (outcome === 'up' && !stopping) console.log(`  ➜  ${item.name.padEnd(12)} ${item.open}`);
  }),
);

// Both stop together on a signal; one that stops on its own leaves the other running, and says so.
await Promise.all(
  running.map(async (item) => {
    const { code, signal } = await item.exited;
    item.stopped = true;
    if (!stopping) console.error(`${item.name} stopped (${signal ?? `exit code ${code}`})${running.some((other) => !other.stopped) ? '; the rest keeps running (Ctrl-C stops it)' : ''}`);
  }),
);
const failed = running.some((item) => item.child.exitCode !== 0 && item.child.signalCode === null);
process.exit(failed ? 1 : 0);
