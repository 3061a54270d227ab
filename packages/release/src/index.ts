export { openRegistryBackend, registrySchema } from './registry-backend.js';
export type { RegistryBackend } from './registry-backend.js';
export { remoteNames, remoteRecord, isRemoteName } from './remotes.js';
export type { Registry, RemoteName, RemoteRecord } from './remotes.js';
export type { ReleaseEvent } from './release-log.js';
export { addVersion, findVersion } from './version-store.js';
export type { VersionInfo } from './version-store.js';
