// The federation contract: everything the shell, the remotes, the build factory and the release
// tool must agree on. Browser-safe; the registry's storage (`./registry-backend`) and the
// compatibility check (`./compatibility`) are for Node.
export { appName, containerName, isRemoteName, remoteNames, remoteRecord, servedVersions, versionPattern } from './remotes.js';
export { locales } from './locales.js';
export type { Locale } from './locales.js';
export type { Canary, Registry, RemoteName, RemoteRecord, Rollout } from './remotes.js';
export { nextStepAt, parseRolloutEvery, parseRolloutSteps, rolloutMove } from './rollout.js';
export type { AuditAction, ReleaseEvent } from './release-event.js';
export { auditActions, checkPassed } from './release-event.js';
export { buildStamp, NotFoundError } from './route-module.js';
export type { ApiAnswer, RouteAction, RouteActionContext, RouteActionData, RouteActionResult, RouteActionServices, RouteLoadContext, RouteModule, RoutePageProps } from './route-module.js';
export type { AreaFailureStage, PageRoute, PageStyle, SitemapPages, PreviewedArea, RenderedArea, RenderRequest, RenderResult, ShellAssets, ShellRenderModule, WarmUpResult } from './render-contract.js';
export { compatibilityPackages, federationContractVersion, sharedSingletonNames } from './shared-singletons.js';
export type { CompatibilityPackage } from './shared-singletons.js';
export { devServerOrigin, devServerPorts, devServerRecord, devServerVersion } from './dev-server.js';
