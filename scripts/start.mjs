// `npm start`: the (cached) build, publishing every built remote version into the remotes store
// and making sure a registry exists, then the composed site. Any number of `npm start`s may run
// from one checkout at once: the build and publish steps take turns (a lock beside node_modules),
// so no two builds write one dist folder; each then serves from what is built and published.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import lockfile from 'proper-lockfile';
import { publishRemotes } from './publish-remotes.mjs';

const root = resolve(import.meta.dirname, '..');

// The lock is kept fresh while held, so a long build is not taken for a dead one (stale after 60 s).
const unlock = await lockfile.lock(join(root, 'node_modules', '.site-build'), {
  realpath: false,
  stale: 60_000,
  update: 10_000,
  retries: { retries: 900, factor: 1, minTimeout: 1000, maxTimeout: 1000 },
});
try {
  const status = await new Promise((done) =>
    spawn('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], { cwd: root, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } }).on('exit', (code) => done(code ?? 1)),
  );
  if (status !== 0) process.exit(status);
  await publishRemotes();
} finally {
  await unlock();
}
await import('../shell/dist/server/server.js');
