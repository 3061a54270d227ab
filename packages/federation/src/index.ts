// The federation contract: everything the shell, the remotes, the build factory, the release tool
// and the back office must agree on: types, schemas, names and rules. Browser-safe: no Node-only
// code (where releases are stored and how they are served is @site/release's).
export { appName, containerName, isRemoteName, remoteNames, integrityListFile, launchesServed, remoteRecord, servedVersions, versionFolder, versionPattern } from './remotes.js';
export { isLocale, locales } from './locales.js';
export { TimeoutError, withDeadline } from './deadline.js';
export { RecentMap } from './recent-map.js';
export { speedVitalNames, vitalNames } from './vitals.js';
export type { SpeedCheck, SpeedVitalName, VitalFigure, VitalName } from './vitals.js';
export type { Locale } from './locales.js';
export type { Canary, LiveLaunch, Registry, RemoteName, RemoteRecord, Rollout, VersionIntegrity } from './remotes.js';
export { parseRolloutEvery, parseRolloutSteps, rolloutEveryBounds } from './rollout.js';
export type { ReleaseEvent, ReleaseEventAction } from './release-event.js';
export { checkPassed, releaseEventActions } from './release-event.js';
export { buildStamp, NotFoundError, RedirectError, redirectOf } from './route-module.js';
export type { ApiAnswer, RouteAction, RouteActionContext, RouteActionData, RouteActionResult, RouteActionServices, RouteLoadContext, RouteModule, RoutePageProps } from './route-module.js';
export type { AreaFailureStage, PageRoute, PageStyle, SitemapPages, PreviewedArea, RenderedArea, RenderRequest, RenderResult, ShellAssets, ShellRenderModule, WarmUpResult } from './render-contract.js';
export { compatibilityPackages, federationContractVersion, sharedSingletonNames } from './shared-singletons.js';
export type { CompatibilityPackage } from './shared-singletons.js';
export { devServerOrigin, devServerPorts, devServerRecord, devServerVersion } from './dev-server.js';
