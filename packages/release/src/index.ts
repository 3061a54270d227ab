export { addVersion, findVersion } from './version-store.js';
export type { VersionInfo } from './version-store.js';
// The release library the CLI and the release console share: one code path, one audit entry per action.
export { activate, checkStored, preview, promote, prune, rollback } from './commands.js';
export { ReleaseError } from './release-context.js';
export { pauseRollout, setCanaryPercent } from './rollouts.js';
export { statusObject } from './status.js';
export type { ActivationPlan } from './commands.js';
export type { ReleaseContext } from './release-context.js';
export { errors, siteEventsOpener } from './reports.js';
