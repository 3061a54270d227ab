import type { ReactNode } from 'react';
import { LocaleNavLink, type SitePath } from '@site/i18n';
import type { MenuItem } from '../navigation';

/** An internal menu link keeps the locale; an external one opens in a new tab. */
export function MenuLink({ item, className, children, onClick }: { item: MenuItem; className?: string; children: ReactNode; onClick?: () => void }) {
  if (item.external) {
    return (
      <a href={item.index} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <LocaleNavLink to={item.index as SitePath} className={className} onClick={onClick}>
      {children}
    </LocaleNavLink>
  );
}
