import { afterEach, expect, test } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithSite } from '@site/design/testing';
import zh from '../../../locales/zh/dog.json';
import en from '../../../locales/en/dog.json';
import route, { DogPage } from './route';

afterEach(cleanup);

const specValues = ['670*350*560 mm', '15.8 kg', '13', '3.0 m/s', '10 kg', '15 cm', '40°', '3200 W', '22V-36V', '29.6V 8200mAh', '1.5-3.0 h'];

test('renders one h1, five technology sections, the video block and four notes', () => {
  renderWithSite(<DogPage />, { messages: { dog: zh }, path: '/dog' });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1, name: 'MagicDog 四足机器人' })).toBeTruthy();

  const tech = screen.getByRole('group', { name: zh.tech.label });
  expect(within(tech).getAllByRole('heading', { level: 2 })).toHaveLength(5);
  for (const key of ['tracking', 'terrain', 'freedom', 'camera', 'programming'] as const) {
    expect(within(tech).getByRole('img', { name: zh.tech[key].imageAlt })).toBeTruthy();
  }

  expect(screen.getByRole('button', { name: /播放视频|暂停视频/ })).toBeTruthy();
  expect(document.querySelector('video source')?.getAttribute('src')).toBe('/media-test/dog/feature.mp4');
  expect(document.querySelector('video')?.textContent).toContain(zh.video.fallback);

  const notes = screen.getByRole('complementary', { name: zh.specs.notesTitle });
  expect(within(notes).getAllByRole('listitem')).toHaveLength(4);
});

test('the spec table has PRO and EDU columns with every dog value in both', () => {
  renderWithSite(<DogPage />, { messages: { dog: en }, locale: 'en', path: '/en/dog' });
  const table = screen.getByRole('table');
  const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
  expect(headers).toEqual(['Item', 'MagicDog PRO', 'MagicDog EDU', 'Mechanical', 'Electrical', 'Accessories and development']);
  for (const value of specValues) {
    const row = within(table)
      .getAllByRole('row')
      .find((candidate) => within(candidate).queryAllByRole('cell').some((cell) => cell.textContent === value));
    expect(row, value).toBeTruthy();
    expect(within(row!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([value, value]);
  }
});

test('the heading image and the page title follow the language', () => {
  renderWithSite(<DogPage />, { messages: { dog: en }, locale: 'en', path: '/en/dog' });
  expect(screen.getByRole('img', { name: en.specs.imageAlt }).getAttribute('src')).toBe('/media-test/dog/specs-en.webp');
  expect(document.title || document.querySelector('title')?.textContent).toBe(en.meta.title);
  cleanup();
  renderWithSite(<DogPage />, { messages: { dog: zh }, path: '/dog' });
  expect(screen.getByRole('img', { name: zh.specs.imageAlt }).getAttribute('src')).toBe('/media-test/dog/specs-zh.webp');
});

test('the route module loads the dog namespace for each language', async () => {
  expect(await route.messages('zh')).toEqual({ dog: zh });
  expect(await route.messages('en')).toEqual({ dog: en });
});
