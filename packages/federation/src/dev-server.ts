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
 * A server caches what it loads from a remote per entry URL: the Node container, the browser
 * build's manifest and stylesheets. So that its next render uses an area's new build, `npm run dev`
 * writes the dev server's current build into its registry on every rebuild: `build` puts the Node
 * entry under `/b/<build>/`, `browserBuild` the browser entry (where no page keeps the area's
 * container open across builds: a page re-registers a container whose entry moved). The dev server
 * serves its current build under any `/b/<build>/`.
 */
export function devServerRecord(remote: RemoteName, options: { port?: number; build?: string; browserBuild?: string } = {}): RemoteRecord {
  const origin = devServerOrigin(remote, options.port);
  const under = (build: string | undefined) => (build ? `${origin}/b/${build}` : origin);
  return { version: devServerVersion, web: `${under(options.browserBuild)}/web/remoteEntry.js`, node: `${under(options.build)}/node/remoteEntry.js` };
}
