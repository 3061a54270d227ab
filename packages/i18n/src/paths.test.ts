import { describe, expect, test } from 'vitest';
import { href, switchLocaleHref } from './paths';
import { splitLocalePath } from './locales';

describe('locale-aware paths', () => {
  test('the default locale has no prefix, English has /en', () => {
    expect(href('/news/3', 'zh')).toBe('/news/3');
    expect(href('/news/3', 'en')).toBe('/en/news/3');
    expect(href('/', 'en')).toBe('/en');
    expect(href('/', 'zh')).toBe('/');
    expect(href('/about', 'en', 'team')).toBe('/en/about#team');
    expect(href('/privacy.html', 'en')).toBe('/privacy-en.html');
    expect(href('/privacy-en.html', 'zh')).toBe('/privacy.html');
    expect(href('/terms.html', 'en')).toBe('/terms-en.html');
  });

  test('the locale is read from the URL', () => {
    expect(splitLocalePath('/en/news/3')).toEqual({ locale: 'en', path: '/news/3' });
    expect(splitLocalePath('/en')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocalePath('/news/3')).toEqual({ locale: 'zh', path: '/news/3' });
    expect(splitLocalePath('/english')).toEqual({ locale: 'zh', path: '/english' });
    expect(splitLocalePath('/privacy-en.html')).toEqual({ locale: 'en', path: '/privacy-en.html' });
  });

  test('switching language keeps the page, query and hash', () => {
    expect(switchLocaleHref('/news/3', '?a=1', '#top', 'en')).toBe('/en/news/3?a=1#top');
    expect(switchLocaleHref('/news/3', '', '', 'zh')).toBe('/news/3');
  });
});
