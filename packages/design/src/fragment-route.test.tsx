import { afterEach, expect, test } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { fragmentRoute, findFragment } from './fragment-route';
import { renderWithSite } from './testing';

afterEach(cleanup);

const fragments = {
  Banner: { Component: ({ titleAs: Title = 'h2' }: { titleAs?: 'h1' | 'h2' }) => <Title>Banner heading</Title>, ownsHeading: true },
  SpecTable: { Component: () => <table aria-label="Specs" /> },
};
const route = fragmentRoute({
  ns: 'page',
  base: '/z1',
  fragments,
  messages: () => Promise.resolve({}),
  build: { name: 'test', version: '1.0.0' },
});
const messages = { page: { meta: { title: 'Z1', description: 'Small humanoid' }, fragments: { Banner: 'Banner', SpecTable: 'Specification table' } } };

test('fragment names match case-insensitively; unknown names fail the validity check (404)', () => {
  expect(findFragment(fragments, 'spectable')).toBe('SpecTable');
  expect(route.isValid?.({ fragment: 'BANNER' })).toBe(true);
  expect(route.isValid?.({ fragment: 'nope' })).toBe(false);
});

test('a fragment without its own heading gets the page h1; a banner fragment renders its heading as h1', () => {
  const { Page } = route;
  renderWithSite(<Page params={{ fragment: 'SpecTable' }} data={undefined} />, { messages });
  expect(screen.getByRole('heading', { level: 1, name: 'Specification table' })).toBeTruthy();
  expect(screen.getByRole('table', { name: 'Specs' })).toBeTruthy();
  cleanup();
  renderWithSite(<Page params={{ fragment: 'banner' }} data={undefined} />, { messages });
  expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Banner heading']);
});
