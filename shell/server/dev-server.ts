// The shell in development (`npm run dev` starts it, from shell/dist/dev-server/): the shell server
// of app.ts, with the shell built by rsbuild's dev server instead of dist/web and dist/node. The
// browser build is served under /shell/ with HMR and React Fast Refresh; the page render loads the
// server build again after each rebuild, so the next request renders the new code. Remotes come
// from the registry like in production (`npm run dev` writes one pointing at the areas' dev servers).
import { mkdirSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { createShellDevServer, devOutputRoot } from '@site/build-config/dev-server';
import { buildShellApp } from './app.js';
import { readConfig } from './config.js';
import { retireFederationHost } from './dev-federation.js';
import { loadRenderBundle, type RenderBundle } from './render-bundle.js';

const require = createRequire(import.meta.url);
const shellRoot = dirname(require.resolve('@site/shell/package.json'));
const config = readConfig();
const distDir = join(devOutputRoot, `shell-${config.PORT}`);
const devServer = await createShellDevServer({ root: shellRoot, port: config.PORT, distDir });

let loaded: { build: string; bundle: Promise<RenderBundle> } | undefined;
let manifestReader: Parameters<RenderBundle['readManifestsFrom']>[0] | undefined;

/**
 * The last build of the shell that compiled, loaded once per build; a request during a rebuild
 * waits for it. An area's new build needs no reload: each has a Node entry of its own, which keys
 * what the render keeps of it (its manifest, stylesheets, texts), while the page keeps the area's
 * browser entry across builds (Fast Refresh).
 */
async function currentBundle(): Promise<RenderBundle> {
  const { web, node } = devServer.environments;
  if (!web || !node) throw new Error('the shell has no web and node environments');
  const [webStats, nodeStats] = await Promise.all([web.getStats(), node.getStats()]);
  if (loaded && (webStats.hasErrors() || nodeStats.hasErrors())) return loaded.bundle;
  const build = `${webStats.hash} ${nodeStats.hash}`;
  if (loaded?.build !== build) loaded = { build, bundle: loadBuild() };
  return loaded.bundle;
}

async function loadBuild(): Promise<RenderBundle> {
  const nodeDir = join(distDir, 'node');
  // The server build is CommonJS; the repository's package.json says "module".
  mkdirSync(nodeDir, { recursive: true });
  writeFileSync(join(nodeDir, 'package.json'), '{ "type": "commonjs" }\n');
  for (const file of Object.keys(require.cache)) if (file.startsWith(nodeDir + sep)) delete require.cache[file];
  retireFederationHost();
  const loaded = await loadRenderBundle(distDir);
  if (manifestReader) await loaded.readManifestsFrom(manifestReader);
  // The manifest of a dev build also lists the hot updates of its chunks: those are not the page's.
  const own = (file: string) => !file.includes('.hot-update.');
  const { scripts, styles } = loaded.shellAssets;
  return { ...loaded, shellAssets: { scripts: scripts.filter(own), styles: styles.filter((style) => own(style.href)) } };
}

const bundle: RenderBundle = {
  // The shell's assets are the current build's, whatever the request handler read before.
  render: async (request) => {
    const current = await currentBundle();
    return current.render({ ...request, shellAssets: current.shellAssets });
  },
  sitemapPaths: async (registry) => (await currentBundle()).sitemapPaths(registry),
  remotePages: async (remote, registry) => (await currentBundle()).remotePages(remote, registry),
  pageRoute: async (pathname, registry) => (await currentBundle()).pageRoute(pathname, registry),
  loadAction: async (page, registry, timeoutMs) => (await currentBundle()).loadAction(page, registry, timeoutMs),
  readManifestsFrom: async (reader) => {
    manifestReader = reader;
    await (await currentBundle()).readManifestsFrom(reader);
  },
  warmUp: async (registry, timeoutMs) => (await currentBundle()).warmUp(registry, timeoutMs),
  shellAssets: { scripts: [], styles: [] },
};

const app = await buildShellApp(config, { bundle });
// The dev server answers for its files (/shell/…); everything else is the shell server's.
const [handle] = app.server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
if (!handle) throw new Error('the shell server has no request handler');
app.server.removeAllListeners('request');
app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
  if (request.url?.startsWith('/shell/')) devServer.middlewares(request, response, () => handle(request, response));
  else handle(request, response);
});
devServer.connectWebSocket({ server: app.server });

await app.listen({ port: config.PORT, host: config.HOST });
await devServer.afterListen();
await currentBundle();
console.log(`shell dev server: http://localhost:${config.PORT}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void Promise.all([app.close(), devServer.close()]).then(() => process.exit(0)));
}
