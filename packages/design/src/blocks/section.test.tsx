import { afterEach, expect, test } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithSite } from '../testing';
import { Section } from './section';

afterEach(cleanup);

test('renders a labelled region with heading, subtitle and content', () => {
  renderWithSite(
    <Section title="Vitality" subtitle="Always ready">
      <p>Body text</p>
    </Section>,
  );
  const region = screen.getByRole('region', { name: 'Vitality' });
  expect(region.contains(screen.getByRole('heading', { level: 2, name: 'Vitality' }))).toBe(true);
  expect(screen.getByText('Always ready')).toBeTruthy();
  expect(screen.getByText('Body text')).toBeTruthy();
});

test('uses the requested heading level and renders without a header when untitled', () => {
  const { container } = renderWithSite(
    <>
      <Section title="Nested" headingLevel={3} />
      <Section>
        <p>Only content</p>
      </Section>
    </>,
  );
  expect(screen.getByRole('heading', { level: 3, name: 'Nested' })).toBeTruthy();
  expect(container.querySelectorAll('header')).toHaveLength(1);
  expect(screen.getByText('Only content')).toBeTruthy();
});
