import { afterEach, expect, test, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithSite } from '@site/design/testing';
import zh from '../../../locales/zh/opensource.json';
import en from '../../../locales/en/opensource.json';
import { OpenSourcePage } from './route';
import { truncate } from './data';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function stubWidth(wide: boolean) {
  vi.stubGlobal('matchMedia', () => ({ matches: wide, addEventListener: () => undefined, removeEventListener: () => undefined }));
}

const cards = () => within(screen.getByRole('list')).getAllByRole('listitem');

test('five repository cards open in a new tab; the group menu filters them', () => {
  stubWidth(false);
  renderWithSite(<OpenSourcePage />, { messages: { opensource: en }, locale: 'en', path: '/en/opensource' });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(cards()).toHaveLength(5);
  for (const link of screen.getAllByRole('link')) {
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  }
  // Named by what it shows (WCAG 2.5.3), the new tab said after it.
  const gen1 = screen.getAllByRole('link').find((link) => link.textContent?.includes(en.repos.gen1.title));
  expect(gen1?.getAttribute('aria-label')).toBeNull();
  expect(gen1?.textContent?.endsWith(en.newTab)).toBe(true);
  expect(screen.getByRole('button', { name: en.filter.all }).getAttribute('aria-pressed')).toBe('true');
  fireEvent.click(screen.getByRole('button', { name: en.filter.MagicBot }));
  expect(cards()).toHaveLength(2);
  fireEvent.click(screen.getByRole('button', { name: en.filter.MagicDog }));
  expect(cards()).toHaveLength(3);
  fireEvent.click(screen.getByRole('button', { name: en.filter.all }));
  expect(cards()).toHaveLength(5);
});

test('descriptions are cut at 400 characters; above 1024 px a tooltip shows the full text', async () => {
  vi.useFakeTimers();
  stubWidth(true);
  renderWithSite(<OpenSourcePage />, { messages: { opensource: zh }, path: '/opensource' });
  const long = zh.repos.gen1.desc;
  const shown = screen.getByText(truncate(long));
  expect(Array.from(shown.textContent!)).toHaveLength(401);
  fireEvent.mouseEnter(shown);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(500);
  });
  expect(screen.getByRole('tooltip').textContent).toBe(long);
});

test('truncate keeps short texts and cuts long ones with an ellipsis', () => {
  expect(truncate('short')).toBe('short');
  expect(truncate('x'.repeat(401))).toBe(`${'x'.repeat(400)}…`);
});
