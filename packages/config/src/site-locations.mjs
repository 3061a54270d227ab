// Where the site keeps what it writes at run time: the remotes store, the registry file and the
// API's data directory. Every tool computes them here (the shell server, the release tool, the API,
// `npm start` and `npm run dev`), so one environment always names the same folders. Plain
// JavaScript: the start scripts import it before anything is built.
import { resolve } from 'node:path';

/** The checkout's root: the defaults live there, whatever workspace a command runs in. */
export const repoRoot = resolve(import.meta.dirname, '../../..');

/**
 * The shell's build in this checkout (`provides.json`, the server render in `node/`): what the
 * release tool checks versions against when its caller does not say (the shell server says its own).
 */
export const shellBuildDir = resolve(repoRoot, 'shell', 'dist');

/**
 * `REMOTES_DIR` (default `.remotes`), `REGISTRY_FILE` (default `registry.json` in the store) and
 * `DATA_DIR` (default `.data`). A relative value is taken from where the command was typed: npm
 * runs a workspace's script inside the workspace, and says where the user was in `INIT_CWD`.
 */
export function siteLocations(env = process.env, cwd = env.INIT_CWD || process.cwd()) {
  const remotesDir = resolve(cwd, env.REMOTES_DIR || resolve(repoRoot, '.remotes'));
  return {
    remotesDir,
    registryFile: resolve(cwd, env.REGISTRY_FILE || resolve(remotesDir, 'registry.json')),
    dataDir: resolve(cwd, env.DATA_DIR || resolve(repoRoot, '.data')),
  };
}
