import { afterEach, expect, test, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ToastRegion, toastDuration, useToasts, type ToastKind } from './toast';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Harness() {
  const { toasts, show } = useToasts();
  const button = (kind: ToastKind, text: string) => (
    <button type="button" onClick={() => show(kind, text)}>
      {text}
    </button>
  );
  return (
    <>
      {button('success', 'Verification code has been sent')}
      {button('error', 'Submission failed, please try again')}
      <ToastRegion toasts={toasts} />
    </>
  );
}

test('announces each toast in a status live region that is there from the start, for 3 s each', () => {
  vi.useFakeTimers();
  const { unmount } = render(<Harness />);
  const region = screen.getByRole('status');
  expect(region.textContent).toBe('');
  expect(toastDuration).toBe(3000);

  fireEvent.click(screen.getByRole('button', { name: 'Verification code has been sent' }));
  expect(within(region).getByText('Verification code has been sent')).toBeTruthy();
  act(() => vi.advanceTimersByTime(1000));
  fireEvent.click(screen.getByRole('button', { name: 'Submission failed, please try again' }));
  expect(within(region).getAllByText(/./).map((toast) => toast.textContent)).toEqual(['Verification code has been sent', 'Submission failed, please try again']);

  act(() => vi.advanceTimersByTime(1999));
  expect(within(region).queryByText('Verification code has been sent')).toBeTruthy();
  act(() => vi.advanceTimersByTime(1));
  expect(within(region).queryByText('Verification code has been sent')).toBeNull();
  expect(within(region).getByText('Submission failed, please try again')).toBeTruthy();
  act(() => vi.advanceTimersByTime(1000));
  expect(region.textContent).toBe('');

  // Leaving the page ends a toast's timer.
  fireEvent.click(screen.getByRole('button', { name: 'Verification code has been sent' }));
  expect(vi.getTimerCount()).toBe(1);
  unmount();
  expect(vi.getTimerCount()).toBe(0);
});
