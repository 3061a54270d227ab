// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithSite, structuredDataIn } from '@site/design/testing';
import zh from '../../../../locales/zh/parts.json';
import en from '../../../../locales/en/parts.json';
import { HandPage } from './hand-page';

beforeEach(() => {
  // happy-dom does not play media; the page only needs play() to answer.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

test('shows the title, the looping demo video and a 15-row specification table', () => {
  const { container } = renderWithSite(<HandPage />, { locale: 'en', messages: { parts: en }, path: '/en/parts/hand' });
  expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['MagicHand S01 dexterous hand']);
  const video = container.querySelector('video')!;
  expect(video.loop).toBe(true);
  expect(video.muted).toBe(true);
  expect(video.getAttribute('poster')).toBe('/media-test/parts/hand/poster.webp');
  expect(video.querySelector('source')?.getAttribute('src')).toBe('/media-test/parts/hand/hand-demo.mp4');
  expect(video.textContent).toBe('Your browser does not support the video tag.');
  expect(screen.getByRole('button', { name: /video/ })).toBeTruthy();

  const table = screen.getByRole('table', { name: 'Specifications' });
  expect(screen.getByText('MagicHand S01 dexterous hand', { selector: 'p' })).toBeTruthy();
  expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Parameter', 'Specification']);
  const rows = within(table).getAllByRole('rowheader');
  expect(rows).toHaveLength(15);
  const dof = within(table).getByRole('rowheader', { name: 'Degrees of freedom' }).closest('tr')!;
  expect(within(dof).getByRole('cell').textContent).toBe('11');
  const sensors = within(table).getByRole('rowheader', { name: 'Touch sensors' }).closest('tr')!;
  expect(within(sensors).getByRole('cell').textContent).toBe('5');
});

test('is fully translated in Chinese, its Product structured data too', () => {
  const { container } = renderWithSite(<HandPage />, { locale: 'zh', messages: { parts: zh }, path: '/parts/hand' });
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('MagicHand S01 灵巧手');
  expect(within(screen.getByRole('table', { name: '产品参数' })).getAllByRole('rowheader')).toHaveLength(15);
  expect(screen.getByRole('rowheader', { name: '自由度' })).toBeTruthy();
  expect(structuredDataIn(container)).toEqual([
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: zh.hand.title,
      description: zh.hand.meta.description,
      image: 'https://site.example/media-test/parts/hand/poster.webp',
      url: 'https://site.example/parts/hand',
      brand: { '@type': 'Brand', name: 'Test Robotics' },
    },
  ]);
});
