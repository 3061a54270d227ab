import type { SiteEvent } from '@site/contracts';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { loadConfig, type ApiConfig } from './config/load-config.js';
import { migrateToLatest, withStartupLock } from './db/migrate.js';
import { openDatabase, type Database } from './db/open-database.js';
import { channelsFromConfig, EnquiryNotifier, type EnquiryChannel } from './enquiries/enquiry-notifier.js';
import { EnquiryService } from './enquiries/enquiry-service.js';
import { NewsCache } from './news/news-cache.js';
import { overlaySitemap, type NewsOverlayCopy } from './news/news-overlay.js';
import { NewsPreviews, type NewsPreviewCopies } from './news/news-previews.js';
import { listNewsForSitemap, readNewsVersion, type NewsSitemapRow } from './news/news-repository.js';
import { seedNews } from './news/seed-news.js';
import { AliyunSmsProvider } from './sms/aliyun-provider.js';
import { OutboxSmsProvider } from './sms/outbox-provider.js';
import { PageTokens, sharedSecret } from './site-events/page-tokens.js';
import { defaultSiteEventBounds, SiteEventsStore } from './site-events/site-events-store.js';
import { VisitorIds } from './site-events/visitor-ids.js';
import { pruneSmsRecords } from './sms/send-limits.js';
import type { SmsOutcomeListener } from './sms/sms-outcome.js';
import type { SmsProvider } from './sms/sms-provider.js';
import { SmsService } from './sms/sms-service.js';

export interface ApiOptions {
  /** Environment to read the configuration from; `process.env` by default. */
  env?: NodeJS.ProcessEnv;
  /** A ready configuration; skips reading `env`. */
  config?: ApiConfig;
  /** Replaces the configured SMS provider (tests use a counting fake). */
  smsProvider?: SmsProvider;
  /** Replaces the configured notification channels. */
  notificationChannels?: EnquiryChannel[];
  notificationRetryDelaysMs?: number[];
  /** Milliseconds since the epoch; tests move time forward (the request rate limits keep real time). */
  clock?: () => number;
  /** Skips loading the bundled news on first start. */
  skipSeed?: boolean;
  /**
   * The host renders pages that call this API over loopback (the shell's server render): such
   * calls, from this machine and not forwarded by a proxy, are not counted by the per-IP limits.
   */
  exemptLoopback?: boolean;
  /**
   * Which versions browser reports may name: reports of other versions are answered 204 and not
   * stored, so made-up version names cannot fill the tables. The host passes the versions it
   * knows (its store of remotes); every version is accepted when absent.
   */
  acceptsSiteEventVersion?: (remote: SiteEvent['remote'], version: string) => boolean;
  /** Hears each request for an SMS code: sent, or refused and why (the host counts them; see sms-outcome.ts). */
  onSmsOutcome?: SmsOutcomeListener;
  /** The newsroom's saved copies (revisions), for preview links (`?news-preview=`); none: no previews. */
  previewCopies?: NewsPreviewCopies;
  /** Which launches a news request's visit sees (the host knows the registry); none: only copies that went out with no launch. */
  newsLaunches?: NewsLaunches;
}

/**
 * The launches whose articles a news request may show: those its visit sees live, from its cohort
 * cookie, or from `view` (the ids a server render passes for the visit it renders). `personal`:
 * the answer depends on the visitor (a launch went live with a canary), so no shared cache keeps it.
 * `overlay`: the visit previews a launch (a signed link), whose copies show as it will publish them.
 */
export type NewsLaunches = (request: FastifyRequest, reply: FastifyReply, view: string | undefined) => Promise<{ seen: readonly number[]; personal: boolean; overlay?: readonly NewsOverlayCopy[] }>;

