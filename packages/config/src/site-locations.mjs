// Where the site keeps what it writes at run time: the remotes store, the registry file and the
// site's data directory. Every tool computes them here (the shell server, the release tool, the API,
// `npm start` and `npm run dev`), so one environment always names the same folders. Plain
// JavaScript: the start scripts import it before anything is built.
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';

/** The checkout's root: the defaults live there, whatever workspace a command runs in. */
export const repoRoot = resolve(import.meta.dirname, '../../..');

/**
 * The shell's build in this checkout (`provides.json`, the server render in `node/`): what the
 * release tool checks versions against when its caller does not say (the shell server says its own).
 */
export const shellBuildDir = resolve(repoRoot, 'shell', 'dist');

/** The release audit log's file name, beside the registry file. */
export const releaseLogName = 'release-log.jsonl';

/**
 * `REMOTES_DIR` (default `.remotes`: the versions' files, which the public port serves),
 * `DATA_DIR` (default `.data`: the API's database) and `REGISTRY_FILE` (default
 * `registry.json` in `DATA_DIR/release`, with the release audit log beside it: never inside the
 * served store). A relative value is taken from where the command was typed: npm runs a
 * workspace's script inside the workspace, and says where the user was in `INIT_CWD`.
 */
export function siteLocations(env = process.env, cwd = env.INIT_CWD || process.cwd()) {
  const remotesDir = resolve(cwd, env.REMOTES_DIR || resolve(repoRoot, '.remotes'));
  const dataDir = resolve(cwd, env.DATA_DIR || resolve(repoRoot, '.data'));
  return {
    remotesDir,
    registryFile: resolve(cwd, env.REGISTRY_FILE || resolve(dataDir, 'release', 'registry.json')),
    dataDir,
  };
}

/** Why a registry file may not be where it is (inside the store the public port serves), or undefined. */
export function registryPlacementProblem({ remotesDir, registryFile }) {
  const inside = relative(remotesDir, registryFile);
  if (inside.startsWith('..') || isAbsolute(inside)) return undefined;
  return `REGISTRY_FILE: ${registryFile} is inside REMOTES_DIR (${remotesDir}), which the public site serves: keep the registry and its audit log elsewhere (the default is DATA_DIR/release/registry.json)`;
}

/**
 * Before the registry left the store, its default was `<REMOTES_DIR>/registry.json` with the
 * audit log beside it. A checkout that still has them there (and no registry at the new default)
 * gets both moved, once, by whichever tool starts first. Nothing happens when `REGISTRY_FILE` is
 * set: the operator chose its place. Returns the files moved.
 */
export function adoptLegacyRegistry(env = process.env, locations = siteLocations(env)) {
  if (env.REGISTRY_FILE) return [];
  const legacy = join(locations.remotesDir, 'registry.json');
  if (!existsSync(legacy) || existsSync(locations.registryFile)) return [];
  const target = dirname(locations.registryFile);
  mkdirSync(target, { recursive: true });
  const moved = [];
  // The log first: a registry at the new place means the move is done.
  for (const name of [releaseLogName, 'registry.json']) {
    const from = join(locations.remotesDir, name);
    if (!existsSync(from)) continue;
    renameSync(from, name === 'registry.json' ? locations.registryFile : join(target, name));
    moved.push(from);
  }
  if (moved.length) console.error(`site: moved ${moved.join(' and ')} out of the served store into ${target}`);
  return moved;
}
