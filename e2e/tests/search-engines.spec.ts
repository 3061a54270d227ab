import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eEnv, e2ePort } from '../support/environment';

const origin = `http://localhost:${e2ePort}`;
const repoRoot = resolve(import.meta.dirname, '../..');

interface NewsItem {
  id: number;
  title: string;
}

const newsOf = async (request: import('@playwright/test').APIRequestContext, language: 'zh' | 'en') =>
  ((await (await request.get(`/api/website/news/list?display=1&language=${language}`)).json()) as { data: { items: NewsItem[] } }).data.items;

/** The <url> block of one address in a sitemap. */
const entry = (xml: string, loc: string) => new RegExp(`<url><loc>${loc.replace(/[.?]/g, '\\$&')}</loc>.*?</url>`).exec(xml)?.[0];

test('robots.txt lets crawlers in, keeps them out of the API and the server builds, and names both sitemaps', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await robots.text();
  for (const line of ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Allow: /api/website/news/cover/', 'Disallow: /remotes/*/*/node/', `Sitemap: ${origin}/sitemap.xml`, `Sitemap: ${origin}/en/sitemap.xml`]) {
    expect(text.split('\n')).toContain(line);
  }
});

test('each sitemap lists every published article of its language with lastmod and its translation', async ({ request }) => {
  const [zh, en] = await Promise.all([newsOf(request, 'zh'), newsOf(request, 'en')]);
  expect(zh).toHaveLength(8);
  const zhXml = await (await request.get('/sitemap.xml')).text();
  const enXml = await (await request.get('/en/sitemap.xml')).text();
  for (const item of zh) {
    const block = entry(zhXml, `${origin}/news/${item.id}`);
    expect(block, `zh article ${item.id}`).toBeDefined();
    expect(block).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
    expect(block).toMatch(new RegExp(`hreflang="en" href="${origin}/en/news/\\d+"`));
  }
  for (const item of en) expect(entry(enXml, `${origin}/en/news/${item.id}`), `en article ${item.id}`).toBeDefined();
  expect(enXml).not.toContain(`<loc>${origin}/news/`);
});

test('a hidden article leaves the sitemap at once, and comes back when shown', async ({ request }) => {
  const [item] = await newsOf(request, 'en');
  const loc = `${origin}/en/news/${item!.id}`;
  expect(await (await request.get('/en/sitemap.xml')).text()).toContain(`<loc>${loc}</loc>`);
  const news = (command: string) =>
    execFileSync('npm', ['run', 'news', '--', command, String(item!.id)], { cwd: repoRoot, env: { ...process.env, ...e2eEnv }, stdio: 'ignore' });
  news('hide');
  try {
    expect(await (await request.get('/en/sitemap.xml')).text()).not.toContain(`<loc>${loc}</loc>`);
  } finally {
    news('show');
  }
  expect(await (await request.get('/en/sitemap.xml')).text()).toContain(`<loc>${loc}</loc>`);
});

test('the development SMS outbox needs a phone number', async ({ request }) => {
  const all = await request.get('/api/dev/sms-outbox');
  expect(all.status()).toBe(400);
  expect(await all.json()).toEqual({ code: 'REQ.INVALID', message: 'phoneNumber: required' });
  expect((await request.get('/api/dev/sms-outbox?phoneNumber=8613800000000')).status()).toBe(200);
});

test('npm start says first, loudly, that codes go to the outbox and are not sent', () => {
  const notice = (env: Record<string, string>) => {
    const { SMS_PROVIDER: _provider, NODE_ENV: _env, ...rest } = process.env;
    return spawnSync(process.execPath, ['scripts/start-notice.mjs'], { cwd: repoRoot, env: { ...rest, ...env }, encoding: 'utf8' }).stderr;
  };
  expect(notice({})).toContain('SMS CODES ARE NOT SENT: they go to the development outbox.');
  expect(notice({ NODE_ENV: 'production' })).toBe('');
  const packageJson = JSON.parse(readFileSync(resolve(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  expect(packageJson.scripts['prestart']).toBe('node scripts/start-notice.mjs');
});
