import { describe, expect, test } from 'vitest';
import type { NewsOverlayCopy } from '../src/news/news-overlay.js';
import { overlayArticle, overlayList, overlaySitemap } from '../src/news/news-overlay.js';
import type { NewsListRow, ResolvedNewsArticle } from '../src/news/news-repository.js';

const row = (id: number, title: string, top = 0, published = 100): NewsListRow => ({ id, title, description: '', cover: '', display: 1, top, published_at: published });
const copy = (articleId: number, language: 'zh' | 'en', title: string, flags: Partial<NewsOverlayCopy> = {}): NewsOverlayCopy => ({
  articleId,
  slug: `a${articleId}`,
  language,
  title,
  description: '',
  cover: '',
  contentHtml: `<p>${title}</p>`,
  authorName: 'Press office',
  metaTitle: '',
  metaDescription: '',
  pinned: false,
  homePage: false,
  publishedAt: 500,
  updatedAt: 500_000,
  ...flags,
});

describe('a launch preview overlays the news as its moment will publish it', () => {
  test('the list: its copies replace the same article, pinned ones first, the home page only what goes there', () => {
    const rows = [row(1, 'Old pinned', 1, 50), row(2, 'Old', 0, 400), row(3, 'Older', 0, 90)];
    const overlay = [copy(2, 'en', 'Old, updated', { publishedAt: 400 }), copy(9, 'en', 'New', { pinned: true }), copy(9, 'zh', '新')];
    expect(overlayList(rows, overlay, { language: 'en' }).map((item) => `${item.id} ${item.title}${item.top ? ' (pinned)' : ''}`)).toEqual(['9 New (pinned)', '1 Old pinned (pinned)', '2 Old, updated', '3 Older']);
    // The launch says where its articles stand on the home page: an article it takes off goes.
    expect(overlayList(rows, [copy(2, 'en', 'Old, updated', { homePage: false }), copy(9, 'en', 'New', { homePage: true })], { language: 'en', homePage: true }).map((item) => item.title)).toEqual(['Old pinned', 'New', 'Older']);
  });

  test('an article: its copy in the language asked, the languages it will have; an article it does not hold is as published', () => {
    const published: ResolvedNewsArticle = { articleId: 2, languages: ['zh'], copy: { language: 'zh', title: '旧', description: '', cover: '', published_at: 10, author_name: '', content_html: '', meta_title: '', meta_description: '' } };
    const overlay = [copy(2, 'en', 'Now in English')];
    expect(overlayArticle(published, 2, overlay, 'en', ['zh', 'en'])).toMatchObject({ articleId: 2, languages: ['zh', 'en'], copy: { title: 'Now in English', published_at: 500 } });
    expect(overlayArticle(published, 2, overlay, 'zh', ['zh', 'en'])?.copy?.title).toBe('旧');
    expect(overlayArticle(undefined, 9, [copy(9, 'zh', '新')], 'en', ['zh', 'en'])).toEqual({ articleId: 9, languages: ['zh'], copy: undefined });
    expect(overlayArticle(published, 3, overlay, 'en', ['zh', 'en'])).toBe(published);
  });

  test('the sitemaps: its copies, in place of the published ones of the same slug and language', () => {
    const rows = [{ id: 2, slug: 'a2', language: 'en' as const, updated_at: 1 }, { id: 3, slug: 'a3', language: 'en' as const, updated_at: 1 }];
    expect(overlaySitemap(rows, [copy(2, 'en', 'x'), copy(9, 'zh', 'y')])).toEqual([
      { id: 2, slug: 'a2', language: 'en', updated_at: 500_000 },
      { id: 9, slug: 'a9', language: 'zh', updated_at: 500_000 },
      { id: 3, slug: 'a3', language: 'en', updated_at: 1 },
    ]);
  });
});
