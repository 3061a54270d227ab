import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import cookie from '@fastify/cookie';
import staticFiles from '@fastify/static';
import { apiPlugin, createApiContext, failure, routerRefusal } from '@site/api';
import { findRevisionById } from '@site/newsroom';
import { devServerVersion } from '@site/federation/dev-server';
import { isRemoteName, servedVersions, versionPattern } from '@site/federation/remotes';
import { areaManifestFile } from '@site/federation/area-manifest';
import type { ShellConfig } from './config.js';
import { loadRenderBundle, type RenderBundle } from './render-bundle.js';
import { createPageCache } from './page-cache.js';
import { createPageActions } from './page-actions.js';
import { createSiteMetrics, startMetricsListener } from './metrics.js';
import { previewRoutes } from './preview-routes.js';
import { helmetOptions, isHttps, markHttps, strictTransportSecurity } from './security-headers.js';
import { createLaunchPreviews } from '@site/release/launch-previews';
import { createCanaryGuard, createNewsLaunches, createPreviews, createSiteVersions, createStoreVersions, createVisits, launchPreviewCookie } from '@site/release/site';
import { createRequestHandler, pageRoutes } from './page-routes.js';
import { buildSitemap, createSitemaps, robotsTxt } from './sitemap.js';
import { createReadiness, healthRoutes } from './readiness.js';
import { drainOnClose } from './drain.js';
import { isVersionAsset } from './store-paths.js';
import { startSiteJobs } from './site-jobs.js';

const shellDist = resolve(import.meta.dirname, '..');
const publicDir = resolve(import.meta.dirname, '../../public');
const immutable = { maxAge: '365d', immutable: true } as const;
/** Scripts and styles are sent as the build compressed them (.br/.gz beside each), by what the browser accepts. */
const precompressed = {
  preCompressed: true,
  setHeaders: (response: { setHeader(name: string, value: string): unknown }, path: string) => {
    if (/\.(js|css|json)(\.br|\.gz)?$/.test(path)) response.setHeader('vary', 'accept-encoding');
  },
} as const;

/**
 * The shell server: static files, the API, and a server render for every page. `bundle`: the
 * shell's build to render with (`npm run dev` passes the one its dev server keeps rebuilding).
 */
