import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { smsRefusalReasons, type SiteEventsListener, type SmsOutcome } from '@site/api';
import { remoteNames, type RemoteName } from '@site/federation/remotes';
import type { RenderResult } from '@site/federation/render-contract';
import type { PageCache } from './page-cache.js';
import type { ResolvedVersions, SiteVersions } from '@site/release/site';

export type RequestKind = 'page' | 'api' | 'asset' | 'other';
const requestKinds: readonly RequestKind[] = ['page', 'api', 'asset', 'other'];

/** Routes the shell answers itself that are neither pages nor files. */
const otherRoutes = new Set(['/registry.json', '/robots.txt', '/sitemap.xml', '/en/sitemap.xml', '/preview/*']);

/**
 * What a request was, from the route that answered it: the API (everything under /api), a page
 * (the catch-all page route), a static file (the shell's and the remotes' builds, public files),
 * or anything else (the registry, robots.txt, sitemaps, preview links, requests no route took).
 */
export function requestKind(route: string | undefined, url: string): RequestKind {
  if (url.startsWith('/api/') || url === '/api' || url.startsWith('/api?')) return 'api';
  if (route === '/*') return 'page';
  if (route === undefined || otherRoutes.has(route)) return 'other';
  return 'asset';
}

type ReportedEvent = Parameters<SiteEventsListener>[0][number];

/**
 * The site's Prometheus metrics (README, "Metrics"). Label values are bounded: fixed kinds,
 * stages and reasons, HTTP status codes, remote names and versions the registry named; never a
 * path or a message.
 */
