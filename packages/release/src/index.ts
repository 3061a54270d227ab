export { addVersion, findVersion } from './version-store.js';
export type { VersionInfo } from './version-store.js';
// The release library the CLI and the release console share: one code path, one audit entry per action.
export { activate, checkStored, pauseRollout, preview, promote, prune, ReleaseError, rollback, setCanaryPercent, statusObject } from './commands.js';
export type { ActivationPlan, ReleaseContext } from './commands.js';
export { errors, siteEventsOpener } from './reports.js';
