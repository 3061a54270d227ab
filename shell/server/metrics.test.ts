// @vitest-environment node
import { createServer } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, test } from 'vitest';
import type { Registry } from '@site/federation/remotes';
import { createCachedPage, createPageCache } from './page-cache';
import type { ResolvedVersions, RunningCanary } from '@site/release/site';
import { createSiteMetrics, requestKind, startMetricsListener } from './metrics';

const record = (version: string) => ({ version, web: `/remotes/x/${version}/web/remoteEntry.js`, node: `/remotes/x/${version}/node/remoteEntry.js` });
const registryAt = (parts: string, canaries: RunningCanary[] = []): ResolvedVersions => {
  const browser: Registry = { products: record('1.0.0'), parts: record(parts), content: record('1.0.0'), contact: record('1.0.0') };
  const live: ResolvedVersions = { browser, internal: browser, key: parts, canaries, forBucket: () => live };
  return live;
};

function metricsWith(live: () => ResolvedVersions = () => registryAt('1.0.0')) {
  return createSiteMetrics({ versions: { load: async () => live() }, processMetrics: false });
}

/** The sample of `name` with exactly these labels, from the Prometheus text a scraper reads. */
async function sample(metrics: ReturnType<typeof metricsWith>, name: string, labels: Record<string, string> = {}): Promise<number | undefined> {
  const text = await metrics.register.metrics();
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .join(',');
  const line = text.split('\n').find((candidate) => candidate.startsWith(wanted ? `${name}{${wanted}} ` : `${name} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

const silentLog = () => {
  const lines: string[] = [];
  const log = { info: (...args: unknown[]) => lines.push(String(args.at(-1))), error: (...args: unknown[]) => lines.push(String(args.at(-1))), warn: (...args: unknown[]) => lines.push(String(args.at(-1))) };
  return { lines, log: log as unknown as FastifyBaseLogger };
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('site metrics', () => {
  test('tells requests apart by kind, from the route that answered', () => {
    expect(requestKind('/*', '/en/parts/d90')).toBe('page');
    expect(requestKind('/*', '/api')).toBe('api');
    expect(requestKind('/api/website/news/list', '/api/website/news/list?display=1')).toBe('api');
    expect(requestKind(undefined, '/api/nothing-here')).toBe('api');
    expect(requestKind('/shell/*', '/shell/static/js/index.js')).toBe('asset');
    expect(requestKind('/remotes/*', '/remotes/parts/1.0.0/web/remoteEntry.js')).toBe('asset');
    expect(requestKind('/favicon.svg', '/favicon.svg')).toBe('asset');
    expect(requestKind('/registry.json', '/registry.json')).toBe('other');
    expect(requestKind('/en/sitemap.xml', '/en/sitemap.xml')).toBe('other');
    expect(requestKind(undefined, '/en/about')).toBe('other');
  });

  test('counts each answer by kind and status', async () => {
    const metrics = metricsWith();
    expect(await sample(metrics, 'site_http_requests_total', { kind: 'page', status: '200' })).toBeUndefined();
    metrics.countRequest('/*', '/en', 200);
    metrics.countRequest('/*', '/en/about', 200);
    metrics.countRequest('/*', '/en/nothing', 404);
    metrics.countRequest('/api/website/sendMessage', '/api/website/sendMessage', 429);
    expect(await sample(metrics, 'site_http_requests_total', { kind: 'page', status: '200' })).toBe(2);
    expect(await sample(metrics, 'site_http_requests_total', { kind: 'page', status: '404' })).toBe(1);
    expect(await sample(metrics, 'site_http_requests_total', { kind: 'api', status: '429' })).toBe(1);
    // Counters: a second scrape reads the same totals, not twice them.
    expect(await sample(metrics, 'site_http_requests_total', { kind: 'page', status: '200' })).toBe(2);
  });

  test('times renders per area and version, and counts area failures by stage', async () => {
    const metrics = metricsWith();
    const rendered = { status: 200, html: '', areaFailed: false };
    metrics.countRender({ ...rendered, area: { remote: 'parts', version: '1.2.0' } }, 0.04);
    metrics.countRender({ ...rendered, area: { remote: 'parts', version: '1.2.0' } }, 0.3);
    metrics.countRender({ ...rendered, status: 404 }, 0.01);
    metrics.countRender({ ...rendered, areaFailed: true, area: { remote: 'content', version: '2.0.0', failedAt: 'timeout' } }, 3);
    metrics.countRender({ ...rendered, areaFailed: true, area: { remote: 'content', version: '2.0.0', failedAt: 'load' } }, 0.02);
    metrics.countRender({ status: 301, location: '/en/parts/d90' }, 0.001);
    expect(await sample(metrics, 'site_render_duration_seconds_count', { remote: 'parts', version: '1.2.0' })).toBe(2);
    expect(await sample(metrics, 'site_render_duration_seconds_bucket', { le: '0.05', remote: 'parts', version: '1.2.0' })).toBe(1);
    expect(await sample(metrics, 'site_render_duration_seconds_sum', { remote: 'parts', version: '1.2.0' })).toBeCloseTo(0.34);
    expect(await sample(metrics, 'site_render_duration_seconds_count', { remote: 'none', version: 'none' })).toBe(2);
    expect(await sample(metrics, 'site_area_failures_total', { remote: 'content', version: '2.0.0', stage: 'timeout' })).toBe(1);
    expect(await sample(metrics, 'site_area_failures_total', { remote: 'content', version: '2.0.0', stage: 'load' })).toBe(1);
    expect(await sample(metrics, 'site_area_failures_total', { remote: 'parts', version: '1.2.0', stage: 'render' })).toBeUndefined();
  });

  test("reports the page cache's hits, misses and size", async () => {
    const metrics = metricsWith();
    const cache = createPageCache(1024 * 1024);
    metrics.watchPageCache(cache);
    const render = async () => createCachedPage({ status: 200, html: '<p>parts</p>', cacheable: true, ttlMs: 60_000 });
    await cache.getOrRender('/en/parts', render);
    await cache.getOrRender('/en/parts', render);
    await cache.getOrRender('/en/parts', render);
    expect(await sample(metrics, 'site_page_cache_misses_total')).toBe(1);
    expect(await sample(metrics, 'site_page_cache_hits_total')).toBe(2);
    expect(await sample(metrics, 'site_page_cache_entries')).toBe(1);
    expect(await sample(metrics, 'site_page_cache_bytes')).toBe(cache.stats().bytes);
    expect(cache.stats().bytes).toBeGreaterThan(0);
  });

  test('names the active and canary versions of each remote as the registry changes', async () => {
    let live = registryAt('1.0.0', [{ remote: 'parts', version: '1.1.0', percent: 20, since: 0 }]);
    const metrics = metricsWith(() => live);
    expect(await sample(metrics, 'site_remote_version_info', { remote: 'parts', version: '1.0.0', role: 'active' })).toBe(1);
    expect(await sample(metrics, 'site_remote_version_info', { remote: 'parts', version: '1.1.0', role: 'canary' })).toBe(1);
    expect(await sample(metrics, 'site_remote_version_info', { remote: 'contact', version: '1.0.0', role: 'active' })).toBe(1);
    expect(await sample(metrics, 'site_remote_canary_percent', { remote: 'parts', version: '1.1.0' })).toBe(20);
    live = registryAt('1.1.0');
    expect(await sample(metrics, 'site_remote_version_info', { remote: 'parts', version: '1.1.0', role: 'active' })).toBe(1);
    expect(await sample(metrics, 'site_remote_version_info', { remote: 'parts', version: '1.1.0', role: 'canary' })).toBeUndefined();
    expect(await sample(metrics, 'site_remote_version_info', { remote: 'parts', version: '1.0.0', role: 'active' })).toBeUndefined();
    expect(await sample(metrics, 'site_remote_canary_percent', { remote: 'parts', version: '1.1.0' })).toBeUndefined();
  });

  test('counts browser reports by remote, version and kind; a version never served is "other"', async () => {
    const metrics = metricsWith(() => registryAt('1.0.0', [{ remote: 'parts', version: '1.1.0', percent: 50, since: 0 }]));
    const event = { remote: 'parts', version: '1.1.0', path: '/en/parts/d90', locale: 'en' } as const;
    await metrics.countReports([
      { ...event, kind: 'view' },
      { ...event, kind: 'view' },
      { ...event, kind: 'error', message: 'boom' },
      { ...event, version: '1.0.0', kind: 'view' },
      { ...event, version: '9.9.9-made-up', kind: 'chunk', message: 'x' },
    ]);
    expect(await sample(metrics, 'site_browser_reports_total', { remote: 'parts', version: '1.1.0', kind: 'view' })).toBe(2);
    expect(await sample(metrics, 'site_browser_reports_total', { remote: 'parts', version: '1.1.0', kind: 'error' })).toBe(1);
    expect(await sample(metrics, 'site_browser_reports_total', { remote: 'parts', version: '1.0.0', kind: 'view' })).toBe(1);
    expect(await sample(metrics, 'site_browser_reports_total', { remote: 'parts', version: 'other', kind: 'chunk' })).toBe(1);
    expect(await metrics.register.metrics()).not.toContain('9.9.9-made-up');
  });

  test('counts SMS sends and refusals by reason, every reason listed from the start', async () => {
    const metrics = metricsWith();
    expect(await sample(metrics, 'site_sms_refused_total', { reason: 'cooldown' })).toBe(0);
    expect(await sample(metrics, 'site_sms_sent_total')).toBe(0);
    metrics.countSms({ result: 'sent' });
    metrics.countSms({ result: 'refused', reason: 'cooldown' });
    metrics.countSms({ result: 'refused', reason: 'cooldown' });
    metrics.countSms({ result: 'refused', reason: 'provider-failed' });
    expect(await sample(metrics, 'site_sms_sent_total')).toBe(1);
    expect(await sample(metrics, 'site_sms_refused_total', { reason: 'cooldown' })).toBe(2);
    expect(await sample(metrics, 'site_sms_refused_total', { reason: 'provider-failed' })).toBe(1);
    expect(await sample(metrics, 'site_sms_refused_total', { reason: 'daily-budget' })).toBe(0);
  });

  test('every metric has help text and the site_ prefix', async () => {
    const metrics = metricsWith();
    const text = await metrics.register.metrics();
    const names = [...text.matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1]!);
    expect(names.length).toBeGreaterThanOrEqual(12);
    for (const name of names) {
      expect(name).toMatch(/^site_/);
      expect(text).toMatch(new RegExp(`^# HELP ${name} \\S.{20,}$`, 'm'));
    }
  });
});

describe('metrics listener', () => {
  test('serves GET /metrics in the Prometheus text format, and nothing else', async () => {
    const metrics = metricsWith();
    metrics.countRequest('/*', '/en', 200);
    const port = await freePort();
    const close = await startMetricsListener(metrics, { port, host: '127.0.0.1', log: silentLog().log });
    try {
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(await response.text()).toContain('site_http_requests_total{kind="page",status="200"} 1');
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/metrics/x`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(405);
    } finally {
      await close();
    }
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });

  test('a port already in use is logged, and the instance goes on without a listener', async () => {
    const port = await freePort();
    const first = await startMetricsListener(metricsWith(), { port, host: '127.0.0.1', log: silentLog().log });
    const second = silentLog();
    try {
      const close = await startMetricsListener(metricsWith(), { port, host: '127.0.0.1', log: second.log });
      await close();
      expect(second.lines.join('\n')).toContain(`port ${port} is in use`);
      // The first instance still answers.
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(200);
    } finally {
      await first();
    }
  });

  test('port 0 starts nothing', async () => {
    const { lines, log } = silentLog();
    const close = await startMetricsListener(metricsWith(), { port: 0, host: '127.0.0.1', log });
    await close();
    expect(lines).toEqual([]);
  });
});
