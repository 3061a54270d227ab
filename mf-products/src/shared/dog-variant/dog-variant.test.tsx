// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithSite } from '@site/design/testing';
import wZh from '../../../locales/zh/dogW.json';
import yEn from '../../../locales/en/dogY.json';
import commonZh from '../../../locales/zh/productsCommon.json';
import commonEn from '../../../locales/en/productsCommon.json';
import dogW from '../../routes/dog-w/route';
import dogY from '../../routes/dog-y/route';
import dogWFragment from '../../routes/dog-w-fragment/route';
import dogYFragment from '../../routes/dog-y-fragment/route';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

test('/dog-w: banner with a play button opening the film dialog, five in-view videos without captions, expand video, spec table', async () => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  const { container } = renderWithSite(<dogW.Page data={undefined} params={{}} />, { messages: { dogW: wZh, productsCommon: commonZh }, path: '/dog-w' });
  expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([wZh.banner.title]);
  const autoplay = [...container.querySelectorAll('ul video')];
  expect(autoplay.map((video) => video.closest('figure')?.getAttribute('aria-label'))).toEqual(Object.values(wZh.auto.items).map((item) => item.label));
  expect(autoplay.every((video) => (video as HTMLVideoElement).muted && video.hasAttribute('playsinline'))).toBe(true);
  expect(container.querySelectorAll('figcaption')).toHaveLength(0);

  fireEvent.click(screen.getByRole('button', { name: wZh.banner.watch }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(wZh.banner.dialogTitle)).toBeTruthy();
  expect(dialog.querySelector('video')?.getAttribute('src')).toBe('/media-test/dog-w/promo.mp4');

  const expand = screen.getByRole('button', { name: wZh.expand.expand });
  fireEvent.click(expand);
  expect(screen.getByRole('button', { name: wZh.expand.collapse }).getAttribute('aria-pressed')).toBe('true');
  expect(within(screen.getByRole('table')).getByText('5 m/s')).toBeTruthy();
});

test('/dog-y: captions under each autoplay video and three categories including 150 kg and 45 kg payloads', () => {
  const { container } = renderWithSite(<dogY.Page data={undefined} params={{}} />, { messages: { dogY: yEn, productsCommon: commonEn }, locale: 'en', path: '/en/dog-y' });
  expect([...container.querySelectorAll('figcaption')].map((caption) => caption.textContent)).toEqual(Object.values(yEn.auto.items).map((item) => item.caption));
  const table = screen.getByRole('table');
  expect(table.querySelectorAll('tbody')).toHaveLength(3);
  const value = (label: string) => within(within(table).getByRole('rowheader', { name: label }).closest('tr')!).getByRole('cell').textContent;
  expect(value('Payload')).toBe('150 kg');
  expect(value('Moving payload')).toBe('45 kg');
});

test.each([
  ['dogW', dogWFragment, '/dog-w'],
  ['dogY', dogYFragment, '/dog-y'],
] as const)('%s fragments: the four names render alone with one h1; others are invalid', (ns, route, base) => {
  expect(route.isValid!({ fragment: 'Nope' })).toBe(false);
  for (const name of ['DogTable', 'ExpandVideo', 'AutoPlay', 'BannerDogW']) {
    expect(route.isValid!({ fragment: name })).toBe(true);
    const messages: Record<string, Record<string, unknown>> = ns === 'dogW' ? { dogW: wZh, productsCommon: commonZh } : { dogY: yEn, productsCommon: commonEn };
    renderWithSite(<route.Page data={undefined} params={{ fragment: name }} />, { messages, locale: ns === 'dogW' ? 'zh' : 'en', path: `${base}/${name}` });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    cleanup();
  }
});
