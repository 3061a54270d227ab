// The build step of `npm start` and `npm run dev`: any number of them may run from one checkout at
// once, so the build (and what follows it, such as publishing the remotes) takes turns under one
// lock beside node_modules, and no two builds write one dist folder. Imports nothing that is built:
// a clean clone runs this before its first build.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { withFileLock } from '@site/config/file-lock';
import { repoRoot } from '@site/config/locations';

/** Runs `work` holding the build lock (kept fresh while held, so a long build is not taken for a dead one). */
export function underBuildLock(work) {
  return withFileLock(join(repoRoot, 'node_modules', '.site-build'), work, {
    stale: 60_000,
    update: 10_000,
    retries: { retries: 900, factor: 1, minTimeout: 1000, maxTimeout: 1000 },
  });
}

/** `turbo run build` (cached) with `args`; exits with turbo's status when it fails. */
export async function build(args = []) {
  const status = await new Promise((done) =>
    spawn('npx', ['turbo', 'run', 'build', '--output-logs=errors-only', ...args], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
    }).on('exit', (code) => done(code ?? 1)),
  );
  if (status !== 0) process.exit(status);
}
