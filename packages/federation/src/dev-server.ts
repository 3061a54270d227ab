import type { RemoteName, RemoteRecord } from './remotes.js';

/** Where each area's dev server (`npm run dev`, `npm run dev -- <area>`) listens, on loopback. */
export const devServerPorts: Record<RemoteName, number> = { products: 3101, parts: 3102, content: 3103, contact: 3104 };

/**
 * The version a dev server builds, whatever is edited: the container's name (`site_parts__dev`) is
 * compiled in, and the page the browser keeps open must find the same container after each edit.
 */
export const devServerVersion = 'dev';

/** The loopback origin of an area's dev server. */
export function devServerOrigin(remote: RemoteName, port: number = devServerPorts[remote]): string {
  return `http://127.0.0.1:${port}`;
}

/**
 * The registry record of an area's running dev server: its browser and Node entries.
 *
 * `build` (the dev server's current build, which `npm run dev` writes into its registry on every
 * rebuild) makes each build's entries other URLs: a server caches a remote's Node container, its
 * manifest and its stylesheets per entry URL, so its next render uses the new code. The dev server
 * serves every build's files under `/b/<build>/`, always the current ones.
 */
export function devServerRecord(remote: RemoteName, options: { port?: number; build?: string } = {}): RemoteRecord {
  const base = `${devServerOrigin(remote, options.port)}${options.build ? `/b/${options.build}` : ''}`;
  return { version: devServerVersion, web: `${base}/web/remoteEntry.js`, node: `${base}/node/remoteEntry.js` };
}
