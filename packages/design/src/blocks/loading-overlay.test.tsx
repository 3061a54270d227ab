// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithSite } from '../testing';
import { LoadingOverlay } from './loading-overlay';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

test('is visible at start and hides when its timer runs out', () => {
  renderWithSite(<LoadingOverlay label="Loading" timeoutMs={1500} />);
  expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  act(() => vi.advanceTimersByTime(1499));
  expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  act(() => vi.advanceTimersByTime(1));
  expect(screen.queryByRole('status')).toBeNull();
});

function PageWithHero() {
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <LoadingOverlay label="Loading" timeoutMs={15000} done={loaded} />
      <button type="button" onClick={() => setLoaded(true)}>
        Hero loaded
      </button>
    </>
  );
}

test('hides as soon as the page says it is done', () => {
  renderWithSite(<PageWithHero />);
  act(() => vi.advanceTimersByTime(5000));
  expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Hero loaded' }));
  expect(screen.queryByRole('status')).toBeNull();
});

test('hands its timeout to the CSS clock that hides it without JavaScript', () => {
  const { container } = renderWithSite(<LoadingOverlay label="Loading" timeoutMs={15000} />);
  const layer = container.querySelector('[aria-hidden]') as HTMLElement;
  expect(layer.style.getPropertyValue('--loading-overlay-delay')).toBe('15000ms');
});
