// The areas and what a registry entry holds: one definition, shared with the release tool.
export { remoteNames, type Registry, type RemoteName, type RemoteRecord } from '@site/release/remotes';
import type { RemoteName, RemoteRecord } from '@site/release/remotes';

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
