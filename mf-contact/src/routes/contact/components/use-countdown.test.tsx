import { afterEach, expect, test, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { smsCountdownSeconds, useCountdown } from './use-countdown';

afterEach(() => vi.useRealTimers());

test('is 0 until started, then counts 60 seconds down once a second and stops at 0', () => {
  vi.useFakeTimers();
  const { result } = renderHook(() => useCountdown());
  expect(smsCountdownSeconds).toBe(60);
  act(() => vi.advanceTimersByTime(5000));
  expect(result.current.remaining).toBe(0);

  act(() => result.current.start());
  expect(result.current.remaining).toBe(60);
  act(() => vi.advanceTimersByTime(999));
  expect(result.current.remaining).toBe(60);
  act(() => vi.advanceTimersByTime(1));
  expect(result.current.remaining).toBe(59);
  for (let second = 58; second >= 0; second -= 1) {
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(second);
  }
  act(() => vi.advanceTimersByTime(10_000));
  expect(result.current.remaining).toBe(0);
  expect(vi.getTimerCount()).toBe(0);
});

test('can be started again after it ran out, and stops its timer on unmount', () => {
  vi.useFakeTimers();
  const { result, unmount } = renderHook(() => useCountdown(3));
  act(() => result.current.start());
  act(() => vi.advanceTimersByTime(3000));
  expect(result.current.remaining).toBe(0);
  act(() => result.current.start());
  expect(result.current.remaining).toBe(3);
  unmount();
  expect(vi.getTimerCount()).toBe(0);
});
