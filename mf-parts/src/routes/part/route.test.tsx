import { expect, test } from 'vitest';
import area from '../../area';
import route from './route';

test('accepts exactly the part pages the area manifest lists', () => {
  const pages = area.pages.flatMap((page) => page.pages ?? []);
  expect(pages).toContain('/parts/d90');
  for (const slug of pages.map((page) => page.split('/')[2])) expect(route.isValid?.({ slug }), slug).toBe(true);
  for (const slug of ['x1', 'd91', 'parts', '', undefined]) expect(route.isValid?.({ slug }), String(slug)).toBe(false);
});

test('loads the parts namespace for each language', async () => {
  const zh = await route.messages('zh');
  const en = await route.messages('en');
  expect(Object.keys(zh)).toEqual(['parts']);
  expect((en.parts?.hand as { video: { fallback: string } }).video.fallback).toBe('Your browser does not support the video tag.');
  expect((zh.parts?.d90 as { name: string }).name).toBe('D90 关节模组');
});
