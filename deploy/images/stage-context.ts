import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { remoteNames } from '@site/federation';
import { dirname, join, relative } from 'node:path';
import { builtinModules } from 'node:module';

/**
 * The build context of the images (`deploy/Containerfile`), staged from the repository's build:
 * - `manifests/`: the lockfile and the package.json of each workspace the servers run, with only the
 *   dependencies their built code imports (the image installs those, for its own Node);
 * - `app/`: the built output those workspaces run, and nothing else (no sources, tests, type
 *   declarations, benchmarks or the dev server).
 * The shell and the back office hold browser code too: their browser dependencies (antd, tiptap,
 * React for the browser) are in their bundles already and stay out of the image.
 */
const serverWorkspaces = ['shell', 'backoffice'];
/** Scripts the images run besides the servers: the back office's seed step, which publishes this build's area versions. */
const imageScripts = ['scripts/publish-remotes.mjs', 'deploy/images/seed-store.mjs', 'deploy/images/healthcheck.mjs'];

/** What of a workspace the servers run: its build output, the shell's public files, the API's news seeds, the plain modules of config. */
const runtimeFolders: Record<string, string[]> = { shell: ['dist', 'public'], 'packages/api': ['dist', 'seed'], 'packages/config': ['src'] };
const outputFolder = (workspace: string) => runtimeFolders[workspace] ?? ['dist'];

/** Files of a build that no server runs. */
export function isRuntimeFile(path: string): boolean {
  if (/\.(d\.[cm]?ts|map|ts|tsx|tsbuildinfo)$/.test(path) && !path.endsWith('.json')) return false;
  if (/(^|\/)(bench|test|tests|__tests__)\//.test(path) || /\.test\.[cm]?js$/.test(path)) return false;
  // `npm run dev`'s server (the build's entry of it, and the copy `npm run dev` compiles beside the
  // build): the one code that reaches for the build tools.
  return !path.endsWith('shell/dist/server/dev-server.js') && !path.includes('shell/dist/dev-server/');
}

/** The packages a module imports by name (`from 'x'`, `import('x')`, `require('x')`), not Node's own or relative ones. */
export function bareImports(source: string): Set<string> {
  const found = new Set<string>();
  for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]([^'"./][^'"]*)['"]/gm)) {
    const specifier = match[1]!;
    if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]!)) continue;
    const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
    if (/^(@[\w.-]+\/)?[\w.-]+$/.test(name)) found.add(name);
  }
  return found;
}

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

interface PackageJson {
  name: string;
  dependencies?: Record<string, string>;
  [key: string]: unknown;
}

export interface StagedContext {
  /** The workspaces the servers and scripts reach, the two servers first, then as they are reached. */
  workspaces: string[];
  /** Each workspace's runtime dependencies, as the image installs them. */
  dependencies: Record<string, string[]>;
  files: number;
}

/** Stages the images' build context from the built repository at `root` into `into` (emptied first). */
export function stageContext(root: string, into: string): StagedContext {
  rmSync(into, { recursive: true, force: true });
  const readJson = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as PackageJson;
  // Every workspace by its package name, from the root's `workspaces` (folders, or `dir/*`).
  const folderOf = new Map<string, string>();
  for (const pattern of readJson('package.json').workspaces as string[]) {
    const folders = pattern.endsWith('/*') ? readdirSync(join(root, pattern.slice(0, -2)), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => `${pattern.slice(0, -2)}/${entry.name}`) : [pattern];
    for (const folder of folders) if (existsSync(join(root, folder, 'package.json'))) folderOf.set(readJson(`${folder}/package.json`).name, folder);
  }
  // The workspaces staged are those the servers' and the scripts' built code imports, followed import by import.
  const workspaces = [...serverWorkspaces];
  const reach = (names: Iterable<string>) => {
    for (const name of names) {
      const folder = folderOf.get(name);
      if (folder && !workspaces.includes(folder)) workspaces.push(folder);
    }
  };
  for (const script of imageScripts) {
    const target = join(into, 'app', script);
    mkdirSync(dirname(target), { recursive: true });
    cpSync(join(root, script), target);
    reach(bareImports(readFileSync(join(root, script), 'utf8')));
  }
  const dependencies: Record<string, string[]> = {};
  let files = imageScripts.length;
  for (let index = 0; index < workspaces.length; index++) {
    const workspace = workspaces[index]!;
    const manifest = readJson(`${workspace}/package.json`);
    const imported = new Set<string>();
    for (const folder of outputFolder(workspace)) {
      const built = filesUnder(join(root, workspace, folder)).filter((file) => isRuntimeFile(relative(root, file)));
      if (built.length === 0) throw new Error(`${workspace}/${folder} holds nothing to run: build first (npm run build)`);
      for (const file of built) {
        const target = join(into, 'app', relative(root, file));
        mkdirSync(dirname(target), { recursive: true });
        cpSync(file, target);
        files++;
        // The bundles (web/ for browsers, node/ the shell's render bundle) carry their dependencies inside:
        // only the compiled server modules name packages to install.
        if (/\.[cm]?js$/.test(file) && !/\/dist\/(web|node)\//.test(file)) for (const name of bareImports(readFileSync(file, 'utf8'))) imported.add(name);
      }
    }
    const kept = Object.fromEntries(Object.entries(manifest.dependencies ?? {}).filter(([name]) => imported.has(name)));
    const unlisted = [...imported].filter((name) => name !== manifest.name && !(name in (manifest.dependencies ?? {})));
    if (unlisted.length) throw new Error(`${workspace}'s built code imports ${unlisted.join(', ')}, which its package.json does not list in dependencies`);
    dependencies[workspace] = Object.keys(kept).sort();
    reach(Object.keys(kept));
    const runtimeManifest: PackageJson = { name: manifest.name, version: manifest.version, private: true, type: manifest.type, exports: manifest.exports, dependencies: kept };
    for (const folder of ['manifests', 'app']) {
      mkdirSync(join(into, folder, workspace), { recursive: true });
      writeFileSync(join(into, folder, workspace, 'package.json'), `${JSON.stringify(runtimeManifest, null, 2)}\n`);
    }
  }
  // The area versions this build made, and what seeds a new store with them (seed-store.mjs).
  for (const remote of remoteNames) {
    const name = `mf-${remote}`;
    const dist = join(root, name, 'dist');
    const version = readFileSync(join(dist, 'version'), 'utf8').trim();
    for (const part of ['version', version]) cpSync(join(dist, part), join(into, 'app', name, 'dist', part), { recursive: true });
  }
  const rootManifest = readJson('package.json');
  const runtimeRoot = { name: rootManifest.name, private: true, type: rootManifest.type, workspaces, overrides: rootManifest.overrides, allowScripts: rootManifest.allowScripts };
  writeFileSync(join(into, 'manifests', 'package.json'), `${JSON.stringify(runtimeRoot, null, 2)}\n`);
  cpSync(join(root, 'package-lock.json'), join(into, 'manifests', 'package-lock.json'));
  cpSync(join(root, '.npmrc'), join(into, 'manifests', '.npmrc'));
  return { workspaces, dependencies, files };
}
