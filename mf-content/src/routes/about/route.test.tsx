import { afterEach, expect, test, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithSite } from '@site/design/testing';
import zh from '../../../locales/zh/about.json';
import en from '../../../locales/en/about.json';
import route, { AboutPage } from './route';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const awardKeys = ['innovation', 'design', 'startup', 'patent', 'education'] as const;

test('renders the banner h1, slogan, logo and three intro paragraphs mentioning the founding', () => {
  renderWithSite(<AboutPage />, { messages: { about: zh }, path: '/about' });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1, name: zh.banner.title })).toBeTruthy();
  expect(screen.getByText(zh.banner.slogan)).toBeTruthy();
  expect(screen.getByRole('img', { name: zh.banner.logoAlt })).toBeTruthy();
  const intro = screen.getByRole('region', { name: zh.intro.title });
  expect(intro.querySelectorAll('p')).toHaveLength(3);
  expect(intro.textContent).toContain('2024 年 1 月');
});

test('the timeline has three items with picture, title and text over the language background', () => {
  const { container } = renderWithSite(<AboutPage />, { messages: { about: en }, locale: 'en', path: '/en/about' });
  const timeline = screen.getByRole('region', { name: en.timeline.title });
  const items = within(timeline).getAllByRole('listitem');
  expect(items).toHaveLength(3);
  for (const item of items) {
    expect(within(item).getByRole('heading', { level: 3 })).toBeTruthy();
    expect(within(item).getByRole('img').getAttribute('width')).toBe('600');
  }
  expect(container.querySelector('img[src$="timeline-bg-en.webp"]')).toBeTruthy();
  expect(screen.getByText(en.intro.p1).textContent).toContain('January 2024');
});

test('five awards appear in the desktop grid and in the mobile carousel without indicators', () => {
  vi.useFakeTimers();
  renderWithSite(<AboutPage />, { messages: { about: en }, locale: 'en', path: '/en/about' });
  const grid = screen.getByTestId('awards-grid');
  expect(within(grid).getAllByRole('listitem')).toHaveLength(5);
  for (const key of awardKeys) {
    expect(within(grid).getByRole('heading', { name: en.awards.items[key].title })).toBeTruthy();
    expect(within(grid).getByText(en.awards.items[key].desc)).toBeTruthy();
  }
  const carousel = screen.getByRole('region', { name: en.awards.carousel });
  expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(5);
  expect(within(carousel).queryByRole('button', { name: /^Award \d of 5$/ })).toBeNull();
  const shown = () => within(carousel).getByRole('group').getAttribute('aria-label');
  expect(shown()).toBe('Award 1 of 5');
  act(() => vi.advanceTimersByTime(5000));
  expect(shown()).toBe('Award 2 of 5');
  fireEvent.click(within(carousel).getByRole('button', { name: en.awards.next }));
  expect(shown()).toBe('Award 3 of 5');
  fireEvent.click(within(carousel).getByRole('button', { name: en.awards.previous }));
  expect(shown()).toBe('Award 2 of 5');
});

test('sets title, description, Open Graph data and the canonical link', () => {
  renderWithSite(<AboutPage />, { messages: { about: en }, locale: 'en', path: '/en/about' });
  expect(document.querySelector('title')?.textContent).toBe(en.meta.title);
  expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(en.meta.description);
  expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(en.meta.title);
  expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://site.example/en/about');
  expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe('https://site.example/media-test/about/og.jpg');
});

test('the route module loads the about namespace', async () => {
  expect(await route.messages('zh')).toEqual({ about: zh });
  expect(await route.messages('en')).toEqual({ about: en });
});
