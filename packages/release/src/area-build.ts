// Building an area's app into a version folder: the one build that publish and check run.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { RemoteName } from '@site/federation';
import { readVersionManifest } from './area-manifests.js';
import { ReleaseError } from './release-context.js';

/** The app of `remote` in this checkout's workspace. */
export function workspaceApp(repoRoot: string, remote: RemoteName): string {
  return join(repoRoot, `mf-${remote}`);
}

/**
 * The folder `publish --root` builds instead of the workspace's app: a team's own copy of the area,
 * built the same way (its own rsbuild.config.mjs). Inside this repository, its imports of the
 * workspace packages resolve as the workspace app's do.
 */
export function appFolder(root: string): string {
  if (!existsSync(root) || !statSync(root).isDirectory()) throw new ReleaseError(`--root ${root}: there is no such folder`);
  const missing = ['package.json', 'rsbuild.config.mjs'].find((file) => !existsSync(join(root, file)));
  if (missing) throw new ReleaseError(`--root ${root} is not an area's app: it has no ${missing}`);
  return root;
}

/** Builds the area's app in `appDir` as `version` into `<dir>/<version>` (both builds). */
export function buildInto(appDir: string, remote: RemoteName, version: string, dir: string): void {
  const build = spawnSync('npx', ['rsbuild', 'build'], {
    cwd: appDir,
    // A release is a production build, whatever the caller's NODE_ENV (a CI job's `test`): rsbuild keeps a NODE_ENV it finds.
    env: { ...process.env, NODE_ENV: 'production', REMOTE_VERSION: version, REMOTE_DIST_DIR: dir },
    encoding: 'utf8',
  });
  if (build.status !== 0) {
    // The manifest's own message when it is what failed (the build factory checks it), else the output's end.
    const output = `${build.stdout}\n${build.stderr}`.trim().split('\n');
    const manifest = output.find((line) => line.includes('src/area.ts:'));
    throw new ReleaseError(`the build of ${remote} failed: ${manifest?.trim() ?? output.slice(-3).join(' ')}`);
  }
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

/** Refuses a build without a usable area manifest, or that is another area's (an app from the wrong folder). */
export async function assertBuildsArea(versionDir: string, remote: RemoteName, appDir: string): Promise<void> {
  const read = await readVersionManifest(versionDir);
  if ('problem' in read) throw new ReleaseError(`the build of ${remote} in ${appDir} has no usable area manifest: ${read.problem}`);
  if (read.manifest.remote !== remote) throw new ReleaseError(`${appDir} builds the ${read.manifest.remote} area, not ${remote}: nothing was published`);
}

/** The versions of the tools that build an area in `appDir` (Node, rspack, Module Federation), as its node_modules resolve them. */
export function toolVersions(appDir: string): Record<string, string> {
  const tools: Record<string, string> = { node: process.version };
  for (const name of ['@rspack/core', '@module-federation/enhanced']) {
    for (let dir = resolve(appDir); ; dir = dirname(dir)) {
      const file = join(dir, 'node_modules', name, 'package.json');
      if (existsSync(file)) {
        tools[name] = (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
        break;
      }
      if (dirname(dir) === dir) break;
    }
  }
  return tools;
}
