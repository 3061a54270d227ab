import { afterEach, expect, test, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithSite } from '../testing';
import { HoverTip } from './hover-tip';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

test('shows the full text while hovered and hides it 200 ms after the pointer leaves', () => {
  vi.useFakeTimers();
  renderWithSite(
    <HoverTip text="The whole description">
      <p>The whole…</p>
    </HoverTip>,
  );
  const content = screen.getByText('The whole…');
  expect(screen.queryByRole('tooltip')).toBeNull();
  fireEvent.mouseEnter(content.parentElement!);
  expect(screen.getByRole('tooltip').textContent).toBe('The whole description');
  expect(content.parentElement!.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
  fireEvent.mouseLeave(content.parentElement!);
  act(() => vi.advanceTimersByTime(199));
  expect(screen.getByRole('tooltip')).toBeTruthy();
  fireEvent.mouseEnter(content.parentElement!);
  act(() => vi.advanceTimersByTime(500));
  expect(screen.getByRole('tooltip')).toBeTruthy();
  fireEvent.mouseLeave(content.parentElement!);
  act(() => vi.advanceTimersByTime(200));
  expect(screen.queryByRole('tooltip')).toBeNull();
});

test('Escape hides it at once', () => {
  renderWithSite(
    <HoverTip text="Full">
      <p>Short</p>
    </HoverTip>,
  );
  const wrapper = screen.getByText('Short').parentElement!;
  fireEvent.mouseEnter(wrapper);
  fireEvent.keyDown(wrapper, { key: 'Escape' });
  expect(screen.queryByRole('tooltip')).toBeNull();
});
