import { expect, test } from '@playwright/test';
import { metricsPort } from '../support/environment';
import { waitForHydration } from '../support/page-problems';
import { activeVersion } from '../support/registry';

// The e2e site's Prometheus metrics, read as a scraper reads them: on their own port, never the site's.
const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;

async function scrape(): Promise<string> {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The value of one sample (`name{labels}`), 0 when the scrape has none yet. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .join(',');
  const prefix = wanted ? `${name}{${wanted}} ` : `${name} `;
  const line = text.split('\n').find((candidate) => candidate.startsWith(prefix));
  return line === undefined ? 0 : Number(line.slice(prefix.length));
}

/** The sum of every sample of `name` (whatever its labels). */
function total(text: string, name: string): number {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

test('a page, an API call and a browser report move the counters on the metrics port', async ({ page, request }) => {
  const content = activeVersion('content');
  const before = await scrape();

  const response = await page.goto('/en/about');
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  expect((await request.get('/api/website/news/list?display=1&language=en')).status()).toBe(200);
  expect((await request.post('/api/website/sendMessage', { headers: { 'content-type': 'application/json' }, data: '{}' })).status()).toBe(400);

  const after = await scrape();
  expect(sample(after, 'site_http_requests_total', { kind: 'page', status: '200' })).toBeGreaterThan(sample(before, 'site_http_requests_total', { kind: 'page', status: '200' }));
  expect(sample(after, 'site_http_requests_total', { kind: 'api', status: '200' })).toBeGreaterThan(sample(before, 'site_http_requests_total', { kind: 'api', status: '200' }));
  expect(sample(after, 'site_http_requests_total', { kind: 'asset', status: '200' }) + sample(after, 'site_http_requests_total', { kind: 'asset', status: '304' })).toBeGreaterThan(0);
  expect(sample(after, 'site_sms_refused_total', { reason: 'invalid-request' })).toBe(sample(before, 'site_sms_refused_total', { reason: 'invalid-request' }) + 1);
  // The page came from the cache or from a render: either way the cache counted it.
  expect(total(after, 'site_page_cache_hits_total') + total(after, 'site_page_cache_misses_total')).toBeGreaterThan(
    total(before, 'site_page_cache_hits_total') + total(before, 'site_page_cache_misses_total'),
  );
  expect(total(after, 'site_render_duration_seconds_count')).toBeGreaterThan(0);
  expect(sample(after, 'site_remote_version_info', { remote: 'content', version: content, role: 'active' })).toBe(1);

  // The hydrated area's view reaches the API with the next beacon (batched), then the counter.
  const views = { remote: 'content', version: content, kind: 'view' };
  await expect.poll(async () => sample(await scrape(), 'site_browser_reports_total', views), { timeout: 15_000 }).toBeGreaterThan(sample(before, 'site_browser_reports_total', views));
});

test('/metrics is not on the public port: it is the site\'s 404 page; the metrics port serves nothing else', async ({ request }) => {
  for (const path of ['/metrics', '/en/metrics']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const body = await response.text();
    expect(body).toContain(`Page Not Found: ${path}`);
    expect(body).not.toContain('site_http_requests_total');
  }
  expect((await fetch(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);
  expect((await fetch(`http://127.0.0.1:${metricsPort}/registry.json`)).status).toBe(404);
});
