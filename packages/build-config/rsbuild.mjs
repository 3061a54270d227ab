// @ts-check
/**
 * The one rsbuild + Module Federation config factory. Every app builds a `web` and a `node`
 * environment from one config; an app's own rsbuild.config.mjs names only what is its own: its name
 * (a remote: which remote it is), kind, exposes and dev port.
 *
 * Remotes are written to dist/<version>/{web,node}: one immutable folder per version holding
 * both builds, so a release manager can point the registry at any built version. The version is
 * REMOTE_VERSION (the release tool's) or, for a build of the checkout, derived from its sources.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { appName, compatibilityPackages, containerName, federationContractVersion } from '@site/federation';
import { areaManifestFile, readAreaManifest } from '@site/federation/area-manifest';
import { installedVersion, sharedSingletons } from './shared.mjs';
import { sourceVersion } from './source-version.mjs';
import { readAreaSource } from './area-source.mjs';

/**
 * @param {{
 *   root: string,
 *   exposes?: Record<string, string>,
 *   port: number,
 * } & ({ kind: 'shell', name: string, slots: string[] } | { kind: 'remote', remote: import('@site/federation').RemoteName })} app
 */
export function defineFederatedApp(app) {
  const { root, exposes = {}, port } = app;
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const isRemote = app.kind === 'remote';
  const name = app.kind === 'remote' ? appName(app.remote) : app.name;
  const version = process.env.REMOTE_VERSION || (isRemote ? sourceVersion(root, pkg.version) : pkg.version);
  // REMOTE_DIST_DIR builds into another folder (the release tool's staging folder, `<dir>/<version>`).
  const outRoot = !isRemote ? 'dist' : join(process.env.REMOTE_DIST_DIR ?? 'dist', version);

  /** @type {import('@module-federation/rsbuild-plugin').ModuleFederationOptions} */
  const federation = {
    // Each remote version is its own container (`site_parts__1_2_0`): in a long-running server,
    // chunks and shared-module providers of two versions of one remote must never be confused.
    name: app.kind === 'remote' ? containerName(app.remote, version) : name,
    exposes,
    filename: 'remoteEntry.js',
    shared: sharedSingletons(),
    dts: false,
    shareStrategy: 'loaded-first',
  };

  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation(
        {
          ...federation,
          shared: sharedSingletons({ eager: !isRemote }),
          // Remotes borrow the shell's federation runtime instead of shipping a second copy.
          experiments: {
            ...(isRemote ? { externalRuntime: true } : { provideExternalRuntime: true }),
            optimization: { disableSnapshot: true, target: 'web' },
          },
        },
        { environment: 'web' },
      ),
      pluginModuleFederation(
        { ...federation, experiments: { optimization: { disableSnapshot: true, target: 'node' } } },
        { target: 'node', environment: 'node' },
      ),
      nodeOutputIsCommonJs(),
      precompressBrowserFiles(),
      ...(isRemote && !process.env.REMOTE_DIST_DIR ? [checkoutBuildInDist(join(root, 'dist'), version)] : []),
      // A remote version records what it requires, the shell what it provides: the release tool
      // refuses to make live a version the shell cannot run.
      recordBuildRequirements(resolve(root, outRoot, isRemote ? 'requirements.json' : 'provides.json'), app.kind === 'shell' ? app.slots : undefined),
      // What the area contributes (its pages, menu entries, form actions), beside its browser entry.
      ...(app.kind === 'remote' ? [emitAreaManifest(root, app.remote, Object.keys(exposes))] : []),
    ],
    source: {
      define: {
        'process.env.SITE_APP_NAME': JSON.stringify(name),
        'process.env.SITE_APP_VERSION': JSON.stringify(version),
      },
    },
    output: { cleanDistPath: true, sourceMap: false, filenameHash: true, legalComments: 'none' },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
    tools: {
      htmlPlugin: false,
      // Workspace packages that also ship built JS (e.g. @site/contracts) are bundled from source.
      rspack: (config) => {
        config.resolve ??= {};
        config.resolve.conditionNames = ['source', ...(config.resolve.conditionNames ?? ['...'])];
      },
    },
    server: { port },
    environments: {
      web: {
        source: { entry: { index: isRemote ? './src/remote-entry.ts' : './src/entry-client.ts' } },
        output: {
          target: 'web',
          distPath: { root: `${outRoot}/web` },
          assetPrefix: isRemote ? 'auto' : '/shell/',
          manifest: true,
        },
        tools: {
          rspack: {
            plugins: [compileHintForBrowserChunks(), ...(isRemote ? [chunkHashesInEntry()] : [])],
            // A remote's chunks are loaded in CORS mode, as Subresource Integrity needs.
            ...(isRemote ? { output: { crossOriginLoading: 'anonymous' } } : {}),
          },
        },
      },
      node: {
        source: { entry: { index: isRemote ? './src/remote-entry.ts' : './src/entry-server.ts' } },
        output: {
          target: 'node',
          distPath: { root: `${outRoot}/node` },
          filenameHash: false,
          emitAssets: false,
        },
      },
    },
  });
}

