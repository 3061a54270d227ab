// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithSite } from '../testing';
import { VideoBlock } from './video-block';

const labels = { play: 'Play video', pause: 'Pause video', video: 'Hand demo' };
const fallback = 'Your browser does not support the video tag.';

let playResult: () => Promise<void>;

beforeEach(() => {
  playResult = () => Promise.resolve();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    const result = playResult();
    void result.then(
      () => {
        Object.defineProperty(this, 'paused', { configurable: true, value: false });
        this.dispatchEvent(new Event('play'));
      },
      () => undefined,
    );
    return result;
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { configurable: true, value: true });
    this.dispatchEvent(new Event('pause'));
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

test('renders a looped, muted, inline video with poster, source and fallback text', () => {
  const { container } = renderWithSite(<VideoBlock src="/media/demo.mp4" poster="/media/poster.jpg" fallbackText={fallback} labels={labels} />);
  const video = container.querySelector('video')!;
  expect(video.getAttribute('poster')).toBe('/media/poster.jpg');
  expect(video.loop).toBe(true);
  expect(video.muted).toBe(true);
  expect(video.hasAttribute('playsinline')).toBe(true);
  expect(container.querySelector('source')?.getAttribute('src')).toBe('/media/demo.mp4');
  expect(video.textContent).toBe(fallback);
  // Named as a figure: a <video> without controls is no element to name.
  expect(screen.getByRole('figure', { name: 'Hand demo' }).contains(video)).toBe(true);
  expect(video.hasAttribute('aria-label')).toBe(false);
});

test('starts muted autoplay and the overlay button pauses and resumes', async () => {
  renderWithSite(<VideoBlock src="/media/demo.mp4" poster="/media/poster.jpg" fallbackText={fallback} labels={labels} />);
  const pause = await screen.findByRole('button', { name: 'Pause video' });
  fireEvent.click(pause);
  expect(screen.getByRole('button', { name: 'Play video' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
  expect(await screen.findByRole('button', { name: 'Pause video' })).toBeTruthy();
});

test('a blocked autoplay is only logged and leaves the play button', async () => {
  playResult = () => Promise.reject(new DOMException('blocked', 'NotAllowedError'));
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  renderWithSite(<VideoBlock src="/media/demo.mp4" poster="/media/poster.jpg" fallbackText={fallback} labels={labels} />);
  await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
  expect(screen.getByRole('button', { name: 'Play video' })).toBeTruthy();
});

test('does not autoplay when autoplay is off', async () => {
  renderWithSite(
    <VideoBlock src="/media/demo.mp4" poster="/media/poster.jpg" autoPlay={false} fallbackText={fallback} labels={labels} />,
  );
  await act(async () => undefined);
  expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Play video' })).toBeTruthy();
});

test('a text overlay sits over the video; the block is marked playing while it plays, so wide screens hide the text', async () => {
  const { container } = renderWithSite(
    <VideoBlock src="/media/demo.mp4" poster="/media/poster.jpg" autoPlay={false} fallbackText={fallback} labels={labels}>
      <h3>Latte art</h3>
    </VideoBlock>,
  );
  const block = container.querySelector('video')!.parentElement!;
  expect(screen.getByRole('heading', { name: 'Latte art' })).toBeTruthy();
  const playingClass = () => [...block.classList].some((name) => /playing/.test(name));
  expect(playingClass()).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: labels.play }));
  await waitFor(() => expect(playingClass()).toBe(true));
  fireEvent.click(screen.getByRole('button', { name: labels.pause }));
  await waitFor(() => expect(playingClass()).toBe(false));
});

test("a priority video's poster is asked for from <head> at high priority; other posters are not preloaded", async () => {
  const { renderToString } = await import('react-dom/server');
  const html = renderToString(
    <html>
      <head />
      <body>
        <VideoBlock src="/media/first.mp4" poster="/media/first.webp" priority fallbackText={fallback} labels={labels} />
        <VideoBlock src="/media/second.mp4" poster="/media/second.webp" fallbackText={fallback} labels={labels} />
      </body>
    </html>,
  );
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain('<link rel="preload" href="/media/first.webp" as="image" fetchPriority="high"/>');
  expect(head).not.toContain('second.webp');
});
