import type { ReactNode } from 'react';
import { LocaleNavLink } from '@site/i18n';
import type { FrameLink } from '../site-areas';

/** An internal menu link keeps the locale; an external one opens in a new tab. */
export function MenuLink({ item, className, children, onClick }: { item: FrameLink; className?: string; children: ReactNode; onClick?: () => void }) {
  if (item.href) {
    return (
      <a href={item.href} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <LocaleNavLink to={item.path ?? '/'} className={className} onClick={onClick}>
      {children}
    </LocaleNavLink>
  );
}

/** A frame link's text: its area's label, or the shell's own (`t`: the shell's translations). */
export function linkLabel(link: FrameLink, t: (key: string) => string): string {
  return link.label ?? t(link.labelKey ?? '');
}
