// @ts-check
/**
 * The dev servers of the federated apps (`npm run dev`): rsbuild's own dev server, HMR and React
 * Fast Refresh over the one config factory (rsbuild.mjs), with dev-only settings layered on top.
 * `npm run build` never reads this file, so production builds stay as the factory makes them.
 *
 * A remote's dev server builds the fixed version `dev` (its container name is compiled in and must
 * not change while a page is open) into memory and serves, on loopback, its browser build under
 * `/web/`, its Node build under `/node/`, and both again under `/b/<build>/` so that each build has
 * entry URLs of its own for servers that cache per entry (see devServerRecord in @site/federation).
 */
import { join, resolve } from 'node:path';
import { createRsbuild, loadConfig, mergeRsbuildConfig } from '@rsbuild/core';
import { devServerOrigin, devServerVersion } from '@site/federation';

const repoRoot = resolve(import.meta.dirname, '../..');
/** Where dev builds go (memory, except the shell's, which Node loads from disk): never an app's dist/. */
export const devOutputRoot = join(repoRoot, 'node_modules', '.cache', 'site-dev');

/** Pages on loopback (the shell in dev, or a built shell) may fetch a dev server's files. */
const loopbackOrigins = [/^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/];

/**
 * Starts one remote's dev server.
 * - `hot` (the whole site in dev): a development build; an edit is applied in the open page by HMR
 *   and React Fast Refresh.
 * - otherwise (one area composed into the built shell, whose React is the production build): a
 *   production-mode build, unminified, and the open page reloads after each rebuild.
 * `onBuild` gets the id of every build that compiled without errors (the first one included).
 *
 * @param {{
 *   remote: import('@site/federation').RemoteName,
 *   root: string,
 *   port: number,
 *   hot: boolean,
 *   onBuild: (build: string) => void,
 * }} options
 */
export async function startRemoteDevServer({ remote, root, port, hot, onBuild }) {
  const config = await loadAppConfig(root, { REMOTE_VERSION: devServerVersion, REMOTE_DIST_DIR: join(devOutputRoot, remote) });
  const origin = devServerOrigin(remote, port);
  let currentBuild = '';
  /** @type {import('@rsbuild/core').RsbuildConfig} */
  const dev = {
    mode: hot ? 'development' : 'production',
    server: {
      port,
      host: '127.0.0.1',
      strictPort: true,
      printUrls: false,
      cors: { origin: loopbackOrigins },
      setup: ({ server }) => {
        server.middlewares.use(currentBuildPath(() => currentBuild));
        server.middlewares.use(servedPaths);
      },
    },
    dev: {
      hmr: hot,
      liveReload: true,
      // Everything compiled up front: a server renders any page, and the page loads any chunk at once.
      lazyCompilation: false,
      cliShortcuts: false,
      writeToDisk: false,
      assetPrefix: `${origin}/`,
      // The page is the shell's (another origin): the socket goes to this server.
      client: { host: '127.0.0.1', port, protocol: 'ws' },
    },
    output: { minify: false },
    environments: {
      // The Node build is served too (a server loads it over HTTP), under /node/ (dev.assetPrefix in a
      // development build, output.assetPrefix in a production one); its chunks are found beside its entry.
      // One file (no async chunks): a server that loaded a build's entry has all its modules, so a
      // rebuild that lands while a page of the previous one renders cannot mix their module tables.
      node: { dev: { assetPrefix: '/node/' }, output: { assetPrefix: '/node/' }, server: { serveAssets: true }, tools: { rspack: { output: { asyncChunks: false } } } },
    },
    plugins: [
      reportBuilds((build) => {
        currentBuild = build;
        onBuild(build);
      }),
      ...(hot ? [reloadOnMessages(() => server?.server)] : []),
    ],
  };
  const rsbuild = await createRsbuild({ cwd: root, rsbuildConfig: mergeRsbuildConfig(config, dev) });
  /** @type {import('@rsbuild/core').StartDevServerResult | undefined} */
  let server;
  server = await rsbuild.startDevServer();
  return { origin, close: () => server.server.close() };
}

/**
 * The shell's dev server, in middleware mode (the shell's Fastify server serves the pages and
 * hands `/shell/*` and the HMR socket to it). Both builds are written to `distDir` (`web`, `node`):
 * the page render loads the Node build from disk after each rebuild.
 *
 * @param {{ root: string, port: number, distDir: string }} options
 */
export async function createShellDevServer({ root, port, distDir }) {
  const config = await loadAppConfig(root, {});
  /** @type {import('@rsbuild/core').RsbuildConfig} */
  const dev = {
    mode: 'development',
    server: { middlewareMode: true, port, strictPort: true, printUrls: false, cors: { origin: loopbackOrigins } },
    dev: { hmr: true, liveReload: true, lazyCompilation: false, cliShortcuts: false, writeToDisk: true, assetPrefix: '/shell/', client: { port } },
    environments: {
      // Fast Refresh of a remote's components and hot stylesheets in the shell's page (see dev-browser.js).
      web: { source: { preEntry: [join(import.meta.dirname, 'dev-browser.js')] }, output: { distPath: { root: join(distDir, 'web') } } },
      node: { output: { distPath: { root: join(distDir, 'node') } } },
    },
  };
  const rsbuild = await createRsbuild({ cwd: root, rsbuildConfig: mergeRsbuildConfig(config, dev) });
  return rsbuild.createDevServer();
}

