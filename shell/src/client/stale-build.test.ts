import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { staleBuildEvent } from '../app/app';
import { isResourceFailure, watchForStaleBuild } from './stale-build';

const reload = vi.fn();
beforeEach(() => {
  sessionStorage.clear();
  reload.mockReset();
  Object.defineProperty(window, 'location', { value: { reload }, configurable: true });
});
afterEach(() => vi.useRealTimers());

function failChunk() {
  const event = new Event('unhandledrejection') as PromiseRejectionEvent;
  Object.defineProperty(event, 'reason', { value: Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }) });
  window.dispatchEvent(event);
}

test('recognises chunk, script and JSON failures', () => {
  expect(isResourceFailure('ChunkLoadError: Loading chunk 3 failed')).toBe(true);
  expect(isResourceFailure('Failed to fetch /builds/meta/abc.json')).toBe(true);
  expect(isResourceFailure('TypeError: x is undefined')).toBe(false);
});

test('a chunk failure reloads once, then asks within the 10 s guard, then reloads again later', () => {
  vi.useFakeTimers();
  watchForStaleBuild();
  const prompts = vi.fn();
  window.addEventListener(staleBuildEvent, prompts);
  failChunk();
  expect(reload).toHaveBeenCalledTimes(1);
  failChunk();
  expect(reload).toHaveBeenCalledTimes(1);
  expect(prompts).toHaveBeenCalledTimes(1);
  vi.setSystemTime(Date.now() + 10_001);
  failChunk();
  expect(reload).toHaveBeenCalledTimes(2);
});
