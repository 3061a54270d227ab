import { afterEach, expect, test } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithSite } from '@site/design/testing';
import { company } from '@site/config';
import zh from '../../../locales/zh/privacy.json';
import en from '../../../locales/en/privacy.json';
import { PrivacyPage } from './route';

afterEach(cleanup);

test('zh: /privacy.html says what the form collects, how long it is kept and how to delete it', () => {
  renderWithSite(<PrivacyPage />, { messages: { privacy: zh }, path: '/privacy.html' });
  expect(screen.getByRole('heading', { level: 1, name: zh.document.title })).toBeTruthy();
  expect(document.body.textContent).toContain('730 天');
  expect(document.body.textContent).toContain(company.emails.official);
  expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://site.example/privacy.html');
});

test('en: /privacy-en.html with its own canonical address', () => {
  renderWithSite(<PrivacyPage />, { messages: { privacy: en }, locale: 'en', path: '/privacy-en.html' });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { name: '5. Your rights and deletion' })).toBeTruthy();
  expect(document.body.textContent).toContain(`writing to ${company.emails.official}`);
  expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://site.example/privacy-en.html');
});