/**
 * The factory reads REMOTE_VERSION and REMOTE_DIST_DIR when the app's config is loaded.
 * @param {string} root
 * @param {Record<string, string>} env
 */
async function loadAppConfig(root, env) {
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  try {
    const { content } = await loadConfig({ cwd: root });
    return /** @type {import('@rsbuild/core').RsbuildConfig} */ (content);
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/**
 * `GET /build`: the id of the current build. A live site previewing this area (`release preview
 * <area> dev`) asks for it, so its server renders the build the page runs, not the first one it loaded.
 * @param {() => string} current
 */
function currentBuildPath(current) {
  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   * @param {() => void} next
   */
  return (request, response, next) => {
    if (request.url !== '/build') return next();
    response.setHeader('content-type', 'text/plain; charset=utf-8');
    response.setHeader('cache-control', 'no-store');
    response.end(current());
  };
}

/**
 * `/b/<build>/…` is the current build's `/…`; `/web/…` is the browser build (whose chunks and HMR
 * updates also load from the root, its public path) and its public folder (`/web/media/…`).
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} _response
 * @param {() => void} next
 */
function servedPaths(request, _response, next) {
  if (request.url) request.url = request.url.replace(/^\/b\/[\w-]+(?=\/)/, '').replace(/^\/web\//, '/');
  next();
}

/**
 * A page takes its area's translations from the server render (the page state), not from the
 * locale files' modules, which the browser never loads: an edited locale file reloads the page
 * (once the build is reported, so the server renders it).
 * @param {() => import('@rsbuild/core').RsbuildDevServer | undefined} devServer
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
function reloadOnMessages(devServer) {
  return {
    name: 'site:reload-on-messages',
    setup(api) {
      /** @type {string[]} */
      let changed = [];
      api.onAfterCreateCompiler(({ compiler }) => {
        const compilers = 'compilers' in compiler ? compiler.compilers : [compiler];
        for (const child of compilers) {
          child.hooks.watchRun.tap('site:reload-on-messages', (watching) => {
            changed = [...(watching.modifiedFiles ?? [])];
          });
        }
      });
      api.onAfterDevCompile(({ stats, isFirstCompile }) => {
        if (!isFirstCompile && !stats.hasErrors() && changed.some((file) => file.endsWith('.json'))) devServer()?.sockWrite('full-reload');
      });
    },
  };
}

/**
 * Reports each build of both environments that compiled without errors (the first one included),
 * by an id of the two: `npm run dev` writes it into the registry. The browser build's compile ends
 * only once that is done (its `done` waits for the Node build's): the dev server tells the page
 * about a new build after the server can render it, so a page that reloads gets the new code.
 * @param {(build: string) => void} onBuild
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
function reportBuilds(onBuild) {
  const name = 'site:report-dev-builds';
  return {
    name,
    setup(api) {
      api.onAfterCreateCompiler(({ compiler }) => {
        const compilers = 'compilers' in compiler ? compiler.compilers : [compiler];
        const web = compilers.find((child) => child.name === 'web');
        const node = compilers.find((child) => child.name === 'node');
        if (!web || !node) throw new Error('a remote builds a web and a node environment');
        /** @type {{ web?: import('@rsbuild/core').Rspack.Stats, node?: import('@rsbuild/core').Rspack.Stats }} */
        const stats = {};
        /** @type {{ done: Promise<void>, resolve: () => void } | undefined} */
        let nodeCompiling;
        let webCompiling = false;
        const report = () => {
          if (stats.web && stats.node && !stats.web.hasErrors() && !stats.node.hasErrors()) onBuild(`${stats.web.hash}${stats.node.hash}`);
        };
        const nodeStarts = () => {
          if (nodeCompiling) return;
          /** @type {() => void} */
          let resolve = () => {};
          nodeCompiling = { done: new Promise((done) => (resolve = done)), resolve: () => resolve() };
        };
        node.hooks.watchRun.tap(name, nodeStarts);
        node.hooks.invalid.tap(name, nodeStarts);
        node.hooks.done.tap(name, (nodeStats) => {
          stats.node = nodeStats;
          nodeCompiling?.resolve();
          nodeCompiling = undefined;
          if (!webCompiling) report();
        });
        web.hooks.watchRun.tap(name, () => {
          webCompiling = true;
        });
        web.hooks.done.tapPromise({ name, stage: -100 }, async (webStats) => {
          stats.web = webStats;
          if (nodeCompiling) await Promise.race([nodeCompiling.done, new Promise((done) => setTimeout(done, 10_000))]);
          webCompiling = false;
          report();
        });
      });
    },
  };
}
