import { expect, test } from 'vitest';
import { renderWithSite } from './testing';
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
