import { afterEach, expect, test, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithSite, structuredDataIn } from '@site/design/testing';
import { company } from '@site/config';
import zh from '../../../locales/zh/home.json';
import en from '../../../locales/en/home.json';
import commonZh from '../../../locales/zh/productsCommon.json';
import commonEn from '../../../locales/en/productsCommon.json';
import type { HomeNewsItem } from './api';
import route, { HomePage } from './route';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const news: HomeNewsItem[] = [1, 2, 3, 4].map((id) => ({ id, title: `News ${id}`, description: `Text ${id}`, cover: `/c${id}.svg`, timestamp: 1750208400 + id * 86400 }));

function renderHome(items = news, locale: 'zh' | 'en' = 'zh') {
  const messages = locale === 'zh' ? { home: zh, productsCommon: commonZh } : { home: en, productsCommon: commonEn };
  return renderWithSite(<HomePage data={items} params={{}} />, { messages, locale, path: locale === 'zh' ? '/' : '/en' });
}

function activeSlide() {
  const carousel = screen.getByRole('region', { name: zh.news.carousel });
  return within(carousel)
    .getAllByRole('group', { hidden: true })
    .find((slide) => slide.getAttribute('aria-hidden') !== 'true')
    ?.getAttribute('aria-label');
}

test('four product banners with detail buttons and buy buttons that open /contact in a new tab', () => {
  renderHome();
  expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([zh.banners.dogY.title]);
  const details = screen.getAllByRole('link', { name: commonZh.actions.detail });
  expect(details.map((link) => link.getAttribute('href'))).toEqual(['/dog-y', '/z1', '/human', '/dog']);
  const buys = screen.getAllByRole('link', { name: commonZh.actions.buy });
  expect(buys).toHaveLength(4);
  for (const link of buys) {
    expect(link.getAttribute('href')).toBe('/contact');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  }
});

test('English links carry the /en prefix', () => {
  renderHome(news, 'en');
  expect(screen.getAllByRole('link', { name: commonEn.actions.detail }).map((link) => link.getAttribute('href'))).toEqual(['/en/dog-y', '/en/z1', '/en/human', '/en/dog']);
  expect(screen.getAllByRole('link', { name: commonEn.actions.buy })[0]!.getAttribute('href')).toBe('/en/contact');
  expect(screen.getByRole('link', { name: /^Learn More\s+about our news$/ }).getAttribute('href')).toBe('/en/news');
});

test('Organization and WebSite structured data in the page language, with absolute URLs and the company contact lines', () => {
  const { container } = renderHome(news, 'en');
  const [organization, website, ...rest] = structuredDataIn(container);
  expect(rest).toEqual([]);
  expect(organization).toMatchObject({
    '@type': 'Organization',
    name: 'Test Robotics',
    legalName: 'Test Robotics Co., Ltd.',
    url: 'https://site.example/en',
    logo: 'https://site.example/logo.svg',
  });
  expect(organization!.contactPoint).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ telephone: company.phones.main, email: company.emails.official }),
      expect.objectContaining({ telephone: company.phones.tollFree, contactOption: 'https://schema.org/TollFree' }),
      expect.objectContaining({ contactType: 'sales', email: company.emails.sales }),
    ]),
  );
  expect(website).toMatchObject({ '@type': 'WebSite', name: 'Test Robotics', url: 'https://site.example/en', inLanguage: 'en' });
  cleanup();
  expect(structuredDataIn(renderHome().container).map((data) => [data['@type'], data.url])).toEqual([
    ['Organization', 'https://site.example/'],
    ['WebSite', 'https://site.example/'],
  ]);
});

test('the news list shows up to four items linking to their articles, with dates', () => {
  renderHome();
  // Beside the carousel (slides are groups, not list items), the news section's one list.
  const [list] = within(screen.getByRole('region', { name: zh.news.title })).getAllByRole('list');
  const links = within(list!).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['/news/1', '/news/2', '/news/3', '/news/4']);
  expect(within(list!).getByText('2025.06.19')).toBeTruthy();
  expect(screen.getByRole('link', { name: new RegExp(`^${commonZh.actions.learnMore}\\s*${zh.news.moreContext}$`) }).getAttribute('href')).toBe('/news');
});

test('the carousel advances every 3 s, a swipe over 50 px changes the slide, autoplay resumes 3 s after the touch', () => {
  vi.useFakeTimers();
  renderHome();
  const carousel = screen.getByRole('region', { name: zh.news.carousel });
  expect(activeSlide()).toBe('第 1 条，共 4 条');
  act(() => vi.advanceTimersByTime(3000));
  expect(activeSlide()).toBe('第 2 条，共 4 条');
  fireEvent.touchStart(carousel, { touches: [{ clientX: 300 }] });
  act(() => vi.advanceTimersByTime(6000));
  expect(activeSlide()).toBe('第 2 条，共 4 条');
  fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 249 }] });
  expect(activeSlide()).toBe('第 3 条，共 4 条');
  fireEvent.touchStart(carousel, { touches: [{ clientX: 100 }] });
  fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 150 }] });
  expect(activeSlide()).toBe('第 3 条，共 4 条');
  fireEvent.touchStart(carousel, { touches: [{ clientX: 100 }] });
  fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 151 }] });
  expect(activeSlide()).toBe('第 2 条，共 4 条');
  act(() => vi.advanceTimersByTime(2999));
  expect(activeSlide()).toBe('第 2 条，共 4 条');
  act(() => vi.advanceTimersByTime(1));
  act(() => vi.advanceTimersByTime(3000));
  expect(activeSlide()).toBe('第 3 条，共 4 条');
});

test('without news the section says so and still offers Learn More', () => {
  renderHome([]);
  expect(screen.getByText(zh.news.empty)).toBeTruthy();
  expect(screen.queryByRole('region', { name: zh.news.carousel })).toBeNull();
  expect(screen.getByRole('link', { name: new RegExp(`^${commonZh.actions.learnMore}\\s*${zh.news.moreContext}$`) })).toBeTruthy();
});

test('the route module loads news through load() and both namespaces through messages()', async () => {
  const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify({ code: 'SYS.0000', data: { items: [] } })));
  vi.stubGlobal('fetch', fetchMock);
  expect(await route.load!({ params: {}, locale: 'zh', apiBase: '' })).toEqual([]);
  expect(fetchMock.mock.calls[0]![0]).toBe('/api/website/news/list?display=1&homePage=1&language=zh');
  vi.unstubAllGlobals();
  expect(await route.messages('en')).toEqual({ home: en, productsCommon: commonEn });
});
