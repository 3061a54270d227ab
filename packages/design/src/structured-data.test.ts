import { describe, expect, test } from 'vitest';
import { absoluteUrl, breadcrumbList, newsArticle, organization, product, serializeJsonLd, webSite } from './structured-data';

describe('serializeJsonLd', () => {
  test('nothing in a text can close the script element or start a comment in it', () => {
    const headline = '</script><script>alert(1)</script><!-- & -->';
    const json = serializeJsonLd({ '@type': 'NewsArticle', headline });
    expect(json).not.toMatch(/[<>&]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(json).toContain('\\u0026');
    expect((JSON.parse(json) as { headline: string }).headline).toBe(headline);
  });

  test('U+2028 and U+2029 are escaped, and the parsed text keeps them', () => {
    const name = 'line\u2028paragraph\u2029end';
    const json = serializeJsonLd({ '@type': 'Thing', name });
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(json).toContain('line\\u2028paragraph\\u2029end');
    expect((JSON.parse(json) as { name: string }).name).toBe(name);
  });

  test('other text, Chinese included, is written as it is', () => {
    expect(serializeJsonLd({ '@type': 'Thing', name: '灵巧手 "S01"' })).toBe('{"@type":"Thing","name":"灵巧手 \\"S01\\""}');
  });
});

test('absoluteUrl puts paths on the origin and leaves absolute URLs alone', () => {
  expect(absoluteUrl('https://site.example', '/remotes/parts/1.0.0/web/media/d90/hero.svg')).toBe('https://site.example/remotes/parts/1.0.0/web/media/d90/hero.svg');
  expect(absoluteUrl('https://site.example', 'media/x.svg')).toBe('https://site.example/media/x.svg');
  expect(absoluteUrl('https://site.example', 'https://cdn.example/x.svg')).toBe('https://cdn.example/x.svg');
  expect(absoluteUrl('http://localhost:3000', '//cdn.example/x.svg')).toBe('http://cdn.example/x.svg');
});

describe('builders', () => {
  test('organization: schema.org context, logo, contact points (toll-free marked)', () => {
    const data = organization({
      url: 'https://site.example/en',
      name: 'Robotics',
      legalName: 'Robotics Co., Ltd.',
      logo: 'https://site.example/logo.svg',
      contactPoints: [
        { contactType: 'customer support', telephone: '021-0000-0000', email: 'hello@robotics.example' },
        { contactType: 'customer support', telephone: '400-000-0000', tollFree: true },
        { contactType: 'sales', email: 'sales@robotics.example' },
      ],
    });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://site.example/en#organization',
      name: 'Robotics',
      legalName: 'Robotics Co., Ltd.',
      url: 'https://site.example/en',
      logo: 'https://site.example/logo.svg',
      contactPoint: [
        { '@type': 'ContactPoint', contactType: 'customer support', telephone: '021-0000-0000', email: 'hello@robotics.example' },
        { '@type': 'ContactPoint', contactType: 'customer support', telephone: '400-000-0000', contactOption: 'https://schema.org/TollFree' },
        { '@type': 'ContactPoint', contactType: 'sales', email: 'sales@robotics.example' },
      ],
    });
  });

  test('webSite names its publisher, the organization of the same home page', () => {
    expect(webSite({ url: 'https://site.example/', name: '灵枢', inLanguage: 'zh-CN' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': 'https://site.example/#website',
      name: '灵枢',
      url: 'https://site.example/',
      inLanguage: 'zh-CN',
      publisher: { '@id': 'https://site.example/#organization' },
    });
  });

  test('product: name, description, image, url and brand', () => {
    expect(product({ url: 'https://site.example/z1', name: 'Z1', description: 'Small humanoid', image: 'https://site.example/z1.svg', brand: 'Robotics' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Z1',
      description: 'Small humanoid',
      image: 'https://site.example/z1.svg',
      url: 'https://site.example/z1',
      brand: { '@type': 'Brand', name: 'Robotics' },
    });
  });

  test('breadcrumbList numbers its items from 1', () => {
    const data = breadcrumbList([
      { name: 'Home', url: 'https://site.example/en' },
      { name: 'News', url: 'https://site.example/en/news' },
      { name: 'Dog goes to school', url: 'https://site.example/en/news/7' },
    ]);
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://site.example/en' },
      { '@type': 'ListItem', position: 2, name: 'News', item: 'https://site.example/en/news' },
      { '@type': 'ListItem', position: 3, name: 'Dog goes to school', item: 'https://site.example/en/news/7' },
    ]);
  });

  test('newsArticle: headline, ISO dates, author, publisher with logo', () => {
    const data = newsArticle({
      url: 'https://site.example/news/7',
      headline: 'Dog goes to school',
      published: new Date(1738368000 * 1000),
      authorName: 'Press office',
      inLanguage: 'zh-CN',
      publisher: { name: 'Robotics', logo: 'https://site.example/logo.svg' },
    });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      mainEntityOfPage: 'https://site.example/news/7',
      headline: 'Dog goes to school',
      datePublished: '2025-02-01T00:00:00.000Z',
      dateModified: '2025-02-01T00:00:00.000Z',
      inLanguage: 'zh-CN',
      author: [{ '@type': 'Organization', name: 'Press office' }],
      publisher: { '@type': 'Organization', name: 'Robotics', logo: { '@type': 'ImageObject', url: 'https://site.example/logo.svg' } },
    });
  });
});
