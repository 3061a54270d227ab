import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithSite } from '@site/design/testing';
import en from '../../../locales/en/tutorials.json';
import { TutorialVideos } from './tutorial-videos';
import { tutorialPoster, tutorialSets, tutorialVideo } from './tutorials';

afterEach(cleanup);

test('the lists hold 13 (service), 13 (dog app) and 12 (G1 app) tutorials, each with a title and a generated clip', () => {
  expect(Object.fromEntries(Object.entries(tutorialSets).map(([set, list]) => [set, list.length]))).toEqual({ service: 13, dog: 13, g1: 12 });
  const media = join(import.meta.dirname, '../../../public/media');
  expect(existsSync(join(media, tutorialPoster.file))).toBe(true);
  for (const list of Object.values(tutorialSets)) {
    for (const { id, clip } of list) {
      expect(en.items, id).toHaveProperty(id);
      expect(existsSync(join(media, tutorialVideo(clip))), clip).toBe(true);
    }
  }
});

test('a click opens the full-screen player with the title and an autoplaying controlled video, keeping focus and scroll; close and Escape hide it', () => {
  renderWithSite(<TutorialVideos set="g1" />, { locale: 'en', messages: { tutorials: en } });
  expect(screen.queryByRole('dialog')).toBeNull();
  const opener = screen.getByRole('button', { name: `Play video: ${en.items.g1Walk}` });
  opener.focus();
  fireEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: en.items.g1Walk });
  expect(screen.getByRole('heading', { name: en.items.g1Walk })).toBeTruthy();
  const video = dialog.querySelector('video')!;
  expect(video.getAttribute('src')).toBe('/media-test/tutorials/humanoid-walk.mp4');
  expect(video.autoplay).toBe(true);
  expect(video.controls).toBe(true);
  expect(video.textContent).toBe(en.fallback);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: en.close }));
  expect([document.body.style.position, document.body.style.overflow]).toEqual(['fixed', 'hidden']);
  // Tab cycles inside the player: Shift+Tab from the close button goes to the video, and focus
  // that escaped the player comes back on the next Tab.
  fireEvent.keyDown(window, { key: 'Tab', shiftKey: true });
  expect(document.activeElement).toBe(video);
  opener.focus();
  fireEvent.keyDown(window, { key: 'Tab' });
  expect(document.activeElement).toBe(screen.getByRole('button', { name: en.close }));
  fireEvent.click(screen.getByRole('button', { name: en.close }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
  expect([document.body.style.position, document.body.style.overflow]).toEqual(['', '']);

  fireEvent.click(screen.getByRole('button', { name: `Play video: ${en.items.g1Install}` }));
  expect(screen.getByRole('dialog')).toBeTruthy();
  fireEvent.keyDown(window, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
});
