import { afterEach, expect, test } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithSite, structuredDataIn } from '@site/design/testing';
import zh from '../../../locales/zh/human.json';
import en from '../../../locales/en/human.json';
import commonZh from '../../../locales/zh/productsCommon.json';
import commonEn from '../../../locales/en/productsCommon.json';
import route, { HumanPage } from './route';

afterEach(cleanup);

const gen1Values = ['1740*580*280 mm', 'about 70 kg', '42', '≥350 N·m', '≥2 m/s', '20 kg', '40 kg', '25 Ah (1.35 kWh)', '4-5 h', '3 h'];

test('hero with one h1 and a buy button to /contact in a new tab; four videos; four technology sections; two notes', () => {
  const { container } = renderWithSite(<HumanPage />, { messages: { human: zh, productsCommon: commonZh }, path: '/human' });
  expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([zh.hero.title]);
  const buy = screen.getByRole('link', { name: commonZh.actions.buy });
  expect([buy.getAttribute('href'), buy.getAttribute('target')]).toEqual(['/contact', '_blank']);
  const videos = [...container.querySelectorAll('video')];
  // Each video's figure carries its name (a <video> without controls is no element to name).
  expect(videos.map((video) => video.closest('figure')?.getAttribute('aria-label'))).toEqual([zh.videos.run, zh.videos.walk, zh.videos.collaboration, zh.videos.guide]);
  for (const video of videos) {
    expect(video.muted).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.textContent).toBe(commonZh.video.fallback);
  }
  const tech = screen.getByRole('group', { name: zh.tech.label });
  expect(within(tech).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
    (['performance', 'perception', 'walking', 'operation'] as const).map((key) => zh.tech[key].title),
  );
  expect(within(screen.getByRole('complementary')).getAllByRole('listitem')).toHaveLength(2);
});

test('the spec table shows every Gen1 value and the parameter image follows the language', () => {
  renderWithSite(<HumanPage />, { messages: { human: en, productsCommon: commonEn }, locale: 'en', path: '/en/human' });
  const cells = within(screen.getByRole('table')).getAllByRole('cell').map((cell) => cell.textContent);
  expect(cells).toEqual(gen1Values);
  expect(screen.getByRole('img', { name: en.params.imageAlt }).getAttribute('src')).toBe('/media-test/human/params-en.webp');
  expect(screen.getByRole('link', { name: commonEn.actions.buy }).getAttribute('href')).toBe('/en/contact');
});

test('Product structured data: the hero title, the meta description, the hero picture, the site as brand', () => {
  const { container } = renderWithSite(<HumanPage />, { messages: { human: en, productsCommon: commonEn }, locale: 'en', path: '/en/human' });
  expect(structuredDataIn(container)).toEqual([
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: en.hero.title,
      description: en.meta.description,
      image: 'https://site.example/media-test/human/hero.webp',
      url: 'https://site.example/en/human',
      brand: { '@type': 'Brand', name: 'Test Robotics' },
    },
  ]);
});

test('the route module loads the page and shared namespaces', async () => {
  expect(await route.messages('zh')).toEqual({ human: zh, productsCommon: commonZh });
});
