import { afterEach, expect, test, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { NotFoundError, RedirectError } from '@site/federation/route-module';
import { renderWithSite, structuredDataIn } from '@site/design/testing';
import zh from '../../../locales/zh/news.json';
import en from '../../../locales/en/news.json';
import route, { NewsDetailPage } from './route';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const article = { title: 'Dog goes to school', timestamp: 1738368000, authorName: 'Press office', content: '<p>First <strong>lesson</strong>.</p>' };

test('renders title, date, author, HTML content and NewsArticle structured data', () => {
  const { container } = renderWithSite(<NewsDetailPage data={{ article }} params={{ id: '7' }} />, { messages: { news: en }, locale: 'en', path: '/en/news/7' });
  expect(screen.getByRole('heading', { level: 1, name: article.title })).toBeTruthy();
  expect(screen.getByText('2025.02.01')).toBeTruthy();
  expect(screen.getByText('Author: Press office')).toBeTruthy();
  expect(screen.getByText('lesson').tagName).toBe('STRONG');
  const json = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!) as Record<string, unknown>;
  expect(json).toMatchObject({
    '@type': 'NewsArticle',
    headline: article.title,
    datePublished: '2025-02-01T00:00:00.000Z',
    mainEntityOfPage: 'https://site.example/en/news/7',
    inLanguage: 'en',
    author: [{ name: 'Press office' }],
    publisher: { name: 'Test Robotics', logo: { url: 'https://site.example/logo.svg' } },
  });
  expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('First lesson .');
  expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://site.example/en/news/7');
});

test('the breadcrumb trail ends with the headline', () => {
  const trail = () => ({ parents: [{ name: 'Home', path: '/' as const }, { name: 'News', path: '/news' as const }] });
  const { container } = renderWithSite(<NewsDetailPage data={{ article }} params={{ id: '7' }} />, { messages: { news: en }, locale: 'en', path: '/en/news/7', site: { trail } });
  const blocks = structuredDataIn(container);
  expect(blocks.map((block) => block['@type']).sort()).toEqual(['BreadcrumbList', 'NewsArticle']);
  expect(blocks.find((block) => block['@type'] === 'BreadcrumbList')!.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://site.example/en' },
    { '@type': 'ListItem', position: 2, name: 'News', item: 'https://site.example/en/news' },
    { '@type': 'ListItem', position: 3, name: article.title, item: 'https://site.example/en/news/7' },
  ]);
});

test('shows the error state with the message', () => {
  renderWithSite(<NewsDetailPage data={{ error: 'HTTP 503' }} params={{ id: '7' }} />, { messages: { news: en }, locale: 'en', path: '/en/news/7' });
  expect(screen.getByRole('alert').textContent).toBe('failed to load: HTTP 503');
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  renderWithSite(<NewsDetailPage data={{ error: 'x' }} params={{ id: '7' }} />, { messages: { news: zh }, path: '/news/7' });
  expect(screen.getByText('加载失败：x')).toBeTruthy();
});

test('load: article, NotFoundError for an unknown id, { error } for other failures', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 'SYS.0000', data: article })));
  vi.stubGlobal('fetch', fetchMock);
  expect(await route.load!({ params: { id: '7' }, locale: 'zh', apiBase: 'http://api' })).toEqual({ article });
  expect(fetchMock).toHaveBeenCalledWith('http://api/api/website/news/info/7?language=zh', expect.anything());
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 'NEWS.NOT_FOUND' }), { status: 404 })));
  await expect(route.load!({ params: { id: '8' }, locale: 'zh', apiBase: '' })).rejects.toBeInstanceOf(NotFoundError);
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 'SYS.ERROR', message: 'database busy' }), { status: 503 })));
  expect(await route.load!({ params: { id: '8' }, locale: 'zh', apiBase: '' })).toEqual({ error: 'database busy' });
  vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('network down'))));
  expect(await route.load!({ params: { id: '8' }, locale: 'zh', apiBase: '' })).toEqual({ error: 'network down' });
});

test('load asks in the page’s language; the legacy id of a language copy redirects to the article’s id', async () => {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 'SYS.0000', data: { ...article, articleId: 7, languages: ['zh', 'en'] } })));
  vi.stubGlobal('fetch', fetchMock);
  expect((await route.load!({ params: { id: '7' }, locale: 'en', apiBase: '' })).article?.articleId).toBe(7);
  expect(fetchMock).toHaveBeenLastCalledWith('/api/website/news/info/7?language=en', expect.anything());
  const moved = await route.load!({ params: { id: '8' }, locale: 'en', apiBase: '', contentPreview: 'tok' }).catch((error: unknown) => error);
  expect(moved).toBeInstanceOf(RedirectError);
  expect((moved as RedirectError).location).toBe('/news/7');
  expect(fetchMock).toHaveBeenLastCalledWith('/api/website/news/info/8?language=en&news-preview=tok', expect.anything());
});

test('meta: the editor’s summary as description, the cover as og:image, og:type article, alternates only for the languages it has', () => {
  const data = { ...article, articleId: 7, languages: ['zh'], description: 'What the editor wrote', cover: '/api/website/news/cover/c-w960-0123456789ab.jpg', metaTitle: article.title, metaDescription: 'What the editor wrote' };
  renderWithSite(<NewsDetailPage data={{ article: data }} params={{ id: '7' }} />, { messages: { news: zh }, path: '/news/7' });
  expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('What the editor wrote');
  expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe('https://site.example/api/website/news/cover/c-w960-0123456789ab.jpg');
  expect(document.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
  expect([...document.querySelectorAll('link[rel="alternate"]')].map((link) => link.getAttribute('hreflang'))).toEqual(['zh-CN', 'x-default']);
  expect(document.title).toBe(zh.detail.metaTitle.replace('{{title}}', article.title));
});

test('ids that are not positive integers are invalid (404 without a call)', () => {
  expect(route.isValid!({ id: '12' })).toBe(true);
  expect(route.isValid!({ id: 'abc' })).toBe(false);
  expect(route.isValid!({ id: '0' })).toBe(false);
});
