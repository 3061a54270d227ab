import { describe, expect, test } from 'vitest';
import { createSitemaps, robotsTxt, type SitemapArticle } from './sitemap';

const origin = 'https://www.example.com';
const at = Date.UTC(2025, 5, 18);

describe('sitemaps', () => {
  test('list pages and articles of their language, an article with lastmod and its translation', async () => {
    const articles: SitemapArticle[] = [
      { id: 5, slug: 'gen1-trial', language: 'en', updated_at: at },
      { id: 6, slug: 'gen1-trial', language: 'zh', updated_at: at },
      { id: 9, slug: 'only-english', language: 'en', updated_at: at },
    ];
    const sitemaps = createSitemaps({ origin, pages: async () => ({ key: 'a', paths: ['/', '/about'], articlePath: '/news/:id' }), articles: async () => articles, contentVersion: async () => 'v1' });
    const en = await sitemaps('en');
    expect(en).toContain(`<loc>${origin}/en/about</loc>`);
    expect(en).toMatch(new RegExp(`<loc>${origin}/en/news/5</loc><lastmod>2025-06-18T00:00:00.000Z</lastmod>.*hreflang="zh-CN" href="${origin}/news/6"`));
    expect(en).toMatch(new RegExp(`<loc>${origin}/en/news/9</loc><lastmod>[^<]+</lastmod></url>`));
    expect(en).not.toContain(`<loc>${origin}/news/6</loc>`);
    expect(await sitemaps('zh')).toContain(`<loc>${origin}/news/6</loc>`);
  });

  test('are rebuilt when the news version moves, and a failed read is tried again', async () => {
    let version = 'v1';
    let reads = 0;
    let fail = false;
    const sitemaps = createSitemaps({
      origin,
      pages: async () => ({ key: 'a', paths: ['/'] }),
      articles: async () => {
        reads += 1;
        if (fail) throw new Error('database away');
        return [];
      },
      contentVersion: async () => version,
    });
    await sitemaps('zh');
    await sitemaps('en');
    expect(reads).toBe(1);
    version = 'v2';
    fail = true;
    await expect(sitemaps('zh')).rejects.toThrow('database away');
    fail = false;
    await sitemaps('zh');
    expect(reads).toBe(3);
  });

  test('follow the active area versions: a page they add or drop shows at once', async () => {
    let pages = { key: 'parts@1', paths: ['/parts/d90'] };
    const sitemaps = createSitemaps({ origin, pages: async () => pages, articles: async () => [], contentVersion: async () => 'v1' });
    expect(await sitemaps('en')).not.toContain('/parts/x100');
    pages = { key: 'parts@2', paths: ['/parts/d90', '/parts/x100'] };
    expect(await sitemaps('en')).toContain(`<loc>${origin}/en/parts/x100</loc>`);
    pages = { key: 'parts@1', paths: ['/parts/d90'] };
    expect(await sitemaps('zh')).not.toContain('/parts/x100');
  });
});

test('robots.txt names both sitemaps by absolute URL', () => {
  expect(robotsTxt(origin)).toContain(`Sitemap: ${origin}/sitemap.xml\nSitemap: ${origin}/en/sitemap.xml`);
});
