import { expect, test } from 'vitest';
import { contributionChanges } from './version-contribution';

test('a version adds and removes pages and menu entries against the active one', () => {
  const active = { paths: [], pages: ['/parts', '/parts/d90'], entries: [{ slot: 'header', path: '/parts' }, { slot: 'footer.products', path: '/parts/d90' }] };
  const candidate = { paths: [], pages: ['/parts', '/parts/x100'], entries: [{ slot: 'header', path: '/parts' }, { slot: 'footer.products', path: '/parts/x100' }] };
  expect(contributionChanges(candidate, active)).toEqual({
    pagesAdded: ['/parts/x100'],
    pagesRemoved: ['/parts/d90'],
    entriesAdded: [{ slot: 'footer.products', path: '/parts/x100' }],
    entriesRemoved: [{ slot: 'footer.products', path: '/parts/d90' }],
  });
});
