import { afterEach, expect, test } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithSite } from '@site/design/testing';
import en from '../../../locales/en/app.json';
import tutorials from '../../../locales/en/tutorials.json';
import documents from '../../../locales/en/documents.json';
import fragmentRoute from './route';

afterEach(cleanup);
const messages = { app: en, tutorials, documents };

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
