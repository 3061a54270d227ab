// Building an area's app into a version folder: the one build that publish and check run.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RemoteName } from '@site/federation';
import { ReleaseError } from './commands.js';

/** The app of `remote` in this checkout's workspace. */
export function workspaceApp(repoRoot: string, remote: RemoteName): string {
  return join(repoRoot, `mf-${remote}`);
}

/** Builds the area's app in `appDir` as `version` into `<dir>/<version>` (both builds). */
export function buildInto(appDir: string, remote: RemoteName, version: string, dir: string): void {
  const build = spawnSync('npx', ['rsbuild', 'build'], {
    cwd: appDir,
    env: { ...process.env, REMOTE_VERSION: version, REMOTE_DIST_DIR: dir },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new ReleaseError(`the build of ${remote} failed: ${(build.stderr || build.stdout).trim().split('\n').slice(-3).join(' ')}`);
}

/** The app's package version plus the short commit id, or plus a timestamp outside git. */
export function defaultVersion(appDir: string, now: number): string {
  const pkg = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as { version: string };
  const commit = commitOf(appDir).commit;
  return `${pkg.version}-${commit ?? new Date(now).toISOString().replace(/\D/g, '').slice(0, 14)}`;
}

/** The commit checked out where `dir` is, when it is in git. */
export function commitOf(dir: string): { commit?: string } {
  try {
    return { commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() };
  } catch {
    return {};
  }
}
