// What a site instance mounts: the versions it serves (read and watched from the registry), which
// of them each visit gets (canary cohorts, previews), and the canary guard's loop.
export { createSiteVersions } from './serving/site-versions.js';
export type { ResolvedVersions, RunningCanary, SiteVersions } from './serving/site-versions.js';
export { createVisits } from './serving/visit.js';
export { createNewsLaunches } from './serving/news-launches.js';
export type { Visit, Visits } from './serving/visit.js';
export { createPreviews } from './serving/previews.js';
export type { Previews, RequestPreview } from './serving/previews.js';
export { launchPreviewCookie, previewCookieName, readPreview, signPreview } from './serving/preview-token.js';
export type { Preview } from './serving/preview-token.js';
export { createStoreVersions } from './serving/store-versions.js';
export type { StoreVersions } from './serving/store-versions.js';
export { cohortCookie, crawler } from './serving/cohort.js';
export { createCanaryGuard } from './guard/canary-guard.js';
export type { CanaryGuard, GuardVerdict } from './guard/canary-guard.js';
export { guardSettings, guardSettingsSchema } from './guard/judge.js';
export { siteEnvSchema, siteOrigin } from './site-env.js';
export type { GuardSettings } from './guard/judge.js';
// A launch's preview reads the launches' tables (Node and the database): `@site/release/launch-previews`.
export type { LaunchPreview, LaunchPreviews } from './serving/launch-previews.js';
