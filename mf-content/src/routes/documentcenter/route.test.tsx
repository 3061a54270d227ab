import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithSite } from '@site/design/testing';
import zh from '../../../locales/zh/documents.json';
import en from '../../../locales/en/documents.json';
import { DocumentCenterPage } from './route';
import { documentTabs } from './data';
import { documentPath } from '../../shared/documents';

afterEach(cleanup);

test('two SDK tabs, the bot SDK first; each lists its PDF in the page language', () => {
  renderWithSite(<DocumentCenterPage />, { messages: { documents: en }, locale: 'en', path: '/en/documentcenter' });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([en.tabs.bot, en.tabs.dog]);
  expect(screen.getByRole('heading', { level: 2, name: en.files['magicbot-gen1-sdk'].name })).toBeTruthy();
  expect(screen.getByText(en.files['magicbot-gen1-sdk'].desc)).toBeTruthy();
  expect(screen.getByRole('link', { name: `${en.access}: ${en.files['magicbot-gen1-sdk'].name}` }).getAttribute('href')).toBe('/media-test/docs/magicbot-gen1-sdk-en.pdf');
  fireEvent.click(screen.getByRole('tab', { name: en.tabs.dog }));
  expect(screen.queryByRole('heading', { name: en.files['magicbot-gen1-sdk'].name })).toBeNull();
  expect(screen.getByRole('link', { name: `${en.access}: ${en.files['magicdog-sdk'].name}` }).getAttribute('href')).toBe('/media-test/docs/magicdog-sdk-en.pdf');
});

test('zh lists the Chinese file', () => {
  renderWithSite(<DocumentCenterPage />, { messages: { documents: zh }, path: '/documentcenter' });
  expect(screen.getByRole('link', { name: `${zh.access}: ${zh.files['magicbot-gen1-sdk'].name}` }).getAttribute('href')).toBe('/media-test/docs/magicbot-gen1-sdk-zh.pdf');
});

test('every listed document is a generated PDF in both languages', () => {
  const media = join(import.meta.dirname, '../../../public/media');
  for (const { files } of documentTabs) {
    for (const file of files) {
      for (const locale of ['zh', 'en'] as const) {
        const path = join(media, documentPath(file, locale));
        expect(existsSync(path), path).toBe(true);
        expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
      }
    }
  }
});
