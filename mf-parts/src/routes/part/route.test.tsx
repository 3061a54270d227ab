import { expect, test, vi } from 'vitest';
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

test('carries the stamp its build defines: the container name and the version the shell shows as data-remote-version', async () => {
  // The build config defines these two (packages/build-config/rsbuild.mjs); without them the stamp says 'unknown'.
  vi.stubEnv('SITE_APP_NAME', 'site_parts');
  vi.stubEnv('SITE_APP_VERSION', '1.2.3-abc1234');
  vi.resetModules();
  try {
    const { default: built } = await import('./route');
    expect(built.build).toEqual({ name: 'site_parts', version: '1.2.3-abc1234' });
  } finally {
    vi.unstubAllEnvs();
  }
});
