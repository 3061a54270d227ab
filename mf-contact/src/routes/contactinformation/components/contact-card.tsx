import type { ReactNode } from 'react';
import { useTranslation } from '@site/i18n';
import type { ContactEntry } from '../data';
import styles from './contact-info.module.css';

/** A card listing labelled contact lines (phone numbers or e-mail addresses) as links. */
export function ContactCard({ entry, icon, note }: { entry: ContactEntry; icon: ReactNode; note?: ReactNode }) {
  const { t } = useTranslation('contactinfo');
  const headingId = `contact-card-${entry.name}`;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <span className={styles.cardIcon} aria-hidden="true">
        {icon}
      </span>
      <h2 id={headingId} className={styles.cardTitle}>
        {t(`${entry.name}.title`)}
      </h2>
      <dl className={styles.lines}>
        {entry.list.map((line) => (
          <div key={line.label} className={styles.line}>
            <dt className={styles.lineLabel}>{t(`${entry.name}.${line.label}`)}</dt>
            <dd className={styles.lineValue}>
              <a href={line.href}>{line.value}</a>
            </dd>
          </div>
        ))}
      </dl>
      {note ? <p className={styles.cardNote}>{note}</p> : null}
    </section>
  );
}