export interface ApiContext {
  config: ApiConfig;
  exemptLoopback: boolean;
  database: Database;
  clock: () => number;
  newsCache: NewsCache;
  /** Verifies the newsroom's preview links (`?news-preview=`). */
  newsPreviews: NewsPreviews;
  previewCopies?: NewsPreviewCopies;
  newsLaunches?: NewsLaunches;
  /** Changes whenever news changes, in this process or any other (the news CLI): page caches key on it. */
  contentVersion(): Promise<string>;
  /** Published articles of both languages (id, slug, language, last change), for the sitemaps; `launches`: those the sitemap's visitors see; `overlay`: a previewed launch's. */
  sitemapNews(launches?: readonly number[], overlay?: readonly NewsOverlayCopy[]): Promise<NewsSitemapRow[]>;
  smsProvider: SmsProvider;
  /** Present only with the development outbox provider. */
  outbox?: OutboxSmsProvider;
  sms: SmsService;
  enquiries: EnquiryService;
  notifier: EnquiryNotifier;
  /** Browser reports: recorded by `POST /api/site/events`, read by the shell and the release tool. */
  siteEvents: SiteEventsStore;
  /** Signs the versions a page was served with into it; a browser report counts only with such a token. */
  pageTokens: PageTokens;
  /** Tells the visitors who send reports apart without keeping their addresses. */
  visitorIds: VisitorIds;
  acceptsSiteEventVersion?: (remote: SiteEvent['remote'], version: string) => boolean;
  log: FastifyBaseLogger;
  close(): Promise<void>;
}

function smsProviderFor(config: ApiConfig, database: Database, clock: () => number): SmsProvider {
  if (config.sms.kind === 'outbox') return new OutboxSmsProvider(database.db, clock);
  return new AliyunSmsProvider(config.sms);
}

/**
 * Opens the store, runs migrations, seeds the news on first start and wires
 * the services. The Fastify plugin uses it; the CLIs use parts of it.
 */
export async function createApiContext(options: ApiOptions, log: FastifyBaseLogger): Promise<ApiContext> {
  const config = options.config ?? loadConfig(options.env ?? process.env);
  const clock = options.clock ?? Date.now;
  const database = openDatabase(config.database);
  const siteEvents = new SiteEventsStore(
    database.db,
    clock,
    { ...defaultSiteEventBounds, retentionDays: config.siteEventsRetentionDays },
    (err: unknown) => log.warn({ err }, 'a browser report listener failed'),
  );
  const visitorIds = new VisitorIds(database.db, clock);
  let pageTokens: PageTokens;
  try {
    await withStartupLock(database, async () => {
      await migrateToLatest(database);
      if (!options.skipSeed) await seedNews(database.db, clock());
    });
    await pruneSmsRecords(database.db, clock());
    await siteEvents.prune();
    pageTokens = new PageTokens(await sharedSecret(database.db, 'page-token-secret'), clock);
  } catch (error) {
    await database.close();
    throw error;
  }
  const smsProvider = options.smsProvider ?? smsProviderFor(config, database, clock);
  const outbox = smsProvider instanceof OutboxSmsProvider ? smsProvider : undefined;
  const sms = new SmsService(database, config, smsProvider, clock, log, options.onSmsOutcome);
  const notifier = new EnquiryNotifier(
    database.db,
    options.notificationChannels ?? channelsFromConfig(config.notify),
    log,
    clock,
    options.notificationRetryDelaysMs,
  );
  const enquiries = new EnquiryService(database, config, sms, notifier, clock, log);
  const newsCache = new NewsCache(() => readNewsVersion(database.db));
  const newsPreviews = new NewsPreviews(database.db, clock);
  const pruneTimer = setInterval(() => {
    pruneSmsRecords(database.db, clock()).catch((err: unknown) => log.warn({ err }, 'sms record pruning failed'));
    siteEvents.prune().catch((err: unknown) => log.warn({ err }, 'browser report pruning failed'));
    visitorIds.prune().catch((err: unknown) => log.warn({ err }, 'visitor key pruning failed'));
  }, 3600_000);
  pruneTimer.unref();
  await notifier.resumePending();
  return {
    config,
    exemptLoopback: options.exemptLoopback ?? false,
    database,
    clock,
    newsCache,
    newsPreviews,
    ...(options.previewCopies ? { previewCopies: options.previewCopies } : {}),
    ...(options.newsLaunches ? { newsLaunches: options.newsLaunches } : {}),
    contentVersion: () => newsCache.currentVersion(),
    sitemapNews: async (launches, overlay) => {
      const rows = await listNewsForSitemap(database.db, launches);
      return overlay ? overlaySitemap(rows, overlay) : rows;
    },
    smsProvider,
    ...(outbox ? { outbox } : {}),
    sms,
    enquiries,
    notifier,
    siteEvents,
    pageTokens,
    visitorIds,
    ...(options.acceptsSiteEventVersion ? { acceptsSiteEventVersion: options.acceptsSiteEventVersion } : {}),
    log,
    async close() {
      clearInterval(pruneTimer);
      await notifier.close();
      await database.close();
    },
  };
}
