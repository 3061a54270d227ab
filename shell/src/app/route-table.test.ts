import { describe, expect, test } from 'vitest';
import { canonicalPartPath, matchArea } from './route-table';
import { menuColumns } from './navigation';

describe('route table', () => {
  test('maps paths to the remote that serves them', () => {
    expect(matchArea('/parts/d90')).toMatchObject({ route: { remote: 'parts', module: 'part' }, params: { slug: 'd90' } });
    expect(matchArea('/about')).toMatchObject({ route: { remote: 'content' } });
    expect(matchArea('/dog')?.route.remote).toBe('products');
    expect(matchArea('/nowhere')).toBeUndefined();
  });

  test('keys differ per page so an area remounts when its parameters change', () => {
    expect(matchArea('/parts/d90')?.key).not.toBe(matchArea('/parts/h60')?.key);
  });

  test('upper-case part slugs have a lower-case canonical path', () => {
    expect(canonicalPartPath('/parts/P110')).toBe('/parts/p110');
    expect(canonicalPartPath('/parts/p110')).toBeUndefined();
    expect(canonicalPartPath('/about')).toBeUndefined();
  });
});

test('menu fly-outs use 1 to 12 columns', () => {
  expect(menuColumns(0)).toBe(1);
  expect(menuColumns(8)).toBe(8);
  expect(menuColumns(20)).toBe(12);
});
