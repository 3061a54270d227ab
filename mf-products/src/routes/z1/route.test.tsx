import { afterEach, expect, test, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithSite } from '@site/design/testing';
import zh from '../../../locales/zh/z1.json';
import en from '../../../locales/en/z1.json';
import commonZh from '../../../locales/zh/productsCommon.json';
import commonEn from '../../../locales/en/productsCommon.json';
import { Z1Page } from './route';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const renderZ1 = (locale: 'zh' | 'en' = 'zh') =>
  renderWithSite(<Z1Page />, {
    messages: locale === 'zh' ? { z1: zh, productsCommon: commonZh } : { z1: en, productsCommon: commonEn },
    locale,
    path: locale === 'zh' ? '/z1' : '/en/z1',
  });

test('banner links to /contact; three technology blocks; five media blocks with the fall as a video', () => {
  const { container } = renderZ1();
  expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([zh.hero.title]);
  const contact = screen.getByRole('link', { name: commonZh.actions.contact });
  expect([contact.getAttribute('href'), contact.getAttribute('target')]).toEqual(['/contact', '_blank']);
  expect(within(screen.getByRole('group', { name: zh.tech.label })).getAllByRole('heading', { level: 2 })).toHaveLength(3);
  const media = screen.getByRole('group', { name: zh.media.label });
  expect(within(media).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
    (['fall', 'open', 'insight', 'hand', 'response'] as const).map((key) => zh.media[key].title),
  );
  expect(media.querySelector('video source')?.getAttribute('src')).toBe('/media-test/z1/fall.mp4');
  expect(container.querySelector('video source')?.getAttribute('src')).toBe('/media-test/z1/intro-zh.mp4');
});

test('six spec pictures with phone versions, in the visitor language', () => {
  const { container } = renderZ1('en');
  const grid = screen.getByRole('heading', { name: en.specImages.title }).closest('section')!;
  const images = within(grid).getAllByRole('img');
  expect(images.map((image) => image.getAttribute('src'))).toEqual([1, 2, 3, 4, 5, 6].map((n) => `/media-test/z1/spec-${n}-en.webp`));
  expect([...grid.querySelectorAll('source')].map((source) => source.getAttribute('srcset'))).toEqual([1, 2, 3, 4, 5, 6].map((n) => `/media-test/z1/spec-${n}-en-mobile.webp`));
  expect(container.querySelector('video source')?.getAttribute('src')).toBe('/media-test/z1/intro-en.mp4');
});

test('the carousel of four is 575 px high, advances every 3000 ms, pauses on hover, has indicators, arrows and phone images', () => {
  vi.useFakeTimers();
  renderZ1();
  const carousel = screen.getByRole('region', { name: zh.carousel.label });
  expect(carousel.querySelector<HTMLElement>('[aria-live]')?.style.height).toBe('575px');
  expect(within(carousel).getAllByRole('button')[0]?.getAttribute('aria-label')).toBe(zh.carousel.stop);
  expect(carousel.querySelectorAll('source[media="(max-width: 767px)"]')).toHaveLength(4);
  const current = () => within(carousel).getByRole('button', { name: /^第 \d 张/, current: true }).getAttribute('aria-label');
  expect(current()).toBe('第 1 张，共 4 张');
  act(() => vi.advanceTimersByTime(2999));
  expect(current()).toBe('第 1 张，共 4 张');
  act(() => vi.advanceTimersByTime(1));
  expect(current()).toBe('第 2 张，共 4 张');
  fireEvent.mouseEnter(carousel);
  act(() => vi.advanceTimersByTime(9000));
  expect(current()).toBe('第 2 张，共 4 张');
  fireEvent.mouseLeave(carousel);
  fireEvent.click(within(carousel).getByRole('button', { name: '第 4 张，共 4 张' }));
  expect(current()).toBe('第 4 张，共 4 张');
  fireEvent.click(within(carousel).getByRole('button', { name: zh.carousel.next }));
  expect(current()).toBe('第 1 张，共 4 张');
});

test('the spec table: label, robot and robot1 columns, categories of 19, 8, 4 and 3 rows, 24 DOF and five footnotes', () => {
  renderZ1('en');
  const table = screen.getByRole('table');
  expect(within(table).getAllByRole('columnheader').slice(0, 3).map((cell) => cell.textContent)).toEqual(['Item', 'Z1', 'Z1 Pro']);
  const bodies = [...table.querySelectorAll('tbody')];
  expect(bodies.map((body) => body.querySelectorAll('tr').length - 1)).toEqual([19, 8, 4, 3]);
  const dof = within(table).getByRole('rowheader', { name: 'Degrees of freedom' }).closest('tr')!;
  expect(within(dof).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['24', '24']);
  expect(within(screen.getByRole('complementary', { name: en.specs.notesTitle })).getAllByRole('listitem')).toHaveLength(5);
});
