export { buildApp, apiLoggerOptions, routerRefusal } from './build-app.js';
export { failure } from './http/envelope.js';
export type { BuildAppOptions } from './build-app.js';
export { apiPlugin } from './api-plugin.js';
export type { ApiPluginOptions } from './api-plugin.js';
export { createApiContext } from './api-context.js';
export type { ApiContext, ApiOptions, NewsLaunches } from './api-context.js';
export { loadConfig, ConfigError } from './config/load-config.js';
export type { ApiConfig } from './config/load-config.js';
export type { SmsProvider, SmsMessage } from './sms/sms-provider.js';
export { smsRefusalReasons } from './sms/sms-outcome.js';
export type { SmsOutcome, SmsOutcomeListener, SmsRefusalReason } from './sms/sms-outcome.js';
export type { EnquiryChannel } from './enquiries/enquiry-notifier.js';
export { SiteEventsStore } from './site-events/site-events-store.js';
export type {
  SiteEventCounts,
  SiteEventMessage,
  SiteEventsListener,
  SiteEventsMessagesQuery,
  SiteEventsPerMinute,
  SiteEventsPerMinuteQuery,
  SiteEventsReader,
  SiteEventsSummaryQuery,
  SiteEventVisitorCounts,
} from './site-events/site-events-store.js';
export { noSiteVitalFigures } from './site-events/site-vitals.js';
export type { SiteVitalFigures, SiteVitalsQuery } from './site-events/site-vitals.js';
export { openSiteEvents } from './site-events/open-site-events.js';
export { PageTokens } from './site-events/page-tokens.js';
export type { ServedVersions } from './site-events/page-tokens.js';
export { FormStepStore, eraseFormSteps } from './form-steps/form-step-store.js';
export type { FormStepClaim } from './form-steps/form-step-store.js';
export { crossSiteRefusal } from './http/request-guards.js';
export { registerRateLimits, rateLimitFor } from './http/rate-limit.js';
export type { OpenedSiteEvents, OpenSiteEventsOptions } from './site-events/open-site-events.js';
export { openSiteDatabase } from './db/open-site-database.js';
export { idColumn } from './db/id-column.js';
export { migrateHome, withStartupLock } from './db/migrate.js';
export { checkpointAfterErasure } from './db/open-database.js';
export type { Database, Engine } from './db/open-database.js';
export type { DatabaseSchema } from './db/database-schema.js';
export { csvCell } from './enquiries/enquiry-csv.js';
export { listEnquiriesSince, purgeEnquiriesBefore } from './enquiries/enquiry-repository.js';
export { importNewsFile } from './news/import-news-file.js';
export { listNewsForEditors } from './news/news-repository.js';
export { seedNews } from './news/seed-news.js';
export { networkOf } from './site-events/visitor-ids.js';
export type { EnquiryRow } from './enquiries/enquiry-repository.js';
export { EnquiryNotifier, channelsFromConfig } from './enquiries/enquiry-notifier.js';
export { NewsPreviews, defaultPreviewTtlMs, maxPreviewTtlMs } from './news/news-previews.js';
export type { NewsPreviewCopies, NewsPreviewCopy, PreviewLink, PreviewRevisions } from './news/news-previews.js';
export { bumpNewsVersion, insertNewsRow } from './news/news-repository.js';
export { sanitizeNewsHtml } from './news/sanitize-html.js';
export { coverRenditionPattern } from './news/news-covers.js';
export type { NewsTable, EnquiryTable } from './db/database-schema.js';
export type { NewsOverlayCopy } from './news/news-overlay.js';
export { sharedSecret } from './site-events/page-tokens.js';
