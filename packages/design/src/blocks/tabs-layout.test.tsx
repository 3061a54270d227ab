import { expect, test, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithSite } from '../testing';
import { TabsLayout } from './tabs-layout';

const items = [
  { key: 'terms', label: 'Terms', content: <p>Terms text</p> },
  { key: 'warranty', label: 'Warranty', content: <p>Warranty text</p> },
  { key: 'disclaimer', label: 'Disclaimer', content: <p>Disclaimer text</p> },
];

test('shows the default tab and keeps only the active tab in the DOM', () => {
  renderWithSite(<TabsLayout items={items} defaultActiveKey="warranty" />);
  expect(screen.getByRole('tab', { name: 'Warranty', selected: true })).toBeTruthy();
  expect(screen.getByRole('tabpanel').textContent).toBe('Warranty text');
  fireEvent.click(screen.getByRole('tab', { name: 'Terms' }));
  expect(screen.getByRole('tab', { name: 'Terms', selected: true })).toBeTruthy();
  expect(screen.getByRole('tabpanel', { name: 'Terms' }).textContent).toBe('Terms text');
  expect(screen.queryByText('Warranty text')).toBeNull();
});

test('arrow keys, Home and End move between tabs, wrapping around; only the active tab is in the tab order', () => {
  const onChange = vi.fn();
  renderWithSite(<TabsLayout items={items} onChange={onChange} />);
  const [terms, warranty, disclaimer] = screen.getAllByRole('tab');
  expect([terms, warranty, disclaimer].map((tab) => tab!.tabIndex)).toEqual([0, -1, -1]);
  fireEvent.keyDown(terms!, { key: 'ArrowLeft' });
  expect(document.activeElement).toBe(disclaimer);
  expect(screen.getByRole('tabpanel').textContent).toBe('Disclaimer text');
  fireEvent.keyDown(disclaimer!, { key: 'ArrowRight' });
  expect(document.activeElement).toBe(terms);
  fireEvent.keyDown(terms!, { key: 'End' });
  fireEvent.keyDown(disclaimer!, { key: 'Home' });
  expect(onChange.mock.calls.map(([key]) => key)).toEqual(['disclaimer', 'terms', 'disclaimer', 'terms']);
});

test('controlled: follows activeKey and reports choices', () => {
  const onChange = vi.fn();
  renderWithSite(<TabsLayout items={items} activeKey="disclaimer" onChange={onChange} />);
  fireEvent.click(screen.getByRole('tab', { name: 'Terms' }));
  expect(onChange).toHaveBeenCalledWith('terms');
  expect(screen.getByRole('tab', { name: 'Disclaimer', selected: true })).toBeTruthy();
});
