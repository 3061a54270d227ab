import { useId, useState } from 'react';
import { LocaleLink, useTranslation } from '@site/i18n';
import type { FooterColumn } from '../site-areas';
import { linkLabel } from '../header/menu-link';

/** One footer column; on mobile its heading toggles it, independently of the others. */
export function FooterGroupList({ group }: { group: FooterColumn }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <section className={`footer-group${open ? ' footer-group--open' : ''}`}>
      <h2 className="footer-group__title">
        <button type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
          {t(group.labelKey)}
        </button>
      </h2>
      <ul id={listId} className="footer-group__links">
        {group.links.map((link, index) => (
          <li key={index}>
            {link.href ? (
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {linkLabel(link, t)}
              </a>
            ) : (
              <LocaleLink to={link.path ?? '/'}>{linkLabel(link, t)}</LocaleLink>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
