// The release library: one home for releasing. The CLI (`npm run release`) and the back office run
// its commands (one code path, one audit entry per action); it keeps the registry and the audit log
// (records/), judges canaries (guard/), and gives a site instance what it serves (`./site`).
export { addVersion, findVersion, sweepStaging } from './version-store.js';
export type { Provenance, VersionInfo } from './version-store.js';
export { versionIntegrity } from './version-integrity.js';
export { receivePush } from './intake/receive-push.js';
export { push } from './push/push-command.js';
export type { PushOutcome, PushRequest } from './intake/receive-push.js';
export { activate, checkStored, preview, promote, prune, rollback } from './commands.js';
export { ReleaseError } from './release-context.js';
export { pauseRollout, setCanaryPercent } from './rollouts.js';
export { status, statusObject } from './status.js';
export type { ActivationPlan } from './commands.js';
export type { ReleaseContext } from './release-context.js';
export { errors, siteEventsOpener } from './reports.js';
export { openReleaseRecords } from './records/release-records.js';
export type { ReleaseRecords } from './records/release-records.js';
export { nextStepAt, rolloutMove } from './rollout-plan.js';
export { defaultGuardThresholds, guardSettings, guardSettingsSchema, failsByErrors, judgeCanary, judgeRunningCanary, versionFailing } from './guard/judge.js';
export { siteEnvSchema, siteOrigin } from './site-env.js';
export type { GuardSettings, GuardThresholds, Judgement, ReportReader, SpeedFigures, VisitorCounts } from './guard/judge.js';
export { checkSpeed, checkSpeeds, speedLimit } from './guard/speed.js';
export type { SpeedCheck, SpeedChecks, SpeedThresholds, VitalFigure, VitalFigures } from './guard/speed.js';
export { goLive, revertLaunch } from './launch/launch-moment.js';
export type { MomentDeps } from './launch/launch-moment.js';
export { launchBlocks, momentDeps, shanghaiTime } from './launch/launch-commands.js';
export { startLaunchScheduler } from './launch/launch-scheduler.js';
