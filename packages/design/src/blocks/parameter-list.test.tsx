// @vitest-environment happy-dom
import { afterEach, expect, test } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithSite } from '../testing';
import { ParameterList, type ParameterItem } from './parameter-list';

afterEach(cleanup);

const items = (count: number): ParameterItem[] =>
  Array.from({ length: count }, (_, index) => ({ key: `p${index}`, name: `Name ${index}`, value: `${index} mm` }));
const labels = { paired: 'Main parameters', single: 'More parameters' };

test('lays out the first 12 parameters in pairs and the rest in one column', () => {
  renderWithSite(<ParameterList items={items(15)} labels={labels} />);
  const paired = within(screen.getByRole('list', { name: 'Main parameters' })).getAllByRole('listitem');
  const single = within(screen.getByRole('list', { name: 'More parameters' })).getAllByRole('listitem');
  expect(paired).toHaveLength(12);
  expect(single).toHaveLength(3);
  expect(paired[0]?.textContent).toBe('Name 00 mm');
  expect(single[2]?.textContent).toBe('Name 1414 mm');
});

test('keeps the name and value of each parameter together', () => {
  renderWithSite(<ParameterList items={items(14)} labels={labels} />);
  const rest = within(screen.getByRole('list', { name: 'More parameters' })).getAllByRole('listitem');
  expect(rest).toHaveLength(2);
  expect(within(rest[0]!).getByText('Name 12')).toBeTruthy();
  expect(within(rest[0]!).getByText('12 mm')).toBeTruthy();
});

test('omits the single-column list when there are 12 or fewer parameters', () => {
  renderWithSite(<ParameterList items={items(6)} labels={labels} pairedCount={12} />);
  expect(screen.getAllByRole('list')).toHaveLength(1);
  expect(screen.queryByRole('list', { name: 'More parameters' })).toBeNull();
});
