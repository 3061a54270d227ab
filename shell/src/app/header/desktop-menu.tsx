import { useTranslation } from '@site/i18n';
import type { FrameLink } from '../site-areas';
import { useShell } from '../site-state';
import { linkLabel, MenuLink } from './menu-link';

/** Fly-out grids get one column per item, between 1 and 12. */
export function menuColumns(itemCount: number): number {
  return Math.min(12, Math.max(1, itemCount));
}

/** Horizontal menu with hover (and keyboard focus) fly-outs; pure CSS, so it works before hydration. */
export function DesktopMenu() {
  const { t } = useTranslation('shell');
  const label = (link: FrameLink) => linkLabel(link, t);
  const { header } = useShell().state.frame;
  return (
    <nav className="desktop-menu" aria-label={t('nav.main')}>
      <ul className="desktop-menu__list">
        {header.map((item) => (
          <li key={item.key} className={`desktop-menu__item${item.children ? ' desktop-menu__item--group' : ''}`} data-prefetch={item.children ? 'group' : undefined}>
            {item.children ? (
              <>
                <button type="button" className="desktop-menu__trigger" aria-haspopup="true">
                  {label(item)}
                </button>
                <div className="desktop-menu__flyout">
                  <ul className="desktop-menu__grid" style={{ gridTemplateColumns: `repeat(${menuColumns(item.children.length)}, minmax(0, 1fr))` }}>
                    {item.children.map((child, index) => (
                      <li key={index}>
                        <MenuLink item={child} className="desktop-menu__child">
                          {label(child)}
                        </MenuLink>
                      </li>
                    ))}
                  </ul>
                </div>
              </>
            ) : (
              <MenuLink item={item} className={item.highlight ? 'desktop-menu__pill' : 'desktop-menu__link'}>
                {label(item)}
              </MenuLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