/**
 * A plain single-page app, not federated (the release console): `src/index.tsx` into `dist/web`,
 * hashed names under `static/`, an HTML page with no inline script (the server's CSP is
 * `script-src 'self'`), precompressed copies. Its server answers `index.html` for client routes.
 * @param {{ root: string, title: string, lang?: string, port: number, proxy?: Record<string, string> }} app
 *   proxy: in `rsbuild dev`, paths served by the app's own server (its API).
 */
export function defineSinglePageApp({ root, title, lang = 'zh-CN', port, proxy }) {
  return defineConfig({
    root,
    plugins: [pluginReact(), precompressBrowserFiles()],
    source: { entry: { index: './src/index.tsx' } },
    html: { title, template: join(import.meta.dirname, 'single-page-app.html'), templateParameters: { lang } },
    output: {
      target: 'web',
      distPath: { root: 'dist/web' },
      assetPrefix: '/',
      cleanDistPath: true,
      sourceMap: false,
      filenameHash: true,
      legalComments: 'none',
    },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
    server: { port, ...(proxy ? { proxy } : {}) },
  });
}

/**
 * V8's explicit compile hint on every browser chunk. Chrome compiles a streamed script's top level
 * off the main thread but each function only when first called, on the main thread: React DOM's
 * module and the federation runtime were compiled while they started, in tasks of 15-25 ms (on
 * this 2-core machine; Lighthouse's simulated phone counts four times that). With the hint the
 * whole chunk is compiled while it streams in, so starting it costs only running it (measured:
 * the shell's index.js task 19-26 -> 5-12 ms, hydration's slices a fifth less).
 * A chunk is loaded when the page runs it, so "all functions called on load" is nearly true.
 * Added after minification, which would drop the comment, and before the content hash.
 */
function compileHintForBrowserChunks() {
  return new rspack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE,
  });
}

/**
 * A remote's browser entry carries the SHA-256 of each chunk it loads, and loads each with it
 * (Subresource Integrity): the site loads the entry with the hash recorded at activation, so a
 * browser runs only the chunks of the build that was verified. In production builds only: those
 * are the ones released (a build in mode `none`, NODE_ENV=test, embedded hashes its chunks did not match).
 */
function chunkHashesInEntry() {
  return new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha256'], enabled: 'auto', htmlPlugin: false });
}

