/** The site's areas, each an independently released remote (`mf-<name>` in the repository). */
export const remoteNames = ['products', 'parts', 'content', 'contact'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** Where one version of a remote lives: its browser entry and its Node entry. */
export interface RemoteRecord {
  version: string;
  web: string;
  node: string;
}

export type Registry = Record<RemoteName, RemoteRecord>;

export function isRemoteName(value: string): value is RemoteName {
  return (remoteNames as readonly string[]).includes(value);
}

/** The registry entry of a version: paths on the shell's origin, or URLs under `baseUrl` (a CDN). */
export function remoteRecord(remote: RemoteName, version: string, baseUrl?: string): RemoteRecord {
  const base = baseUrl ? `${baseUrl.replace(/\/$/, '')}/${remote}/${version}` : `/remotes/${remote}/${version}`;
  return { version, web: `${base}/web/remoteEntry.js`, node: `${base}/node/remoteEntry.js` };
}

/** Version names become folder names and URL segments. */
export const versionPattern = /^[\w.+-]+$/;
