import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { e2eEnv } from './environment';

export const repoRoot = resolve(import.meta.dirname, '../..');

/** `npm run release -- …` against the running e2e site's store and registry. */
export function release(...args: string[]) {
  const run = spawnSync('npm', ['run', '--silent', 'release', '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...e2eEnv, RELEASE_ACTOR: 'e2e' },
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}