export async function buildShellApp(config: ShellConfig, options: { bundle?: RenderBundle } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.NODE_ENV === 'test' ? 'warn' : 'info' },
    // One log line per request (thousands a second under load) costs more than a cached page;
    // failures and slow answers are logged below.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: false,
    // While it drains (SIGTERM), a request that arrives on an open connection is still answered.
    return503OnClosing: false,
    frameworkErrors: (error, _request, reply) => {
      const refusal = routerRefusal(error);
      return (reply as FastifyReply).status(refusal.statusCode).send(failure(refusal.code, refusal.message));
    },
  });
  app.decorateRequest('viaHttps', false);
  app.addHook('onRequest', markHttps(config.TRUSTED_PROXY_COUNT));
  app.addHook('onResponse', async (request, reply) => {
    const ms = reply.elapsedTime;
    if (reply.statusCode >= 500 || ms > 1000) request.log.warn({ url: request.url, status: reply.statusCode, ms: Math.round(ms) }, 'slow or failed request');
  });
  const bundle = options.bundle ?? (await loadRenderBundle(shellDist));
  // Stored versions' manifests are read from the store, not fetched from this server.
  await bundle.readManifestsFrom((remote, version) => readStoredManifest(config.REMOTES_DIR, remote, version));
  // The versions this instance serves (the registry, read and watched; @site/release).
  const versions = createSiteVersions({
    file: config.registryFile,
    databaseUrl: config.DATABASE_URL,
    internalOrigin: config.internalOrigin,
    allowedOrigins: config.REMOTE_ORIGINS,
    ...(config.REMOTES_URL ? { remotesUrl: config.REMOTES_URL } : {}),
  });
  // Prometheus metrics, on their own listener (METRICS_PORT) once the site listens; never on this port.
  const metrics = createSiteMetrics({ versions });
  app.addHook('onResponse', (request, reply, done) => {
    metrics.countRequest(request.routeOptions.url, request.url, reply.statusCode);
    done();
  });
  let closeMetrics = async () => {};
  app.addHook('onListen', async () => {
    closeMetrics = await startMetricsListener(metrics, { port: config.METRICS_PORT, host: config.METRICS_HOST, log: app.log });
  });
  app.addHook('onClose', () => closeMetrics());

  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(helmet, helmetOptions(config));
  app.addHook('onSend', async (request, reply) => strictTransportSecurity(request, reply));

  // Hashed shell assets and versioned remote folders never change: cache them for good.
  await app.register(staticFiles, { root: join(shellDist, 'web'), prefix: '/shell/', ...immutable, ...precompressed });
  // Of the store, only the versions' builds: never a record beside them (release.json), a staging
  // folder, or anything an operator left there.
  await app.register(staticFiles, { root: config.REMOTES_DIR, prefix: '/remotes/', decorateReply: false, allowedPath: isVersionAsset, ...immutable, ...precompressed });
  await app.register(staticFiles, { root: publicDir, prefix: '/', decorateReply: false, wildcard: false, maxAge: '1h' });

  // The API on the same origin (no extra connection for the browser); it owns everything under /api.
  // Browser reports count only for versions this site can serve (a made-up name adds no rows).
  const storeVersions = createStoreVersions(config.REMOTES_DIR);
  // Which versions each visit gets: the live ones, a canary cohort's, a preview's (@site/release).
  // The database is opened with the API below: a launch's preview link is checked once requests come.
  const launchPreviews = createLaunchPreviews({ db: () => api.database.db, store: storeVersions });
  const previews = createPreviews({ secret: config.RELEASE_PREVIEW_SECRET, store: storeVersions, storeOverHttp: Boolean(config.REMOTES_URL), launches: launchPreviews });
  const visits = createVisits({ versions, previews });
  const api = await createApiContext(
    {
      env: { ...process.env, DATA_DIR: config.DATA_DIR },
      exemptLoopback: true,
      onSmsOutcome: (outcome) => metrics.countSms(outcome),
      acceptsSiteEventVersion: (remote, version) => version === devServerVersion || storeVersions.has(remote, version) || versions.serves(remote, version),
      previewCopies: findRevisionById,
      newsLaunches: createNewsLaunches(versions, visits, launchPreviews),
    },
    app.log,
  );
  api.siteEvents.onRecorded((events) => void metrics.countReports(events));
  const stopJobs = await startSiteJobs(api);
  app.addHook('onClose', async () => {
    stopJobs();
    await api.close();
  });
  await app.register(apiPlugin, { context: api });

  // Ready for visitors once every area is loaded here (from the moment it listens: the server loads
  // its areas' Node builds from itself) and the database answers; not from SIGTERM on.
  const readiness = createReadiness({
    versions,
    warmUp: bundle.warmUp,
    pingDatabase: () => api.database.ping(),
    timeoutMs: Math.max(config.REMOTE_TIMEOUT_MS, 5_000),
    log: app.log,
    follow: config.NODE_ENV !== 'development',
  });
  app.addHook('onListen', async () => readiness.start());
  app.addHook('preClose', async () => readiness.stopping());
  app.addHook('onClose', async () => readiness.stop());
  await app.register(healthRoutes, { readiness });
  // Once not ready (the hook above runs first), the server drains: no new connections, answers with `Connection: close`.
  drainOnClose(app);

  // The browser asks before each navigation which versions it gets, with the page token for them (a
  // report from a page navigated to carries it). A new visitor's cohort is drawn by a page, not here.
  app.get('/registry.json', async (request, reply) => {
    const visit = await visits(request, reply, { draw: false, secure: isHttps(request) });
    const answer = { remotes: visit.served.browser, reportToken: api.pageTokens.sign(servedVersions(visit.served.browser)) };
    if (visit.preview) return reply.header('cache-control', 'private, no-store').send(answer);
    if (visit.canaryRunning) reply.header('vary', 'Cookie');
    return reply.header('cache-control', visit.canaryRunning ? 'private, no-cache' : 'no-cache').send(answer);
  });
  await app.register(previewRoutes, { previews, launchPreviews, bundle, versions });

  const contentVersion = shared(() => api.contentVersion());
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(robotsTxt(config.siteOrigin)),
  );
  // The sitemaps list the active versions' pages (never a canary's or an area's preview); a launch's
  // preview link shows the sitemaps as the launch will make them, to its holder alone.
  const sitemaps = createSitemaps({
    origin: config.siteOrigin,
    pages: async () => {
      const live = await versions.load();
      return { key: live.key, ...(await bundle.sitemapPaths(live.internal)) };
    },
    articles: async () => api.sitemapNews((await versions.load()).launches),
    contentVersion,
  });
  for (const [url, locale] of [['/sitemap.xml', 'zh'], ['/en/sitemap.xml', 'en']] as const) {
    app.get(url, async (request, reply) => {
      reply.type('application/xml; charset=utf-8');
      const launch = request.cookies[launchPreviewCookie] ? await launchPreviews.check(request.cookies[launchPreviewCookie]) : undefined;
      if (!launch) return reply.header('cache-control', 'public, max-age=300').send(await sitemaps(locale));
      const live = await versions.load();
      const served = versions.withPreview(live, launch.records);
      const [pages, articles] = await Promise.all([bundle.sitemapPaths(served.internal), api.sitemapNews(live.launches, launch.news)]);
      return reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex').send(await buildSitemap(config.siteOrigin, locale, pages, articles));
    });
  }

  // While a canary runs, the browsers' reports decide whether it goes on: the site mounts the
  // guard's loop, the judgement is @site/release's.
  const guard = createCanaryGuard({ versions, reports: api.siteEvents, ...config.guard });
  guard.start();
  app.addHook('onClose', async () => {
    guard.stop();
    await versions.close();
  });
  const cache = createPageCache(config.PAGE_CACHE_MB * 1024 * 1024);
  metrics.watchPageCache(cache);
  const handlePage = createRequestHandler({ config, visits, bundle, cache, contentVersion, previews, metrics, pageTokens: api.pageTokens, newsPreviews: api.newsPreviews });
  // Every page (GET), and the plain form posts to pages with a server action (the contact form
  // without scripts), whose next state is a page GET too.
  const pageActions = createPageActions({ api, bundle, visits, handlePage, remoteTimeoutMs: config.REMOTE_TIMEOUT_MS });
  await app.register(pageRoutes, { handlePage, showStep: pageActions.showStep });
  await app.register(pageActions.routes);
  return app;
}

/** A stored version's manifest (`<store>/<remote>/<version>/web/area.json`), or undefined when the store does not have it. */
async function readStoredManifest(remotesDir: string, remote: string, version: string): Promise<unknown> {
  if (!isRemoteName(remote) || !versionPattern.test(version) || version.startsWith('.')) return undefined;
  const text = await readFile(join(remotesDir, remote, version, 'web', areaManifestFile), 'utf8').catch(() => undefined);
  return text === undefined ? undefined : (JSON.parse(text) as unknown);
}

/** Concurrent callers share one call in flight (one database read for a burst of requests). */
function shared<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= read().finally(() => {
      pending = undefined;
    }));
}
