import { lazy, Suspense, useState } from 'react';
import { LocaleLink, useTranslation } from '@site/i18n';
import { DesktopMenu } from './desktop-menu';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';

// The dialog (and antd's Modal with it) loads on first use, not with every page.
const LanguageDialog = lazy(() => import('./language-dialog'));

/** Fixed black header: logo, desktop menu or hamburger, language switcher. */
export function Header() {
  const { t } = useTranslation('shell');
  const [languageOpen, setLanguageOpen] = useState(false);
  const [languageUsed, setLanguageUsed] = useState(false);
  const openLanguage = () => {
    setLanguageUsed(true);
    setLanguageOpen(true);
  };
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <LocaleLink to="/" className="site-header__logo" aria-label={t('nav.homeAria')}>
          <Logo />
        </LocaleLink>
        <DesktopMenu />
        <button type="button" className="site-header__language" onClick={openLanguage} aria-haspopup="dialog">
          <GlobeIcon />
          <span>{t('language.current')}</span>
        </button>
        <MobileMenu onChooseLanguage={openLanguage} />
      </div>
      {languageUsed ? (
        <Suspense>
          <LanguageDialog open={languageOpen} onClose={() => setLanguageOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}

function GlobeIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c3 3.2 3 14.8 0 18M12 3c-3 3.2-3 14.8 0 18" />
    </svg>
  );
}
