import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { sharedSingletonNames, sharedSingletons } from '../shared.mjs';
import { compareLocaleKeys } from '../locale-keys.mjs';

test('every shared module is a singleton with a major-version range', () => {
  const shared = sharedSingletons();
  expect(Object.keys(shared)).toEqual(sharedSingletonNames);
  expect(shared.react).toEqual({ singleton: true, requiredVersion: '^19.0.0' });
  expect(shared['@site/design/antd']).toEqual({ singleton: true, requiredVersion: '^1.0.0' });
});

test('antd, the router and i18next are never shared whole', () => {
  for (const name of ['antd', 'react-router', 'i18next', 'react-i18next']) expect(sharedSingletonNames).not.toContain(name);
});

test('locale key comparison names keys present in one language only', () => {
  const dir = mkdtempSync(join(tmpdir(), 'locales-'));
  mkdirSync(join(dir, 'zh'));
  mkdirSync(join(dir, 'en'));
  writeFileSync(join(dir, 'zh', 'page.json'), JSON.stringify({ title: '标题', nested: { a: '一', b: '二' } }));
  writeFileSync(join(dir, 'en', 'page.json'), JSON.stringify({ title: 'Title', nested: { a: 'One' }, extra: 'x' }));
  expect(compareLocaleKeys(dir)).toEqual([{ file: 'page.json', onlyZh: ['nested.b'], onlyEn: ['extra'] }]);
});

test('the shell shares eagerly (no round trip before hydration), except the lazily used antd entry', () => {
  const eager = sharedSingletons({ eager: true });
  expect(eager.react?.eager).toBe(true);
  expect(eager['@site/design']?.eager).toBe(true);
  expect(eager['@site/design/antd']?.eager).toBeUndefined();
});

test('a single-page app builds src/index.tsx into dist/web, from a page with no inline script (CSP script-src self)', async () => {
  const { defineSinglePageApp } = await import('../rsbuild.mjs');
  const config = defineSinglePageApp({ root: '/app', title: 'App', port: 4000 });
  expect(config.source?.entry).toEqual({ index: './src/index.tsx' });
  expect(config.output?.distPath).toEqual({ root: 'dist/web' });
  expect(config.output?.filenameHash).toBe(true);
  const template = readFileSync(String(config.html?.template), 'utf8');
  expect(template).not.toMatch(/<script/);
  expect(template).toContain('<html lang="<%= lang %>">');
});
