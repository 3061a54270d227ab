import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithSite } from '@site/design/testing';
import en from '../../../locales/en/app.json';
import zh from '../../../locales/zh/app.json';
import tutorialsEn from '../../../locales/en/tutorials.json';
import tutorialsZh from '../../../locales/zh/tutorials.json';
import documentsEn from '../../../locales/en/documents.json';
import documentsZh from '../../../locales/zh/documents.json';
import { AppDownloadPage } from './app-download-page';
import { appStoreLinks } from '@site/config';
import { appScreen, apps, downloadButtons } from './apps';

afterEach(cleanup);

const messagesEn = { app: en, tutorials: tutorialsEn, documents: documentsEn };
const messagesZh = { app: zh, tutorials: tutorialsZh, documents: documentsZh };
const features = () => [...document.querySelectorAll<HTMLElement>('[data-feature]')];

test('dog app: banner, 5 feature blocks alternating sides with English screenshots, videos tab by default with 13 videos', () => {
  renderWithSite(<AppDownloadPage app="dog" />, { locale: 'en', path: '/en/app/dog', messages: messagesEn });
  expect(screen.getByRole('heading', { level: 1, name: en.dog.banner.title })).toBeTruthy();
  expect(features().map((section) => section.dataset.position)).toEqual(['left', 'right', 'left', 'right', 'left']);
  expect(screen.getByRole('img', { name: `App screen: ${en.dog.features.patrol.title}` }).getAttribute('src')).toBe('/media-test/app/dog-patrol-en.webp');
  expect(screen.getByText(en.dog.features.control.desc[0]!.text).className).toMatch(/bold/);
  expect(screen.getByRole('tab', { name: tutorialsEn.tabs.videos }).getAttribute('aria-selected')).toBe('true');
  expect(screen.getAllByRole('button', { name: /^Play video: / })).toHaveLength(13);
  fireEvent.click(screen.getByRole('tab', { name: tutorialsEn.tabs.docs }));
  expect(screen.getByRole('heading', { name: documentsEn.files['dog-app-manual'].name })).toBeTruthy();
  expect(screen.getByText('2025.1.20 · 6.4MB')).toBeTruthy();
});

test('G1 app: 3 feature blocks alternating left and right, Chinese screenshots, 12 videos, its manual', () => {
  renderWithSite(<AppDownloadPage app="g1" />, { path: '/app/g1', messages: messagesZh });
  expect(features().map((section) => section.dataset.position)).toEqual(['left', 'right', 'left']);
  expect(screen.getByRole('img', { name: `App 界面：${zh.g1.features.actions.title}` }).getAttribute('src')).toBe('/media-test/app/g1-actions-zh.webp');
  expect(screen.getAllByRole('button', { name: /^播放视频：/ })).toHaveLength(12);
  fireEvent.click(screen.getByRole('tab', { name: tutorialsZh.tabs.docs }));
  expect(screen.getByText('2025.07.20 · 1.2MB')).toBeTruthy();
});

test('store buttons: a click shows the QR code of the store link, a second click or Escape hides it; narrow screens get direct links', () => {
  renderWithSite(<AppDownloadPage app="dog" />, { locale: 'en', path: '/en/app/dog', messages: messagesEn });
  const ios = screen.getByRole('button', { name: en.stores.ios.label });
  const qr = () => screen.queryByRole('img', { name: `QR code for the ${en.stores.ios.label} download` });
  expect(qr()).toBeNull();
  fireEvent.click(ios);
  expect(ios.getAttribute('aria-expanded')).toBe('true');
  expect(qr()?.getAttribute('src')).toBe('/media-test/app/qr-dog-ios.webp');
  fireEvent.click(ios);
  expect(qr()).toBeNull();
  fireEvent.click(ios);
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(qr()).toBeNull();
  const link = screen.getByRole('link', { name: en.stores.android.linkname });
  expect(link.getAttribute('href')).toBe(appStoreLinks.dog.android);
  expect(link.getAttribute('target')).toBe('_blank');
});

test('every screenshot, QR code and robot picture the pages use was generated', () => {
  const media = join(import.meta.dirname, '../../../public/media');
  for (const [app, { features: list, robot }] of Object.entries(apps) as [keyof typeof apps, (typeof apps)[keyof typeof apps]][]) {
    expect(existsSync(join(media, robot.file)), robot.file).toBe(true);
    for (const { imgUrl, logoUrl } of downloadButtons(app)) for (const file of [imgUrl, logoUrl]) expect(existsSync(join(media, file)), file).toBe(true);
    for (const { key } of list) for (const locale of ['zh', 'en'] as const) expect(existsSync(join(media, appScreen(app, key, locale).file))).toBe(true);
  }
  const dogFeatures = Object.keys(en.dog.features);
  expect(apps.dog.features.map(({ key }) => key)).toEqual(dogFeatures);
});
