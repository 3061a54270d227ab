import { afterEach, expect, test } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithSite } from '@site/design/testing';
import en from '../../../locales/en/app.json';
import tutorials from '../../../locales/en/tutorials.json';
import documents from '../../../locales/en/documents.json';
import fragmentRoute from '../app-fragment/route';
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

test('/app fragments: AppFeat, BannerDownload and Tutorial render alone; other names are not found', () => {
  const { Page, isValid } = fragmentRoute;
  expect(isValid?.({ fragment: 'appfeat' })).toBe(true);
  expect(isValid?.({ fragment: 'Unknown' })).toBe(false);
  renderWithSite(<Page params={{ fragment: 'AppFeat' }} data={undefined} />, { locale: 'en', messages });
  expect(screen.getByRole('heading', { level: 1, name: en.fragments.AppFeat })).toBeTruthy();
  expect(document.querySelectorAll('[data-feature]')).toHaveLength(5);
  cleanup();
  renderWithSite(<Page params={{ fragment: 'BannerDownload' }} data={undefined} />, { locale: 'en', messages });
  expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([en.dog.banner.title]);
  cleanup();
  renderWithSite(<Page params={{ fragment: 'Tutorial' }} data={undefined} />, { locale: 'en', messages });
  expect(screen.getAllByRole('button', { name: /^Play video: / })).toHaveLength(13);
});
