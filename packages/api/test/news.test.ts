import path from 'node:path';
import type { NewsItem } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open-database.js';
import { bumpNewsVersion, setNewsFlag } from '../src/news/news-repository.js';
import { sanitizeNewsHtml } from '../src/news/sanitize-html.js';
import { startTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

async function list(query: string): Promise<NewsItem[]> {
  const response = await t.app.inject(`/api/website/news/list?${query}`);
  expect(response.statusCode).toBe(200);
  expect(response.json().code).toBe('SYS.0000');
  return response.json().data.items as NewsItem[];
}

describe('news', () => {
  it('lists at least 8 seeded items per language in the spec shape, pinned first', async () => {
    for (const language of ['zh', 'en']) {
      const items = await list(`display=1&language=${language}`);
      expect(items.length).toBeGreaterThanOrEqual(8);
      expect(Object.keys(items[0]!).sort()).toEqual(['cover', 'description', 'display', 'id', 'timestamp', 'title', 'top']);
      expect(items[0]!.timestamp).toBeLessThan(10_000_000_000);
      expect(items[0]!.top).toBe(1);
      expect(new Set(items.map((item) => item.cover)).size).toBe(items.length);
    }
  });

  it('filters home-page items', async () => {
    const home = await list('display=1&language=zh&homePage=1');
    expect(home.length).toBeGreaterThanOrEqual(4);
    expect(home.length).toBeLessThan((await list('display=1&language=zh')).length);
  });

  it('serves the detail with title, timestamp, authorName and HTML content (and issue 48’s fields beside them)', async () => {
    const [first] = await list('display=1&language=en');
    const response = await t.app.inject(`/api/website/news/info/${first!.id}?language=en`);
    expect(response.json()).toMatchObject({ code: 'SYS.0000', data: { title: first!.title, timestamp: first!.timestamp } });
    expect(Object.keys(response.json().data).sort()).toEqual(['articleId', 'authorName', 'content', 'cover', 'description', 'languages', 'metaDescription', 'metaTitle', 'timestamp', 'title']);
    expect(response.json().data.content).toContain('<p>');
  });

  it('lists one id per article in both languages; the detail answers each language’s copy under it, and never the other language', async () => {
    const zh = await list('display=1&language=zh');
    const en = await list('display=1&language=en');
    expect(new Set(zh.map((item) => item.id))).toEqual(new Set(en.map((item) => item.id)));
    const id = en[0]!.id;
    const inEnglish = (await t.app.inject(`/api/website/news/info/${id}?language=en`)).json().data;
    const inChinese = (await t.app.inject(`/api/website/news/info/${id}`)).json().data;
    expect(inEnglish).toMatchObject({ title: en[0]!.title, description: en[0]!.description, cover: en[0]!.cover, articleId: id, languages: ['zh', 'en'], metaTitle: en[0]!.title, metaDescription: en[0]!.description });
    expect(inChinese.title).toBe(zh.find((item) => item.id === id)!.title);
    expect(inChinese.title).not.toBe(inEnglish.title);
    expect((await t.app.inject(`/api/website/news/info/${id}?language=fr`)).statusCode).toBe(400);
  });

  it('serves covers with immutable caching', async () => {
    const [first] = await list('display=1&language=zh');
    const cover = await t.app.inject(first!.cover);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/webp');
    expect(cover.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(cover.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect((await t.app.inject('/api/website/news/cover/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });

  it.each(['0', '-1', '1e3', '1%20OR%201=1', "1'--", '99999999999999999999', '%00', 'abc'])(
    'refuses the hostile id %s without an error page',
    async (id) => {
      const response = await t.app.inject(`/api/website/news/info/${id}`);
      expect([400, 404]).toContain(response.statusCode);
      expect(response.json().code).not.toBe('SYS.0000');
      expect(response.body).not.toMatch(/stack|sql/i);
    },
  );

  it('answers 404 for an id that does not exist', async () => {
    expect((await t.app.inject('/api/website/news/info/999999')).statusCode).toBe(404);
  });

  it.each([
    'display=0&language=zh',
    'display=1&language=../../etc',
    'display=1&language=zh&language=en',
    'display=1&language=zh&homePage=yes',
    "display=1&language=zh'%20OR%201=1--",
  ])('refuses the hostile query %s with a 400 naming the parameter', async (query) => {
    const response = await t.app.inject(`/api/website/news/list?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^(display|language|homePage):/);
  });

  it('sees hide/pin from another process after the version stamp moves', async () => {
    const [first] = await list('display=1&language=en');
    const database = openDatabase({ kind: 'sqlite', file: path.join(t.dataDir, 'site.db') });
    await setNewsFlag(database.db, first!.id, 'display', false, Date.now());
    await bumpNewsVersion(database.db, Date.now());
    await database.close();
    await expect
      .poll(async () => (await list('display=1&language=en')).some((item) => item.id === first!.id), { timeout: 3000, interval: 200 })
      .toBe(false);
    expect((await t.app.inject(`/api/website/news/info/${first!.id}?language=en`)).statusCode).toBe(404);
    // The article's Chinese copy stays.
    expect((await t.app.inject(`/api/website/news/info/${first!.id}?language=zh`)).statusCode).toBe(200);
  });

  it('sets security headers on every response', async () => {
    const response = await t.app.inject('/api/website/news/list?display=1&language=zh');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await t.app.inject('/api/nope')).headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('news HTML sanitizing', () => {
  it.each([
    ['<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
    ['<img src="/api/website/news/cover/launch-w960-0123456789ab.jpg" onerror="alert(1)" alt="Hall">', '<img src="/api/website/news/cover/launch-w960-0123456789ab.jpg" alt="Hall">'],
    ['<img src="/console/api/enquiries/7">', '<img>'],
    ['<img src="/console/api/audit?format=csv">', '<img>'],
    ['<img src="https://evil.example/track.png">', '<img>'],
    ['<img src="data:image/png;base64,AAAA">', '<img>'],
    ['<img src="/api/website/news/cover/../../console/api/x">', '<img>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<iframe src="https://example.com"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<a href="https://example.com" target="_blank">x</a>', '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>'],
    ['<svg onload="alert(1)"><p>t</p></svg>', '<p>t</p>'],
    ['<img src="//evil.example/x.png">', '<img>'],
  ])('cleans %s', (input, expected) => {
    expect(sanitizeNewsHtml(input)).toBe(expected);
  });
});
