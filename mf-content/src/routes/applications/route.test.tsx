import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithSite } from '@site/design/testing';
import en from '../../../locales/en/applications.json';
import zh from '../../../locales/zh/applications.json';
import { partners, scenes, showcases } from './data';
import route, { ApplicationsPage } from './route';

afterEach(cleanup);

test('hero with three scene cards, four video showcases with title, two paragraphs, poster and one video, four partners', () => {
  renderWithSite(<ApplicationsPage />, { locale: 'en', path: '/en/applications', messages: { applications: en } });
  expect(screen.getByRole('heading', { level: 1, name: en.hero.title })).toBeTruthy();
  expect(screen.getByText(en.hero.subtitle)).toBeTruthy();
  const cards = screen.getAllByRole('link', { name: /Industrial manufacturing|Commercial services|Household services/ });
  expect(cards.map((card) => card.getAttribute('href'))).toEqual(['#industry', '#store', '#home']);

  const blocks = ['industry', 'store', 'coffee', 'home'] as const;
  for (const key of blocks) {
    const block = screen.getByRole('region', { name: en.showcases[key].title });
    expect(within(block).getByRole('heading', { level: 2 }).textContent).toBe(en.showcases[key].title);
    expect(within(block).getByText(en.showcases[key].paragraph1)).toBeTruthy();
    expect(within(block).getByText(en.showcases[key].paragraph2)).toBeTruthy();
    const videos = block.querySelectorAll('video');
    expect(videos).toHaveLength(1);
    expect(videos[0]!.getAttribute('poster')).toBe(`/media-test/applications/${key}-poster.webp`);
    expect(within(block).getByRole('button', { name: `Play: ${en.showcases[key].title}` })).toBeTruthy();
  }
  expect(screen.getByText(/lifting up to 20 kg/)).toBeTruthy();
  const logos = within(screen.getByRole('heading', { name: en.partners.title }).closest('section')!).getAllByRole('img');
  expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual(Object.values(en.partners.items));
});

test('the Chinese page states the household payload too', () => {
  renderWithSite(<ApplicationsPage />, { path: '/applications', messages: { applications: zh } });
  expect(screen.getByText(/最大负载 20 kg/)).toBeTruthy();
});

test('every picture and clip the page uses was generated', () => {
  const media = join(import.meta.dirname, '../../../public/media');
  const files = [...scenes.map(({ image }) => image.file), ...showcases.flatMap(({ video, poster }) => [video, poster]), ...partners.map(({ logo }) => logo.file)];
  for (const file of files) expect(existsSync(join(media, file)), file).toBe(true);
});

test('sets title, description, Open Graph data and the canonical link from the translations', () => {
  renderWithSite(<ApplicationsPage />, { locale: 'en', path: '/en/applications', messages: { applications: en } });
  expect(document.querySelector('title')?.textContent).toBe(en.meta.title);
  expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(en.meta.description);
  expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(en.meta.title);
  expect(document.querySelector('meta[property="og:description"]')?.getAttribute('content')).toBe(en.meta.description);
  expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://site.example/en/applications');
  expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe('https://site.example/media-test/applications/scene-industry.webp');
});

test('the route module loads the applications namespace', async () => {
  expect(await route.messages('zh')).toEqual({ applications: zh });
  expect(await route.messages('en')).toEqual({ applications: en });
});
