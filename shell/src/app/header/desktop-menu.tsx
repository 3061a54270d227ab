import { useTranslation } from '@site/i18n';
import { headerMenu, menuColumns } from '../navigation';
import { MenuLink } from './menu-link';

/** Horizontal menu with hover (and keyboard focus) fly-outs; pure CSS, so it works before hydration. */
export function DesktopMenu() {
  const { t } = useTranslation('shell');
  return (
    <nav className="desktop-menu" aria-label={t('nav.main')}>
      <ul className="desktop-menu__list">
        {headerMenu.map((item) => (
          <li key={item.key} className={`desktop-menu__item${item.children ? ' desktop-menu__item--group' : ''}`}>
            {item.children ? (
              <>
                <button type="button" className="desktop-menu__trigger" aria-haspopup="true">
                  {t(item.key)}
                </button>
                <div className="desktop-menu__flyout">
                  <ul className="desktop-menu__grid" style={{ gridTemplateColumns: `repeat(${menuColumns(item.children.length)}, minmax(0, 1fr))` }}>
                    {item.children.map((child) => (
                      <li key={child.key}>
                        <MenuLink item={child} className="desktop-menu__child">
                          {t(child.key)}
                        </MenuLink>
                      </li>
                    ))}
                  </ul>
                </div>
              </>
            ) : (
              <MenuLink item={item} className={item.highlight ? 'desktop-menu__pill' : 'desktop-menu__link'}>
                {t(item.key)}
              </MenuLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
