import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { LocaleLink, LocaleNavLink } from './routing';

function Where() {
  const location = useLocation();
  return <output>{location.pathname + location.hash}</output>;
}

function renderAt(path: string, locale: 'zh' | 'en', children: React.ReactNode) {
  return render(
    <I18nextProvider i18n={createI18n(locale, { [locale]: {} })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<>{children}<Where /></>} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('locale links', () => {
  it('carry the locale prefix and navigate in the app on a plain click', () => {
    renderAt('/en/about', 'en', <LocaleLink to="/news" hash="latest">News</LocaleLink>);
    const link = screen.getByRole('link', { name: 'News' });
    expect(link.getAttribute('href')).toBe('/en/news#latest');
    fireEvent.click(link);
    expect(screen.getByRole('status').textContent).toBe('/en/news#latest');
  });

  it('leave modified clicks and new-tab links to the browser', () => {
    renderAt('/', 'zh', <LocaleLink to="/contact" target="_blank">Contact</LocaleLink>);
    const link = screen.getByRole('link', { name: 'Contact' });
    expect(link.getAttribute('href')).toBe('/contact');
    // Whether each click reached the window with its default action intact (the browser's to
    // follow); stopped there, so the test DOM does not open the page itself.
    const leftToBrowser: boolean[] = [];
    const record = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    try {
      fireEvent.click(link);
      fireEvent.click(link, { ctrlKey: true });
    } finally {
      window.removeEventListener('click', record);
    }
    expect(leftToBrowser).toEqual([true, true]);
    expect(screen.getByRole('status').textContent).toBe('/');
  });

  it('mark the menu link of the current page', () => {
    renderAt('/en/news', 'en', <><LocaleNavLink to="/news" className="menu">News</LocaleNavLink><LocaleNavLink to="/about">About</LocaleNavLink></>);
    const news = screen.getByRole('link', { name: 'News' });
    expect(news.getAttribute('aria-current')).toBe('page');
    expect(news.className).toBe('menu active');
    expect(screen.getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBeNull();
  });
});
