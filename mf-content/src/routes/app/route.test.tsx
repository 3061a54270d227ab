import { afterEach, expect, test } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithSite } from '@site/design/testing';
import en from '../../../locales/en/app.json';
import tutorials from '../../../locales/en/tutorials.json';
import documents from '../../../locales/en/documents.json';
import { AppOverviewPage } from './route';

afterEach(cleanup);
const messages = { app: en, tutorials, documents };

test('/app presents both apps with their store buttons and a link to each page', () => {
  renderWithSite(<AppOverviewPage />, { locale: 'en', path: '/en/app', messages });
  expect(screen.getByRole('heading', { level: 1, name: en.banner.title })).toBeTruthy();
  const cards = screen.getAllByRole('listitem');
  expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([en.dog.banner.title, en.g1.banner.title]);
  expect(cards.map((card) => within(card).getByRole('link', { name: /^More about/ }).getAttribute('href'))).toEqual(['/en/app/dog', '/en/app/g1']);
  for (const card of cards) expect(within(card).getAllByRole('button', { name: /App Store|Android/ })).toHaveLength(2);
});
