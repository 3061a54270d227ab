// @site/launches' public entry: what the back office and the release CLI use.
export { openLaunches, type LaunchTables } from './launch-store.js';
export {
  LaunchError,
  addAreaMember,
  addArticleMember,
  alertLaunch,
  articleFacts,
  claimLaunch,
  createLaunch,
  dueLaunches,
  findLaunch,
  interruptedLaunches,
  launchBefore,
  launchEvents,
  launchesIn,
  listLaunches,
  publishedCopy,
  removeMember,
  restoreCopies,
  scheduleLaunch,
  settleLaunch,
} from './launch-repository.js';
export { preflight, type PreflightBlock, type PreflightFacts } from './launch-preflight.js';
export { servesPage, sitePagesLinked } from './launch-links.js';
export { memberName, readyStates, type AreaMember, type AreaPlan, type ArticleMember, type Launch, type LaunchBefore, type LaunchMember, type LaunchState, type PublishedCopy } from './launch-types.js';
export { launchNewsOverlay, maxLaunchPreviewMs, readLaunchPreview, signLaunchPreview } from './launch-preview.js';
