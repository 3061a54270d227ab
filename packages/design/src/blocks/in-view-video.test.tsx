// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { renderWithSite } from '../testing';
import { InViewVideo } from './in-view-video';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let observers: { callback: Callback; options?: IntersectionObserverInit; targets: Element[]; disconnected: boolean }[];
let played: number;
let paused: number;

class FakeObserver {
  record: (typeof observers)[number];
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.record = { callback, options, targets: [], disconnected: false };
    observers.push(this.record);
  }
  observe(target: Element) {
    this.record.targets.push(target);
  }
  disconnect() {
    this.record.disconnected = true;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}

beforeEach(() => {
  observers = [];
  played = 0;
  paused = 0;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played += 1;
    Object.defineProperty(this, 'paused', { configurable: true, value: false });
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    paused += 1;
    Object.defineProperty(this, 'paused', { configurable: true, value: true });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const fallback = 'Your browser does not support the video tag.';

function renderVideo(props: Partial<Parameters<typeof InViewVideo>[0]> = {}) {
  return renderWithSite(
    <InViewVideo src="/m/run.mp4" poster="/m/run.jpg" width={640} height={360} label="Running" fallbackText={fallback} caption="Runs fast" {...props} />,
  );
}

function report(ratio: number) {
  const observer = observers[0]!;
  act(() => observer.callback([{ target: observer.targets[0]!, isIntersecting: ratio > 0, intersectionRatio: ratio }]));
}

test('renders a muted, looped, inline video with a light preload, poster, size, fallback and caption', () => {
  const { container } = renderVideo();
  const video = container.querySelector('video')!;
  expect(video.muted).toBe(true);
  expect(video.loop).toBe(true);
  expect(video.hasAttribute('playsinline')).toBe(true);
  expect(video.getAttribute('preload')).toBe('none');
  expect(video.getAttribute('poster')).toBe('/m/run.jpg');
  expect(video.getAttribute('width')).toBe('640');
  expect(screen.getByRole('figure', { name: 'Running' }).contains(video)).toBe(true);
  expect(video.hasAttribute('aria-label')).toBe(false);
  expect(container.querySelector('source')?.getAttribute('src')).toBe('/m/run.mp4');
  expect(video.textContent).toBe(fallback);
  expect(container.querySelector('figcaption')?.textContent).toBe('Runs fast');
});

test('observes with a 0.3 threshold and a 50 px margin by default', () => {
  const { container } = renderVideo();
  expect(observers).toHaveLength(1);
  expect(observers[0]!.options).toEqual({ threshold: 0.3, rootMargin: '50px' });
  expect(observers[0]!.targets).toEqual([container.querySelector('video')]);
});

test('plays once at least 30% is visible and pauses when it falls below', () => {
  renderVideo();
  report(0.1);
  expect(played).toBe(0);
  report(0.3);
  expect(played).toBe(1);
  report(0.8);
  expect(played).toBe(1);
  report(0.29);
  expect(paused).toBe(1);
  report(0);
  expect(paused).toBe(1);
  report(0.5);
  expect(played).toBe(2);
});

test('a refused autoplay is only logged', async () => {
  vi.useFakeTimers();
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.mocked(HTMLMediaElement.prototype.play).mockImplementation(() => Promise.reject(new Error('NotAllowedError')));
  renderVideo();
  report(1);
  await act(async () => {
    await vi.runAllTimersAsync();
  });
  expect(warn).toHaveBeenCalledWith('video autoplay did not start', expect.any(Error));
});

test('custom threshold and margin, and the observer is disconnected on unmount', () => {
  const { unmount } = renderVideo({ threshold: 0.5, rootMargin: '0px' });
  expect(observers[0]!.options).toEqual({ threshold: 0.5, rootMargin: '0px' });
  unmount();
  expect(observers[0]!.disconnected).toBe(true);
});

test('without IntersectionObserver the video renders and stays paused', () => {
  vi.stubGlobal('IntersectionObserver', undefined);
  const { container } = renderVideo();
  expect(container.querySelector('video')).toBeTruthy();
  expect(played).toBe(0);
});
