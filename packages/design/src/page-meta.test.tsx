import { expect, test } from 'vitest';
import { renderWithSite, structuredDataIn as structuredData } from './testing';
import { PageMeta } from './page-meta';

test('PageMeta writes title, description, canonical, alternates and Open Graph for the locale', () => {
  renderWithSite(<PageMeta title="D90" description="Joint module" path="/parts/d90" />, { locale: 'en' });
  const head = document.head;
  expect(document.title).toBe('D90');
  expect(head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Joint module');
  expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://site.example/en/parts/d90');
  const alternates = [...head.querySelectorAll('link[rel="alternate"]')].map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`);
  expect(alternates).toEqual([
    'zh-CN https://site.example/parts/d90',
    'en https://site.example/en/parts/d90',
    'x-default https://site.example/parts/d90',
  ]);
  expect(head.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('en_US');
});

test('a page in one language only (an article without its English copy): alternates name that language alone; og:type article', () => {
  renderWithSite(<PageMeta title="新闻" description="摘要" path="/news/7" locales={['zh']} type="article" image="/api/website/news/cover/c-w960-0123456789ab.jpg" />, { locale: 'zh' });
  const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`);
  expect(alternates).toEqual(['zh-CN https://site.example/news/7', 'x-default https://site.example/news/7']);
  expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
  expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe('https://site.example/api/website/news/cover/c-w960-0123456789ab.jpg');
});

/** A small stand-in for the shell's navigation. */
const trail = (path: string) =>
  path === '/z1'
    ? { parents: [{ name: 'Home', path: '/' as const }, { name: 'MagicBots', path: '/human' as const }], name: 'MagicBot Z1' }
    : { parents: [{ name: 'Home', path: '/' as const }, { name: 'News', path: '/news' as const }] };

test('a BreadcrumbList from the site trail: localized URLs, the navigation name for the page, or the page name', () => {
  const z1 = renderWithSite(<PageMeta title="Z1 | Robotics" description="Small" path="/z1" />, { locale: 'en', site: { trail } });
  expect(structuredData(z1.container)).toEqual([
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://site.example/en' },
        { '@type': 'ListItem', position: 2, name: 'MagicBots', item: 'https://site.example/en/human' },
        { '@type': 'ListItem', position: 3, name: 'MagicBot Z1', item: 'https://site.example/en/z1' },
      ],
    },
  ]);
  z1.unmount();
  const article = renderWithSite(<PageMeta title="Dog | Robotics" description="x" path="/news/7" name="Dog goes to school" />, { site: { trail } });
  const [list] = structuredData(article.container);
  expect(list!.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://site.example/' },
    { '@type': 'ListItem', position: 2, name: 'News', item: 'https://site.example/news' },
    { '@type': 'ListItem', position: 3, name: 'Dog goes to school', item: 'https://site.example/news/7' },
  ]);
});

test('no breadcrumbs on the home page, nor without a site trail', () => {
  expect(structuredData(renderWithSite(<PageMeta title="Home" description="x" path="/" />, { site: { trail } }).container)).toEqual([]);
  expect(structuredData(renderWithSite(<PageMeta title="Z1" description="x" path="/z1" />).container)).toEqual([]);
});

test('a product page: Product with the page description, an absolute image (also og:image) and the site name as brand', () => {
  const { container } = renderWithSite(
    <PageMeta title="D90 joint module | Robotics" description="A joint module" path="/parts/d90" product={{ name: 'D90 joint module', image: '/media/d90/hero.svg' }} />,
    { locale: 'en' },
  );
  expect(structuredData(container)).toEqual([
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'D90 joint module',
      description: 'A joint module',
      image: 'https://site.example/media/d90/hero.svg',
      url: 'https://site.example/en/parts/d90',
      brand: { '@type': 'Brand', name: 'Test Robotics' },
    },
  ]);
  expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe('https://site.example/media/d90/hero.svg');
});
