import { describe, expect, test } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithSite } from '@site/design/testing';
import en from '../../../locales/en/shell.json';
import { Header } from './header';
import { Footer } from '../footer/footer';
import { ErrorPage } from '../error-page';
import { NotFoundPage } from '../not-found-page';

const messages = { shell: en };

describe('header', () => {
  test('desktop menu has the spec entries in order, explore links leave in a new tab', () => {
    renderWithSite(<Header />, { locale: 'en', messages, path: '/en/about' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const top = [...nav.querySelectorAll('.desktop-menu__list > li > :first-child')].map((node) => node.textContent);
    expect(top).toEqual(['Home', 'MagicBots', 'MagicDogs', 'Components', 'Industry', 'News', 'OS', 'Explore', 'Download', 'Purchase']);
    expect(within(nav).getByRole('link', { name: 'Join Us' })).toHaveProperty('target', '_blank');
    expect(within(nav).getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe('/en/about');
    expect(within(nav).getByRole('link', { name: 'D90 joint module' }).getAttribute('href')).toBe('/en/parts/d90');
  });

  test('the hamburger opens and closes the mobile panel, a navigation named apart from the desktop menu', () => {
    renderWithSite(<Header />, { locale: 'en', messages });
    const panel = document.getElementById('mobile-menu-panel')!;
    expect(panel.hidden).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(panel.hidden).toBe(false);
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBe(panel);
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(panel.hidden).toBe(true);
  });
});

describe('footer', () => {
  test('groups expand independently and the filing number links to the MIIT site', () => {
    renderWithSite(<Footer />, { locale: 'en', messages });
    const dogs = screen.getByRole('button', { name: 'Robot dogs' });
    const parts = screen.getByRole('button', { name: 'Joint modules' });
    fireEvent.click(dogs);
    fireEvent.click(parts);
    expect(dogs.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(dogs);
    expect(dogs.getAttribute('aria-expanded')).toBe('false');
    expect(parts.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: '沪ICP备00000000号-1' }).getAttribute('href')).toBe('https://beian.miit.gov.cn/');
    expect(screen.getByRole('link', { name: 'YouTube' }).getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('link', { name: 'WeChat official account' })).toBeNull();
    // The social list is headed like the link columns (a plain list takes no name).
    const social = screen.getByRole('heading', { level: 2, name: 'Social media' }).nextElementSibling!;
    expect(within(social as HTMLElement).getByRole('link', { name: 'YouTube' })).toBeTruthy();
    expect(screen.getByText(/© 2025/)).toBeTruthy();
  });
});

describe('error pages', () => {
  test('404 names the path; the error page defaults to 500 with a way home', () => {
    renderWithSite(<NotFoundPage path="/en/nowhere" />, { locale: 'en', messages });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found: /en/nowhere');
    renderWithSite(<ErrorPage />, { locale: 'en', messages });
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sorry, request error' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Go back home' }).at(-1)!.getAttribute('href')).toBe('/en');
  });
});
