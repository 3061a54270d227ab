import { afterEach, expect, test } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithSite } from '@site/design/testing';
import en from '../../../locales/en/service.json';
import zh from '../../../locales/zh/service.json';
import tutorialsEn from '../../../locales/en/tutorials.json';
import tutorialsZh from '../../../locales/zh/tutorials.json';
import documentsEn from '../../../locales/en/documents.json';
import documentsZh from '../../../locales/zh/documents.json';
import { ServicePage } from './route';

afterEach(cleanup);

test('docs tab by default with the product manual in the page language; videos tab lists 13 tutorials with one poster', () => {
  renderWithSite(<ServicePage />, { locale: 'en', path: '/en/service', messages: { service: en, tutorials: tutorialsEn, documents: documentsEn } });
  expect(screen.getByRole('heading', { level: 1, name: en.banner.title })).toBeTruthy();
  expect(screen.getByRole('tab', { name: tutorialsEn.tabs.docs }).getAttribute('aria-selected')).toBe('true');
  const manual = documentsEn.files['product-manual'].name;
  // Right under the page's h1, the manual's name is an h2 (no level skipped).
  expect(screen.getByRole('heading', { level: 2, name: manual })).toBeTruthy();
  expect(screen.getByRole('link', { name: `${documentsEn.access}: ${manual}` }).getAttribute('href')).toBe('/media-test/docs/product-manual-en.pdf');

  fireEvent.click(screen.getByRole('tab', { name: tutorialsEn.tabs.videos }));
  const videos = within(screen.getByRole('list')).getAllByRole('button');
  expect(videos).toHaveLength(13);
  expect(videos[0]!.textContent).toBe(tutorialsEn.items.unboxing);
  const posters = new Set(videos.map((video) => video.querySelector('img')?.getAttribute('src')));
  expect([...posters]).toEqual(['/media-test/tutorials/poster.webp']);
  expect(screen.queryByRole('link', { name: `${documentsEn.access}: ${manual}` })).toBeNull();
});

test('the Chinese page links the Chinese manual', () => {
  renderWithSite(<ServicePage />, { path: '/service', messages: { service: zh, tutorials: tutorialsZh, documents: documentsZh } });
  expect(screen.getByRole('link', { name: `${documentsZh.access}: ${documentsZh.files['product-manual'].name}` }).getAttribute('href')).toBe('/media-test/docs/product-manual-zh.pdf');
});
