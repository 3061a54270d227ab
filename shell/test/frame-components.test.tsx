import { describe, expect, test } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithSite } from '@site/design/testing';
import type { ReactNode } from 'react';
import en from '../locales/en/shell.json';
import { Header } from '../src/app/header/header';
import { Footer } from '../src/app/footer/footer';
import { ErrorPage } from '../src/app/error-page';
import { NotFoundPage } from '../src/app/not-found-page';
import { buildFrame } from '../src/app/site-areas';
import { ShellContext, type SiteState } from '../src/app/site-state';
import { siteManifests } from './site-manifests.fixture';

const messages = { shell: en };

/** The header and footer as today's four area manifests fill them. */
function inFrame(children: ReactNode) {
  const state = { locale: 'en', frame: buildFrame(siteManifests, 'en') } as SiteState;
  return <ShellContext.Provider value={{ state, pages: { load: () => Promise.reject(new Error('no loading')), ready: () => undefined } }}>{children}</ShellContext.Provider>;
}

describe('header', () => {
  test('desktop menu has the spec entries in order, explore links leave in a new tab', () => {
    renderWithSite(inFrame(<Header />), { locale: 'en', messages, path: '/en/about' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const top = [...nav.querySelectorAll('.desktop-menu__list > li > :first-child')].map((node) => node.textContent);
    expect(top).toEqual(['Home', 'MagicBots', 'MagicDogs', 'Components', 'Industry', 'News', 'OS', 'Explore', 'Download', 'Purchase']);
    expect(within(nav).getByRole('link', { name: 'Join Us' })).toHaveProperty('target', '_blank');
    expect(within(nav).getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe('/en/about');
    expect(within(nav).getByRole('link', { name: 'D90 joint module' }).getAttribute('href')).toBe('/en/parts/d90');
    const flyouts = [...nav.querySelectorAll('.desktop-menu__item--group')].map((item) => [...item.querySelectorAll('li')].map((entry) => entry.textContent));
    expect(flyouts).toEqual([
      ['MagicBot Z1', 'MagicBot Gen1'],
      ['MagicDog Y1 industrial robot dog', 'MagicDog W wheeled-leg robot', 'MagicDog'],
      ['MagicHand S01 dexterous hand', 'P60N30 joint module', 'D90 joint module', 'P90N20 joint module', 'P110 joint module', 'H60 joint module', 'H70 joint module', 'T28 joint module'],
      ['Policies and Terms', 'About Us', 'Contact Us', 'Join Us', 'Docs Center'],
      ['MagicBot App', 'MagicDog App'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Purchase' }).className).toBe('desktop-menu__pill');
  });

  test('the hamburger opens and closes the mobile panel, a navigation named apart from the desktop menu', () => {
    renderWithSite(inFrame(<Header />), { locale: 'en', messages });
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
    renderWithSite(inFrame(<Footer />), { locale: 'en', messages });
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

  test('has the columns and links the areas give it today, in order', () => {
    renderWithSite(inFrame(<Footer />), { locale: 'en', messages });
    const columns = [...document.querySelectorAll('.footer-group')].map((column) => [
      column.querySelector('h2')!.textContent,
      ...[...column.querySelectorAll('a')].map((link) => `${link.textContent} ${link.getAttribute('href')}`),
    ]);
    expect(columns).toEqual([
      ['Humanoids', 'MagicBot Gen1 /en/human', 'MagicBot Z1 /en/z1'],
      ['Robot dogs', 'MagicDog /en/dog', 'MagicDog W wheeled-leg robot /en/dog-w', 'MagicDog Y1 industrial robot dog /en/dog-y'],
      ['Dexterous hand', 'MagicHand S01 dexterous hand /en/parts/hand'],
      ['Joint modules', ...['d90', 'h60', 'h70', 'p110', 'p60n30', 'p90n20', 't28'].map((slug) => `${slug.toUpperCase()} joint module /en/parts/${slug}`)],
      ['Open-source SDKs', ...['MagicBot Gen1 SDK', 'MagicBot Z1 SDK', 'MagicDog SDK', 'MagicDog Motion SDK', 'MagicDog ROS2 SDK'].map((name) => `${name} /en/opensource`)],
      ['App download', 'MagicBot App /en/app/g1', 'MagicDog App /en/app/dog'],
      ['Explore', 'About Us /en/about', 'Contact Us /en/contactinformation', 'Policies and Terms /en/policy', 'Industry /en/applications', 'News /en/news', 'Service Center /en/service', 'Purchase /en/contact'],
    ]);
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
