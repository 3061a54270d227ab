/** The areas of the site, each served by one independently deployed remote. */
export const remoteNames = ['products', 'parts', 'content', 'contact'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** Where one version of a remote lives: its browser entry and its Node entry. */
export interface RemoteRecord {
  version: string;
  web: string;
  node: string;
}

export type Registry = Record<RemoteName, RemoteRecord>;

/**
 * The federation container of one version of a remote (`site_parts__1_2_0`), as the build names
 * it (versionedContainerName in @site/build-config): versions never share a container.
 */
export function containerName(remote: RemoteName, version: string): string {
  return `site_${remote}__${version.replace(/[^A-Za-z0-9]/g, '_')}`;
}

/** Media of a remote version sit beside its browser entry. */
export function mediaBase(record: RemoteRecord): string {
  return record.web.slice(0, record.web.lastIndexOf('/') + 1) + 'media/';
}
