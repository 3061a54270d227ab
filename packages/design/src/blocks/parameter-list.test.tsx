// @vitest-environment happy-dom
import { afterEach, expect, test } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithSite } from '../testing';
import { ParameterList, type ParameterItem } from './parameter-list';

afterEach(cleanup);

const items = (count: number): ParameterItem[] =>
  Array.from({ length: count }, (_, index) => ({ key: `p${index}`, name: `Name ${index}`, value: `${index} mm` }));
/** The paired list first, then the single-column one. */
const lists = () => screen.getAllByRole('list');

test('lays out the first 12 parameters in pairs and the rest in one column', () => {
  renderWithSite(<ParameterList items={items(15)} />);
  const [pairedList, singleList] = lists();
  expect(pairedList!.className).toMatch(/paired/);
  const paired = within(pairedList!).getAllByRole('listitem');
  const single = within(singleList!).getAllByRole('listitem');
  expect(paired).toHaveLength(12);
  expect(single).toHaveLength(3);
  expect(paired[0]?.textContent).toBe('Name 00 mm');
  expect(single[2]?.textContent).toBe('Name 1414 mm');
});

test('keeps the name and value of each parameter together', () => {
  renderWithSite(<ParameterList items={items(14)} />);
  const rest = within(lists()[1]!).getAllByRole('listitem');
  expect(rest).toHaveLength(2);
  expect(within(rest[0]!).getByText('Name 12')).toBeTruthy();
  expect(within(rest[0]!).getByText('12 mm')).toBeTruthy();
});

test('omits the single-column list when there are 12 or fewer parameters', () => {
  renderWithSite(<ParameterList items={items(6)} pairedCount={12} />);
  expect(lists()).toHaveLength(1);
  expect(within(lists()[0]!).getAllByRole('listitem')).toHaveLength(6);
});
