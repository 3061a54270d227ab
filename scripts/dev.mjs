// `npm run dev`: the composed site with hot reload on http://localhost:3000 (PORT).
//
//   npm run dev                    every area's dev server and the shell's: an edit anywhere shows in
//                                  the open page (HMR, React Fast Refresh) and in the next server render
//   npm run dev -- <area>          that area's dev server only (products|parts|content|contact), composed
//                                  into the built shell with the other areas' active versions (what
//                                  `npm start` serves); the page reloads after each rebuild
//   --root <dir>                   builds an area from <dir> (a copy of mf-<area>; the area is read from
//                                  its package.json)
//   --remote-ports <first>         the areas' dev servers listen on <first>, <first>+1, … (products,
//                                  parts, content, contact) instead of 3101-3104
//
// This process runs the areas' dev servers and keeps a registry pointing at them (each rebuild gets
// entry URLs of its own, so the server loads the new code on its next render); the shell runs as a
// child process on that registry, with the page cache off. Plain Node, not tsx: tsx rewrites the
// federation plugin's code, which the plugin turns into the bundles' runtime (`__name` undefined).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot, siteLocations } from '@site/config/locations';
import { build, underBuildLock } from './build-lock.mjs';
import { prepareSite } from './prepare-site.mjs';
const usage = 'usage: npm run dev [-- <products|parts|content|contact>] [--root <dir>] [--remote-ports <first port>]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { root: { type: 'string' }, 'remote-ports': { type: 'string' } },
});
const only = positionals[0];
// Checked before the build: an area is a folder mf-<area> (the federation's names are checked after).
if (positionals.length > 1 || (only && !existsSync(join(repoRoot, `mf-${only}`, 'package.json')))) fail(usage);
const port = Number(process.env.PORT ?? 3000);

// What the dev servers need built: the workspace packages (and for one area, everything, published
// like `npm start` does). Under npm start's lock: no two builds write one dist folder.
const published = only
  ? await prepareSite()
  : await underBuildLock(async () => {
      await build(['--filter=@site/shell^...']);
      return transpileShellServer();
    });

const { devServerOrigin, devServerPorts, devServerRecord, isRemoteName, remoteNames } = await import('@site/federation');
const { openReleaseRecords } = await import('@site/release');
const { devOutputRoot, startRemoteDevServer } = await import('@site/build-config/dev-server');

if (only && !isRemoteName(only)) fail(usage);
const roots = Object.fromEntries(remoteNames.map((name) => [name, join(repoRoot, `mf-${name}`)]));
if (values.root) {
  const root = resolve(values.root);
  const area = areaOf(root);
  if (only && area !== only) fail(`${root} holds the area ${area}, not ${only}`);
  roots[area] = root;
}
const firstPort = values['remote-ports'] === undefined ? undefined : Number(values['remote-ports']);
if (firstPort !== undefined && !(Number.isInteger(firstPort) && firstPort > 0 && firstPort < 65535 - remoteNames.length)) fail(usage);
const ports = Object.fromEntries(remoteNames.map((name, index) => [name, firstPort === undefined ? devServerPorts[name] : firstPort + index]));
const areas = only ? [only] : [...remoteNames];

// One registry per site port, so two dev sites (a developer's and a test's) do not share one.
mkdirSync(devOutputRoot, { recursive: true });
const registryFile = join(devOutputRoot, `registry-${port}.json`);
const env = { ...process.env };
let live;
if (only) {
  env.REMOTES_DIR = published.remotesDir;
  live = await followActiveRegistry(published.registryFile);
} else {
  // The store is not used (every area comes from its dev server), but the server serves it.
  mkdirSync(siteLocations(env).remotesDir, { recursive: true });
}
if (env.DATABASE_URL) {
  console.log('dev: the site reads its registry from a file; the API uses DATA_DIR (SQLite), not DATABASE_URL');
  delete env.DATABASE_URL;
}

