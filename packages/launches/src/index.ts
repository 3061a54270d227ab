// @site/launches' public entry: what the back office and the release CLI use.
export { openLaunches, type LaunchTables } from './launch-store.js';
export { LaunchError, addAreaMember, addArticleMember, articleFacts, createLaunch, findLaunch, launchEvents, listLaunches, removeMember } from './launch-repository.js';
export { preflight, type PreflightBlock, type PreflightFacts } from './launch-preflight.js';
export { servesPage, sitePagesLinked } from './launch-links.js';
export { memberName, type AreaMember, type AreaPlan, type ArticleMember, type Launch, type LaunchMember, type LaunchState } from './launch-types.js';
