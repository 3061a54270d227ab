import { expect, test } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithSite } from './testing';
import { TabsLayout } from './antd';

const items = [
  { key: 'terms', label: 'Terms', content: <p>Terms text</p> },
  { key: 'warranty', label: 'Warranty', content: <p>Warranty text</p> },
];

test('TabsLayout shows the default tab and keeps only the active tab in the DOM', async () => {
  renderWithSite(<TabsLayout items={items} />, { locale: 'en' });
  expect(screen.getByRole('tab', { name: 'Terms', selected: true })).toBeTruthy();
  expect(screen.getByText('Terms text')).toBeTruthy();
  fireEvent.click(screen.getByRole('tab', { name: 'Warranty' }));
  expect(await screen.findByText('Warranty text')).toBeTruthy();
  await expect.poll(() => screen.queryByText('Terms text')).toBeNull();
});