const builds = {};
let written = '';
function writeRegistry() {
  if (areas.some((name) => !builds[name])) return;
  const remotes = { ...live?.current() };
  // With Fast Refresh (the whole site in dev), the open page keeps its containers: their browser
  // entries stay; the shell's dev server reloads its server build on a new registry instead.
  for (const name of areas) remotes[name] = devServerRecord(name, { port: ports[name], build: builds[name], ...(only ? { browserBuild: builds[name] } : {}) });
  const text = JSON.stringify({ remotes }, null, 2) + '\n';
  if (text === written) return;
  // Written beside and renamed over: the server never reads half a registry.
  writeFileSync(`${registryFile}.tmp`, text);
  renameSync(`${registryFile}.tmp`, registryFile);
  written = text;
}
live?.onChange(writeRegistry);

const servers = [];
const firstBuilds = areas.map(
  (name) =>
    new Promise((built) => {
      const onBuild = (build) => {
        builds[name] = build;
        writeRegistry();
        built();
      };
      const starting = startRemoteDevServer({ remote: name, root: roots[name], port: ports[name], hot: !only, onBuild });
      servers.push(starting.catch((error) => fail(`${name}'s dev server did not start on port ${ports[name]}: ${error.message}`)));
    }),
);
await Promise.all(servers);
await Promise.all(firstBuilds);

const shell = spawn(process.execPath, [only ? 'shell/dist/server/server.js' : published.entry], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: {
    ...env,
    PORT: String(port),
    NODE_ENV: 'development',
    REGISTRY_FILE: registryFile,
    REMOTE_ORIGINS: [...(env.REMOTE_ORIGINS ?? '').split(',').filter(Boolean), ...areas.map((name) => devServerOrigin(name, ports[name]))].join(','),
    PAGE_CACHE_MB: '0',
    // A dev build is bigger and loads afresh after each rebuild, on a machine that is also building:
    // the page waits for it rather than showing the area's error block.
    REMOTE_TIMEOUT_MS: env.REMOTE_TIMEOUT_MS ?? '10000',
    RENDER_TIMEOUT_MS: env.RENDER_TIMEOUT_MS ?? '20000',
  },
});
console.log(`dev: ${only ? `${only} (dev server on port ${ports[only]}) in the built shell` : 'every area and the shell'} on http://localhost:${port}`);

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  if (shell.exitCode === null) shell.kill('SIGTERM');
  live?.close();
  await Promise.allSettled(servers.map(async (server) => (await server).close()));
  process.exit(code);
}
shell.on('exit', (code) => void stop(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));

/** The area a folder holds, from its package name (@site/mf-<area>). */
function areaOf(root) {
  let name;
  try {
    name = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).name;
  } catch {
    fail(`${root} has no package.json`);
  }
  const area = /^@site\/mf-(\w+)$/.exec(name)?.[1];
  if (!area || !isRemoteName(area)) fail(`${root} is not an area (its package is ${name})`);
  return area;
}

/**
 * The shell's server (shell/server/*.ts) as JavaScript beside its build, in shell/dist/dev-server/
 * (paths relative to dist/ stay right): transpiled file by file, without type checking (a few
 * hundred milliseconds instead of `tsc`'s seconds; `npm run typecheck` checks them).
 */
async function transpileShellServer() {
  const { default: ts } = await import('typescript');
  const source = join(repoRoot, 'shell', 'server');
  const target = join(repoRoot, 'shell', 'dist', 'dev-server');
  mkdirSync(target, { recursive: true });
  for (const file of readdirSync(source).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    const { outputText } = ts.transpileModule(readFileSync(join(source, file), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 },
      fileName: file,
    });
    writeFileSync(join(target, file.replace(/\.ts$/, '.js')), outputText);
  }
  return { entry: join(target, 'dev-server.js') };
}

/** The live registry (file or PostgreSQL), read again every second: an activation shows in dev too. */
async function followActiveRegistry(file) {
  const backend = openReleaseRecords({ registryFile: file, databaseUrl: process.env.DATABASE_URL });
  let current = await backend.read();
  if (!current) fail(`no registry at ${file}`);
  let listener = () => {};
  const timer = setInterval(async () => {
    const next = await backend.read().catch(() => undefined);
    if (!next || JSON.stringify(next) === JSON.stringify(current)) return;
    current = next;
    listener();
  }, 1000);
  return {
    current: () => current,
    onChange: (callback) => (listener = callback),
    close: () => {
      clearInterval(timer);
      void backend.close();
    },
  };
}

function fail(message) {
  console.error(message);
  process.exit(2);
}
