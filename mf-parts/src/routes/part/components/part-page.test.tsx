// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithSite, structuredDataIn } from '@site/design/testing';
import type { Locale } from '@site/i18n';
import zh from '../../../../locales/zh/parts.json';
import en from '../../../../locales/en/parts.json';
import { jointModules } from '../data/joint-modules';
import { jointSlugs, type JointSlug } from '../data/types';
import { PartPage } from './part-page';

const messages = { zh, en };

function renderPart(slug: JointSlug, locale: Locale = 'zh') {
  return renderWithSite(<PartPage part={jointModules[slug]} />, {
    locale,
    messages: { parts: messages[locale] },
    path: locale === 'en' ? `/en/parts/${slug}` : `/parts/${slug}`,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  // Pictures are still on their way when the page mounts (happy-dom reports every image complete).
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe.each(jointSlugs)('%s page', (slug) => {
  const expected = slug === 't28' ? 14 : 15;

  test(`has one h1, the highlight icons and ${expected} parameters, the first 12 in pairs`, () => {
    renderPart(slug, 'en');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([en[slug].name]);
    // The highlight icons are the page's first list, right under the hero.
    const icons = within(screen.getAllByRole('list')[0]!).getAllByRole('listitem');
    expect(icons.length).toBeGreaterThanOrEqual(4);
    expect(icons.length).toBeLessThanOrEqual(5);
    const [pairedList, singleList] = within(screen.getByRole('region', { name: en.common.specsTitle })).getAllByRole('list');
    const paired = within(pairedList!).getAllByRole('listitem');
    const single = within(singleList!).getAllByRole('listitem');
    expect(paired).toHaveLength(12);
    expect(paired.length + single.length).toBe(expected);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(4);
  });

  test.each(['zh', 'en'] as const)('has every text in %s (no raw keys, no empty headings)', (locale) => {
    const { container } = renderPart(slug, locale);
    expect(container.textContent).not.toMatch(new RegExp(`(${slug}|common)\\.[a-z]`));
    for (const heading of screen.getAllByRole('heading')) expect(heading.textContent?.trim()).not.toBe('');
    for (const img of container.querySelectorAll('img:not([alt=""])')) expect(img.getAttribute('alt')).not.toMatch(/\.alt$|common\./);
  });

  test('Product structured data: the page name, its meta description and its hero picture', () => {
    const { container } = renderPart(slug, 'en');
    expect(structuredDataIn(container)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: en[slug].name,
        description: en[slug].meta.description,
        image: `https://site.example/media-test/${jointModules[slug].hero.image.file}`,
        url: `https://site.example/en/parts/${slug}`,
        brand: { '@type': 'Brand', name: 'Test Robotics' },
      },
    ]);
  });
});

test('shows the five views with thumbnails that select a view', () => {
  renderPart('d90', 'en');
  const carousel = screen.getByRole('region', { name: 'D90 joint module from five angles' });
  expect(within(carousel).getAllByRole('button')[0]?.getAttribute('aria-label')).toBe('Stop turning through the views');
  const thumbnails = within(within(carousel).getByRole('group', { name: 'Choose a view' })).getAllByRole('button');
  expect(thumbnails.map((button) => button.textContent)).toEqual(['45 degrees', 'Front', 'Reverse', 'Side', 'Top']);
  fireEvent.mouseEnter(within(carousel).getByRole('button', { name: 'Top' }));
  expect(within(carousel).getByRole('button', { name: 'Top' }).getAttribute('aria-pressed')).toBe('true');
  act(() => vi.advanceTimersByTime(3000));
  expect(within(carousel).getByRole('button', { name: '45 degrees' }).getAttribute('aria-pressed')).toBe('true');
});

test('fills icon captions from the parameter table', () => {
  renderPart('p110', 'zh');
  expect(screen.getByText('峰值扭矩 525 N·m')).toBeTruthy();
  expect(screen.getByText('回程间隙 ≤ 0.10°')).toBeTruthy();
});

test('P110 shows the structure drawing in the page language', () => {
  renderPart('p110', 'zh');
  expect(screen.getByRole('img', { name: 'P110 关节模组爆炸结构图，标注各部件名称' }).getAttribute('src')).toBe(
    '/media-test/parts/p110/feature-structure-zh.webp',
  );
  cleanup();
  renderPart('p110', 'en');
  expect(screen.getByRole('img', { name: 'Exploded view of the P110 joint module with every part named' }).getAttribute('src')).toBe(
    '/media-test/parts/p110/feature-structure-en.webp',
  );
});

test('the hero has a phone picture under 768 px and sized images', () => {
  const { container } = renderPart('h60');
  const hero = screen.getByRole('img', { name: 'H60 关节模组 产品渲染图' });
  expect(hero.getAttribute('src')).toBe('/media-test/parts/h60/hero.webp');
  expect(hero.getAttribute('width')).toBe('1920');
  expect(container.querySelector('source[media="(max-width: 767px)"]')?.getAttribute('srcset')).toBe('/media-test/parts/h60/hero-mobile.webp');
  for (const img of container.querySelectorAll('img')) expect(img.getAttribute('width'), img.getAttribute('src') ?? '').toMatch(/^\d+$/);
});

test('the loading overlay waits 15000 ms on D90 and 1500 ms elsewhere', () => {
  renderPart('d90');
  expect(screen.getByRole('status', { name: '页面加载中' })).toBeTruthy();
  act(() => vi.advanceTimersByTime(14_999));
  expect(screen.getByRole('status')).toBeTruthy();
  act(() => vi.advanceTimersByTime(1));
  expect(screen.queryByRole('status')).toBeNull();
  cleanup();
  renderPart('h70');
  act(() => vi.advanceTimersByTime(1500));
  expect(screen.queryByRole('status')).toBeNull();
});

test('the loading overlay hides as soon as the hero picture loads', () => {
  renderPart('d90', 'en');
  expect(screen.getByRole('status', { name: 'Loading the page' })).toBeTruthy();
  fireEvent.load(screen.getByRole('img', { name: 'Rendering of the D90 joint module' }));
  expect(screen.queryByRole('status')).toBeNull();
});
