import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addConsoleUser, consoleContext, sessionOf, signInAs } from '../support/console';
import { e2eEnv, e2ePort } from '../support/environment';

// Issue 48: an article is one article in both languages. `/news/<x>` and `/en/news/<x>` are each
// other's translation, old addresses of a language copy answer 301, the alternates name only the
// translation that exists, and the page carries the editor's summary and cover. Preview links show
// the copy of when they were shared, and nothing once revoked.
test.describe.configure({ mode: 'serial' });

const origin = `http://localhost:${e2ePort}`;
const repoRoot = resolve(import.meta.dirname, '../..');
const hanzi = /[\u4e00-\u9fff]/;

interface NewsItem {
  id: number;
  title: string;
  description: string;
  cover: string;
}

const newsOf = async (request: APIRequestContext, language: 'zh' | 'en') =>
  ((await (await request.get(`/api/website/news/list?display=1&language=${language}`)).json()) as { data: { items: NewsItem[] } }).data.items;

const news = (...args: string[]) => execFileSync('npm', ['run', '--silent', 'news', '--', ...args], { cwd: repoRoot, env: { ...process.env, ...e2eEnv }, encoding: 'utf8' });

/** The row ids of each language copy of a slug (`npm run news -- list`: the id first). */
function rowIds(slug: string): Record<'zh' | 'en', number> {
  const ids: Partial<Record<'zh' | 'en', number>> = {};
  for (const line of news('list').split('\n')) {
    const [id, language, , , name] = line.trim().split(/\s+/);
    if (name === slug && (language === 'zh' || language === 'en')) ids[language] = Number(id);
  }
  return ids as Record<'zh' | 'en', number>;
}