export function createSiteMetrics(options: { versions: Pick<SiteVersions, 'load'>; processMetrics?: boolean }) {
  const register = new Registry();
  const registers = [register];
  // Node's own (process_*, nodejs_*: memory, CPU, event-loop delay, handles), read at each scrape.
  if (options.processMetrics !== false) collectDefaultMetrics({ register });

  // Plain counts on the hot path (every request): prom-client's labelled counters are read at a scrape.
  const requestCounts = new Map<RequestKind, Map<number, number>>(requestKinds.map((kind) => [kind, new Map()]));
  new Counter({
    name: 'site_http_requests_total',
    help: 'HTTP requests answered on the public port, by kind (page, api, asset, other) and status code.',
    labelNames: ['kind', 'status'],
    registers,
    collect() {
      this.reset();
      for (const [kind, byStatus] of requestCounts) for (const [status, count] of byStatus) this.inc({ kind, status: String(status) }, count);
    },
  });

  const renderSeconds = new Histogram({
    name: 'site_render_duration_seconds',
    help: 'Server renders (page-cache misses and previews) in seconds, by the area on the page: remote and version ("none" when the page has no area).',
    labelNames: ['remote', 'version'],
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const areaFailures = new Counter({
    name: 'site_area_failures_total',
    help: "Server renders that showed an area's error block, by remote, version and stage: load (module, messages or data), render (it threw while rendering), timeout (REMOTE_TIMEOUT_MS or the page deadline).",
    labelNames: ['remote', 'version', 'stage'],
    registers,
  });

  let pageCache: Pick<PageCache, 'stats'> | undefined;
  const cacheStats = () => pageCache?.stats() ?? { entries: 0, bytes: 0, hits: 0, misses: 0 };
  new Counter({
    name: 'site_page_cache_hits_total',
    help: 'Page requests answered from the page cache, without a server render.',
    registers,
    collect() {
      this.reset();
      this.inc(cacheStats().hits);
    },
  });
  new Counter({
    name: 'site_page_cache_misses_total',
    help: 'Page requests the page cache did not hold, so rendered (concurrent requests for one page share one render).',
    registers,
    collect() {
      this.reset();
      this.inc(cacheStats().misses);
    },
  });
  new Gauge({
    name: 'site_page_cache_bytes',
    help: 'Memory the page cache counts for the pages it holds (bounded by PAGE_CACHE_MB).',
    registers,
    collect() {
      this.set(cacheStats().bytes);
    },
  });
  new Gauge({
    name: 'site_page_cache_entries',
    help: 'Pages the page cache holds.',
    registers,
    collect() {
      this.set(cacheStats().entries);
    },
  });

  // Versions the registry served since this process started: browser reports of any other version
  // (made up, or from a preview) are counted as "other", so a browser cannot add label values.
  const servedVersions = new Map<RemoteName, Set<string>>(remoteNames.map((remote) => [remote, new Set()]));
  const noteServed = (live: ResolvedVersions) => {
    for (const remote of remoteNames) servedVersions.get(remote)!.add(live.browser[remote].version);
    for (const canary of live.canaries) servedVersions.get(canary.remote)!.add(canary.version);
  };
  const loadRegistry = () =>
    options.versions.load().then(
      (live) => {
        noteServed(live);
        return live;
      },
      () => undefined,
    );
  new Gauge({
    name: 'site_remote_version_info',
    help: 'The versions the registry serves, always 1: role="active" for every visitor, role="canary" for a share of them.',
    labelNames: ['remote', 'version', 'role'],
    registers,
    async collect() {
      const live = await loadRegistry();
      this.reset();
      if (!live) return;
      for (const remote of remoteNames) this.set({ remote, version: live.browser[remote].version, role: 'active' }, 1);
      for (const canary of live.canaries) this.set({ remote: canary.remote, version: canary.version, role: 'canary' }, 1);
    },
  });
  new Gauge({
    name: 'site_remote_canary_percent',
    help: "The share of visitors (percent) given each running canary's version.",
    labelNames: ['remote', 'version'],
    registers,
    async collect() {
      const live = await loadRegistry();
      this.reset();
      for (const canary of live?.canaries ?? []) this.set({ remote: canary.remote, version: canary.version }, canary.percent);
    },
  });

  const browserReports = new Counter({
    name: 'site_browser_reports_total',
    help: 'Reports browsers sent about the areas they ran (POST /api/site/events), by remote, version and kind (view, error, chunk, hydration, area-failed); a version this instance never served counts as version="other".',
    labelNames: ['remote', 'version', 'kind'],
    registers,
  });

  const smsSent = new Counter({
    name: 'site_sms_sent_total',
    help: 'Verification codes the API handed to the SMS provider.',
    registers,
  });
  const smsRefused = new Counter({
    name: 'site_sms_refused_total',
    help: `Requests for a verification code the API refused, by reason (${smsRefusalReasons.join(', ')}).`,
    labelNames: ['reason'],
    registers,
  });
  for (const reason of smsRefusalReasons) smsRefused.inc({ reason }, 0);

  return {
    register,
    /** One answer on the public port (an onResponse hook). */
    countRequest(route: string | undefined, url: string, status: number): void {
      const byStatus = requestCounts.get(requestKind(route, url))!;
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    },
    /** One server render: how long it took, and the stage its area failed at, if it did. */
    countRender(result: RenderResult, seconds: number): void {
      const area = 'area' in result ? result.area : undefined;
      renderSeconds.observe({ remote: area?.remote ?? 'none', version: area?.version ?? 'none' }, seconds);
      if (area?.failedAt) areaFailures.inc({ remote: area.remote, version: area.version, stage: area.failedAt });
    },
    /** The page cache whose hits, misses and size are reported. */
    watchPageCache(cache: Pick<PageCache, 'stats'>): void {
      pageCache = cache;
    },
    /** Browser reports the API stored (its site-events listener). */
    async countReports(events: readonly ReportedEvent[]): Promise<void> {
      await loadRegistry();
      for (const { remote, version, kind } of events) {
        browserReports.inc({ remote, version: servedVersions.get(remote)?.has(version) ? version : 'other', kind });
      }
    },
    /** What became of a request for an SMS code (the API's onSmsOutcome). */
    countSms(outcome: SmsOutcome): void {
      if (outcome.result === 'sent') smsSent.inc();
      else smsRefused.inc({ reason: outcome.reason });
    },
  };
}

export type SiteMetrics = ReturnType<typeof createSiteMetrics>;

/**
 * The metrics' own listener: `GET /metrics` in Prometheus' text format and nothing else, on
 * `host:port` (loopback by default), never on the site's public port. Port 0: no listener. A port
 * another process holds (another instance on this machine) is logged and the site runs on
 * without one. Resolves to the function that closes it.
 */
export async function startMetricsListener(
  metrics: Pick<SiteMetrics, 'register'>,
  options: { port: number; host: string; log: FastifyBaseLogger },
): Promise<() => Promise<void>> {
  const { port, host, log } = options;
  if (port === 0) return async () => {};
  const server = createServer((request, response) => void answer(metrics.register, request, response, log));
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const why = error.code === 'EADDRINUSE' ? `port ${port} is in use (another instance on this machine?)` : String(error);
      log.warn({ host, port, code: error.code }, `metrics listener not started: ${why}; this instance runs without one`);
      resolve(false);
    });
    server.listen(port, host, () => resolve(true));
  });
  if (!listening) return async () => {};
  server.on('error', (error) => log.error({ err: error }, 'metrics listener failed'));
  log.info({ host, port }, `metrics at http://${host.includes(':') ? `[${host}]` : host}:${port}/metrics`);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}

async function answer(register: Registry, request: IncomingMessage, response: ServerResponse, log: FastifyBaseLogger): Promise<void> {
  response.setHeader('cache-control', 'no-store');
  response.setHeader('x-content-type-options', 'nosniff');
  const path = (request.url ?? '/').split('?')[0];
  if (path !== '/metrics') return void response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: the metrics are at /metrics\n');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return void response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method not allowed\n');
  }
  try {
    const text = await register.metrics();
    response.writeHead(200, { 'content-type': register.contentType }).end(request.method === 'HEAD' ? undefined : text);
  } catch (error) {
    log.error({ err: error }, 'metrics could not be collected');
    response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics could not be collected\n');
  }
}
