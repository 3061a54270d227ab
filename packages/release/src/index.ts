export { addVersion, findVersion } from './version-store.js';
export type { VersionInfo } from './version-store.js';
