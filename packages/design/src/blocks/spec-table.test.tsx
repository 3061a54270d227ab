// @vitest-environment happy-dom
import { afterEach, expect, test } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithSite } from '../testing';
import { SpecTable, type SpecTableRow } from './spec-table';

afterEach(cleanup);

const rows = (count: number): SpecTableRow[] =>
  Array.from({ length: count }, (_, index) => ({ key: `r${index}`, label: `Label ${index}`, values: [`Value ${index}`] }));

test('renders a titled two-column table with a subtitle and one row per entry', () => {
  renderWithSite(<SpecTable title="Specifications" subtitle="Dexterous hand" columns={['Item', 'Value']} rows={rows(15)} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Specifications' })).toBeTruthy();
  expect(screen.getByText('Dexterous hand')).toBeTruthy();
  const table = screen.getByRole('table', { name: 'Specifications' });
  expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Item', 'Value']);
  expect(within(table).getAllByRole('rowheader')).toHaveLength(15);
  const firstRow = within(table).getAllByRole('row')[1]!;
  expect(within(firstRow).getByRole('rowheader').textContent).toBe('Label 0');
  expect(within(firstRow).getByRole('cell').textContent).toBe('Value 0');
});

test('groups rows under category headings with several value columns', () => {
  renderWithSite(
    <SpecTable
      title="Specs"
      columns={['', 'PRO', 'EDU']}
      groups={[
        { key: 'mech', category: 'Mechanical', rows: [{ key: 'w', label: 'Weight', values: ['15 kg', '16 kg'] }] },
        { key: 'elec', category: 'Electrical', rows: [{ key: 'v', label: 'Voltage', values: ['24 V', '36 V'] }] },
      ]}
    />,
  );
  const table = screen.getByRole('table', { name: 'Specs' });
  const categories = within(table).getAllByRole('columnheader').filter((cell) => cell.getAttribute('scope') === 'colgroup');
  expect(categories.map((cell) => cell.textContent)).toEqual(['Mechanical', 'Electrical']);
  expect(categories[0]?.getAttribute('colspan')).toBe('3');
  const weightRow = within(table).getByRole('rowheader', { name: 'Weight' }).closest('tr')!;
  expect(within(weightRow).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['15 kg', '16 kg']);
});

test('has no header row when no columns are given', () => {
  renderWithSite(<SpecTable title="Specs" rows={rows(2)} headingLevel={3} />);
  expect(screen.getByRole('heading', { level: 3, name: 'Specs' })).toBeTruthy();
  expect(screen.queryAllByRole('columnheader')).toHaveLength(0);
  expect(screen.getAllByRole('row')).toHaveLength(2);
});