const alternatesOf = (page: Page) =>
  page.locator('head link[rel="alternate"]').evaluateAll((links) => links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`));

test('the two languages of an article share one address; the old address of a language copy answers 301, query kept', async ({ page, request }) => {
  const [zh, en] = await Promise.all([newsOf(request, 'zh'), newsOf(request, 'en')]);
  expect(new Set(en.map((item) => item.id))).toEqual(new Set(zh.map((item) => item.id)));
  const article = en[0]!;
  // The seeds' Chinese copy of that article has an id of its own: the address that used to show Chinese in the English site.
  const slug = news('list').split('\n').find((line) => line.trim().startsWith(`${article.id} `))!.trim().split(/\s+/)[4]!;
  const rows = rowIds(slug);
  const legacy = rows.zh === article.id ? rows.en : rows.zh;
  expect(legacy).not.toBe(article.id);

  for (const prefix of ['', '/en']) {
    const moved = await request.get(`${prefix}/news/${legacy}?from=mail`, { maxRedirects: 0 });
    expect(moved.status(), `${prefix}/news/${legacy}`).toBe(301);
    expect(moved.headers()['location']).toBe(`${prefix}/news/${article.id}?from=mail`);
  }
  await page.goto(`/en/news/${legacy}`);
  await expect(page).toHaveURL(`${origin}/en/news/${article.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).not.toMatch(hanzi);
  // hreflang: the translation, under the same article id.
  expect(await alternatesOf(page)).toEqual([`zh-CN ${origin}/news/${article.id}`, `en ${origin}/en/news/${article.id}`, `x-default ${origin}/news/${article.id}`]);
  // The editor's summary and the cover, not text cut from the body.
  expect(await page.locator('head meta[name="description"]').getAttribute('content')).toBe(article.description);
  expect(await page.locator('head meta[property="og:image"]').getAttribute('content')).toBe(`${origin}${article.cover}`);
  expect(await page.locator('head meta[property="og:type"]').getAttribute('content')).toBe('article');

  // The language switch leads to the translation, whose heading is the Chinese copy's.
  await page.goto(`/news/${article.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh.find((item) => item.id === article.id)!.title);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(hanzi);
});

test('an article in Chinese only: no English page, no English alternate in its page or the sitemaps', async ({ page, request }) => {
  const folder = mkdtempSync(join(tmpdir(), 'news-identity-'));
  const slug = `only-zh-${Date.now()}`;
  const file = join(folder, `${slug}.md`);
  const cover = resolve(repoRoot, 'packages/api/seed/covers/dog-w-stairs-zh.webp');
  writeFileSync(file, `---\nslug: ${slug}\nlanguage: zh\ntitle: 只有中文的新闻\ndescription: 编辑写的摘要\nauthor: 新闻办公室\ndate: 2026-11-01T09:00:00+08:00\ncover: ${cover}\n---\n\n正文第一段。\n`);
  const id = Number(/added news (\d+)/.exec(news('add', file))![1]);
  // The writers share one site: the article is hidden again, so other specs see only the seeds.
  try {
    await onlyInChinese(page, request, id);
  } finally {
    news('hide', String(id));
  }
});

async function onlyInChinese(page: Page, request: APIRequestContext, id: number) {
  const english = await page.goto(`/en/news/${id}`);
  expect(english?.status()).toBe(404);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).not.toMatch(hanzi);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.goto(`/news/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('只有中文的新闻');
  expect(await alternatesOf(page)).toEqual([`zh-CN ${origin}/news/${id}`, `x-default ${origin}/news/${id}`]);
  expect(await page.locator('head meta[name="description"]').getAttribute('content')).toBe('编辑写的摘要');

  const zhXml = await (await request.get('/sitemap.xml')).text();
  const block = new RegExp(`<url><loc>${origin}/news/${id}</loc>.*?</url>`).exec(zhXml)?.[0];
  expect(block).toBeDefined();
  expect(block).not.toContain('hreflang="en"');
  expect(await (await request.get('/en/sitemap.xml')).text()).not.toContain(`/en/news/${id}<`);
}

test('a sitemap entry’s alternates name the translation: the same article id under the other prefix', async ({ request }) => {
  const [item] = await newsOf(request, 'en');
  const xml = await (await request.get('/en/sitemap.xml')).text();
  const block = new RegExp(`<url><loc>${origin}/en/news/${item!.id}</loc>.*?</url>`).exec(xml)?.[0];
  expect(block).toContain(`hreflang="zh-CN" href="${origin}/news/${item!.id}"`);
  expect(block).toContain(`hreflang="en" href="${origin}/en/news/${item!.id}"`);
});

test('a preview link shows the copy of when it was shared, and nothing once revoked', async ({ browser }) => {
  addConsoleUser('identity-editor', 'editor');
  const context = await consoleContext(browser);
  const editor = await context.newPage();
  await signInAs(editor, 'identity-editor', undefined, 'Newsroom');
  const { headers } = await sessionOf(editor);
  const slug = `preview-${Date.now()}`;
  const copy = (title: string) => ({ title, description: 'Summary', cover: '', contentHtml: `<p>${title}</p>`, authorName: 'Press office' });
  expect((await editor.request.post('/console/api/news', { headers, data: { slug, en: copy('Shared version'), zh: copy('分享时的版本') } })).status()).toBe(201);
  const link = (await (await editor.request.post(`/console/api/news/${slug}/preview`, { headers, data: {} })).json()) as { id: string; links: { en: string } };
  // Edited after sharing: the link keeps showing what was shared.
  expect((await editor.request.put(`/console/api/news/${slug}`, { headers, data: { en: copy('Edited later') } })).status()).toBe(200);

  const visitor = await browser.newPage();
  const previewPath = link.links.en.replace(/^https?:\/\/[^/]+/, '');
  expect((await visitor.goto(`${origin}${previewPath}`))?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Shared version');
  await expect(visitor.getByText('Edited later')).toHaveCount(0);

  expect((await editor.request.delete(`/console/api/news/${slug}/preview/${link.id}`, { headers })).status()).toBe(204);
  expect((await visitor.goto(`${origin}${previewPath}`))?.status()).toBe(404);
  await expect(visitor.getByText('Shared version')).toHaveCount(0);
  await context.close();
});
