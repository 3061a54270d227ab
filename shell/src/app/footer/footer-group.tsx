import { useId, useState } from 'react';
import { LocaleLink, useTranslation } from '@site/i18n';
import type { FooterGroup } from '../navigation';

/** One footer column; on mobile its heading toggles it, independently of the others. */
export function FooterGroupList({ group }: { group: FooterGroup }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <section className={`footer-group${open ? ' footer-group--open' : ''}`}>
      <h2 className="footer-group__title">
        <button type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
          {t(group.key)}
        </button>
      </h2>
      <ul id={listId} className="footer-group__links">
        {group.links.map((link) => (
          <li key={link.key}>
            <LocaleLink to={link.path}>{t(link.key)}</LocaleLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
