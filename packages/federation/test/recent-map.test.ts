import { afterEach, expect, test, vi } from 'vitest';
import { RecentMap } from '../src/recent-map.js';

afterEach(() => vi.useRealTimers());

test('keeps the most recently used entries: a read counts as a use, a peek does not', () => {
  const map = new RecentMap<string, number>({ max: 2 });
  map.set('a', 1).set('b', 2);
  expect(map.get('a')).toBe(1);
  map.set('c', 3);
  expect([map.peek('a'), map.peek('b'), map.peek('c')]).toEqual([1, undefined, 3]);
  map.peek('a');
  map.set('d', 4);
  expect([map.has('a'), map.has('c'), map.has('d')]).toEqual([false, true, true]);
});

test('an entry older than maxAgeMs is gone', () => {
  vi.useFakeTimers();
  const map = new RecentMap<string, number>({ max: 10, maxAgeMs: 1000 });
  map.set('a', 1);
  vi.advanceTimersByTime(999);
  expect(map.get('a')).toBe(1);
  vi.advanceTimersByTime(2);
  expect(map.get('a')).toBeUndefined();
  expect(map.delete('a')).toBe(false);
});
