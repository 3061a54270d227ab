import { useState } from 'react';
import { useScrollLock } from '@site/design';
import { useTranslation } from '@site/i18n';
import type { FrameLink } from '../site-areas';
import { useShell } from '../site-state';
import { linkLabel, MenuLink } from './menu-link';

/** Hamburger and full-screen accordion panel for narrow screens. */
export function MobileMenu({ onChooseLanguage }: { onChooseLanguage: () => void }) {
  const { t } = useTranslation('shell');
  const label = (link: FrameLink) => linkLabel(link, t);
  const { header } = useShell().state.frame;
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  useScrollLock(open);
  const close = () => setOpen(false);
  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <>
      <button
        type="button"
        className="mobile-menu__toggle"
        aria-expanded={open}
        aria-controls="mobile-menu-panel"
        aria-label={t(open ? 'nav.closeMenu' : 'nav.openMenu')}
        onClick={() => setOpen(!open)}
      >
        <span className={`mobile-menu__icon${open ? ' mobile-menu__icon--close' : ''}`} aria-hidden="true" />
      </button>
      {/* Named apart from the desktop menu: both are in every page's HTML (CSS shows one), and two navigation landmarks need two names. */}
      <nav id="mobile-menu-panel" className="mobile-menu__panel" hidden={!open} aria-label={t('nav.mobileMenu')}>
        <ul className="mobile-menu__list">
          {header.map((item) => (
            <li key={item.key} className="mobile-menu__item">
              {item.children ? (
                <>
                  <button type="button" className="mobile-menu__group" aria-expanded={expanded.has(item.key)} onClick={() => toggle(item.key)}>
                    {label(item)}
                  </button>
                  <ul className="mobile-menu__children" hidden={!expanded.has(item.key)}>
                    {item.children.map((child, index) => (
                      <li key={index}>
                        <MenuLink item={child} className="mobile-menu__link" onClick={close}>
                          {label(child)}
                        </MenuLink>
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <MenuLink item={item} className={item.highlight ? 'mobile-menu__pill' : 'mobile-menu__link'} onClick={close}>
                  {label(item)}
                </MenuLink>
              )}
            </li>
          ))}
          <li className="mobile-menu__item">
            <button type="button" className="mobile-menu__group" onClick={() => (close(), onChooseLanguage())}>
              {t('language.title')}
            </button>
          </li>
        </ul>
      </nav>
    </>
  );
}