/**
 * dist/ holds the checkout's one build, named in dist/version (what `npm start` publishes): the
 * folders of versions built from older sources go (published versions stay in the store).
 * @param {string} distRoot
 * @param {string} version
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
function checkoutBuildInDist(distRoot, version) {
  return {
    name: 'site:checkout-build-in-dist',
    setup(api) {
      api.onBeforeBuild(() => {
        if (!existsSync(distRoot)) return;
        for (const name of readdirSync(distRoot, { encoding: 'utf8' }).filter((entry) => entry !== version)) {
          rmSync(join(distRoot, name), { recursive: true, force: true });
        }
      });
      api.onAfterBuild(() => writeFileSync(join(distRoot, 'version'), `${version}\n`));
    },
  };
}

/**
 * Writes what the build was made with (@site/federation's BuildRequirements): the federation
 * contract version and the installed version of each shared library; the shell's, its slots.
 * @param {string} file
 * @param {string[] | undefined} slots
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
function recordBuildRequirements(file, slots) {
  return {
    name: 'site:record-build-requirements',
    setup(api) {
      api.onAfterBuild(() => {
        const packages = Object.fromEntries(compatibilityPackages.map((name) => [name, installedVersion(name)]));
        writeFileSync(file, JSON.stringify({ federationContract: federationContractVersion, packages, ...(slots ? { slots } : {}) }, null, 2) + '\n');
      });
    },
  };
}

/**
 * Emits the area's manifest (`src/area.ts`, typed data) as `area.json` in the browser build, where
 * the shell and the release tool read it. Checked here first: a build whose manifest the shell
 * could not read, or that names a module it does not expose, fails. Read again whenever a file it
 * is made of changed, so a dev server serves an edited manifest with its next build.
 * @param {string} root
 * @param {import('@site/federation').RemoteName} remote
 * @param {string[]} exposes
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
function emitAreaManifest(root, remote, exposes) {
  const source = join(root, 'src', 'area.ts');
  return {
    name: 'site:area-manifest',
    setup(api) {
      api.processAssets({ stage: 'additional', environments: ['web'] }, async ({ compiler, compilation, sources }) => {
        compilation.fileDependencies.add(source);
        const { value, files } = await readAreaSource(root, source);
        for (const file of files) compilation.fileDependencies.add(file);
        const read = readAreaManifest(value);
        const manifest = 'manifest' in read ? read.manifest : undefined;
        const problem = !manifest
          ? 'problem' in read && read.problem
          : manifest.remote !== remote
            ? `the manifest is the ${manifest.remote} area's`
            : manifest.pages.filter((page) => !exposes.includes(`./${page.module}`)).map((page) => `${page.path}: module ${page.module} is not exposed`)[0];
        if (problem || !manifest) {
          compilation.errors.push(new compiler.webpack.WebpackError(`src/area.ts: ${problem}`));
          return;
        }
        compilation.emitAsset(areaManifestFile, new sources.RawSource(JSON.stringify(manifest, null, 2) + '\n'));
      });
    },
  };
}

/**
 * The node builds are CommonJS, but every package here is "type": "module"; a nested
 * package.json tells Node how to read the node folder.
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
function nodeOutputIsCommonJs() {
  return {
    name: 'site:node-output-commonjs',
    setup(api) {
      api.onAfterBuild(({ environments }) => {
        const node = environments.node;
        if (!node) return;
        mkdirSync(node.distPath, { recursive: true });
        writeFileSync(join(node.distPath, 'package.json'), '{ "type": "commonjs" }\n');
      });
    },
  };
}

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every browser script, stylesheet and
 * manifest, at their best compression, once per build; the server sends them as they are
 * (@fastify/static `preCompressed`). Compressing on each request cost the server about 40 ms of
 * CPU per page load (measured on this 2-core machine, beside the browser loading that page).
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
function precompressBrowserFiles() {
  return {
    name: 'site:precompress-browser-files',
    setup(api) {
      api.onAfterBuild(({ environments }) => {
        const web = environments.web;
        if (!web) return;
        for (const file of readdirSync(web.distPath, { recursive: true, encoding: 'utf8' })) {
          if (!/\.(js|css|json)$/.test(file)) continue;
          const path = join(web.distPath, file);
          const content = readFileSync(path);
          if (content.length < 1024) continue;
          writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
          writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
        }
      });
    },
  };
}
