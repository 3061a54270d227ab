import { expect, test } from 'vitest';
import { partSlugs } from '@site/i18n';
import route from './route';

test('accepts exactly the site part slugs', () => {
  for (const slug of partSlugs) expect(route.isValid?.({ slug }), slug).toBe(true);
  for (const slug of ['x1', 'd91', 'parts', '', undefined]) expect(route.isValid?.({ slug }), String(slug)).toBe(false);
});

test('loads the parts namespace for each language', async () => {
  const zh = await route.messages('zh');
  const en = await route.messages('en');
  expect(Object.keys(zh)).toEqual(['parts']);
  expect((en.parts?.hand as { video: { fallback: string } }).video.fallback).toBe('Your browser does not support the video tag.');
  expect((zh.parts?.d90 as { name: string }).name).toBe('D90 关节模组');
});
