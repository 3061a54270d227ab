import { afterEach, expect, test, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithSite } from '@site/design/testing';
import { DocumentList } from './document-list';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

test('access downloads through a temporary link named after the document, once per 1000 ms', () => {
  vi.useFakeTimers();
  const downloads: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
  renderWithSite(<DocumentList items={[{ name: 'Dog SDK', desc: '2025.05.15 · 0.1MB', link: '/docs/dog.pdf' }]} accessLabel="Access" />);
  expect(screen.getByRole('heading', { name: 'Dog SDK' })).toBeTruthy();
  expect(screen.getByText('2025.05.15 · 0.1MB')).toBeTruthy();
  const access = screen.getByRole('link', { name: 'Access: Dog SDK' });
  expect(access.getAttribute('href')).toBe('/docs/dog.pdf');
  fireEvent.click(access);
  fireEvent.click(access);
  vi.advanceTimersByTime(999);
  fireEvent.click(access);
  expect(downloads).toEqual(['Dog SDK.pdf']);
  vi.advanceTimersByTime(1);
  fireEvent.click(access);
  expect(downloads).toEqual(['Dog SDK.pdf', 'Dog SDK.pdf']);
  click.mockRestore();
});
