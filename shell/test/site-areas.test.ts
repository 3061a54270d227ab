import { expect, test } from 'vitest';
import { siteAreas } from '../src/app/site-areas';
import { menuColumns } from '../src/app/header/desktop-menu';
import { siteManifests } from './site-manifests.fixture';

const areas = siteAreas({ key: 'today', manifests: siteManifests, complete: true });

test('routes map paths to the area that serves them, a literal page before a pattern', () => {
  expect(areas.table.match('/parts/d90')).toMatchObject({ route: { remote: 'parts', module: 'part' }, params: { slug: 'd90' } });
  expect(areas.table.match('/about')).toMatchObject({ route: { remote: 'content' } });
  expect(areas.table.match('/dog')?.route.remote).toBe('products');
  expect(areas.table.match('/app/g1')?.route.module).toBe('app-g1');
  expect(areas.table.match('/app/Tutorial')?.route.module).toBe('app-fragment');
  expect(areas.table.match('/contact')?.route.action).toBe(true);
  expect(areas.table.match('/nowhere')).toBeUndefined();
  // Keys differ per page, so an area remounts when its parameters change.
  expect(areas.table.match('/parts/d90')?.key).not.toBe(areas.table.match('/parts/h60')?.key);
});

test('a listed page asked for in other letter case has its canonical path', () => {
  expect(areas.canonicalPath('/parts/P110')).toBe('/parts/p110');
  expect(areas.canonicalPath('/parts/p110')).toBeUndefined();
  expect(areas.canonicalPath('/parts/X999')).toBeUndefined();
  expect(areas.canonicalPath('/about')).toBeUndefined();
});

test('sitemaps list every page without parameters and the part pages, not fragments, articles or the fixed .html addresses', () => {
  const { paths, articlePath } = areas.sitemapPaths();
  expect(articlePath).toBe('/news/:id');
  expect(paths).toEqual(expect.arrayContaining(['/', '/human', '/z1', '/dog', '/dog-w', '/dog-y', '/about', '/news', '/contact', '/contactinformation', '/app/g1']));
  expect(paths.filter((path) => path.startsWith('/parts/')).sort()).toEqual(['d90', 'h60', 'h70', 'hand', 'p110', 'p60n30', 'p90n20', 't28'].map((slug) => `/parts/${slug}`));
  expect(paths.some((path) => path.includes(':') || path.endsWith('.html') || path.startsWith('/z1/'))).toBe(false);
  expect(paths).toHaveLength(26);
});

test('health checks render one page per route of an area', () => {
  expect(areas.pages('contact')).toEqual(['/contact', '/contactinformation']);
  expect(areas.pages('content')).toContain('/news/:id');
  expect(areas.pages('products')).toContain('/z1/Z1Video');
});

test('the same set of versions is built once', () => {
  expect(siteAreas({ key: 'today', manifests: [], complete: true })).toBe(areas);
});

test('menu fly-outs use 1 to 12 columns', () => {
  expect(menuColumns(0)).toBe(1);
  expect(menuColumns(8)).toBe(8);
  expect(menuColumns(20)).toBe(12);
});

test('the frame travels in the page as tuples and comes back the same', async () => {
  const { decodeFrame, encodeFrame } = await import('../src/app/site-state');
  for (const locale of ['zh', 'en'] as const) {
    const frame = areas.frame(locale);
    const wire = JSON.parse(JSON.stringify(encodeFrame(frame))) as ReturnType<typeof encodeFrame>;
    expect(decodeFrame(wire)).toEqual(frame);
    expect(JSON.stringify(wire).length).toBeLessThan(JSON.stringify(frame).length * 0.75);
  }
});
