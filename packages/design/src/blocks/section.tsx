import { useId, type ReactNode } from 'react';
import styles from './section.module.css';

export interface SectionProps {
  /** The section heading (an h2 unless `headingLevel` says otherwise). */
  title?: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
  /** Background of the band: light (default), muted grey or dark. */
  tone?: 'light' | 'muted' | 'dark';
  align?: 'center' | 'start';
  headingLevel?: 2 | 3;
  /** Anchor for `#hash` links. */
  id?: string;
  className?: string;
}

/** A full-width band with an optional heading and subtitle above its content, centred to the content width. */
export function Section({ title, subtitle, children, tone = 'light', align = 'center', headingLevel = 2, id, className }: SectionProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={[styles.section, styles[tone], className].filter(Boolean).join(' ')}
    >
      <div className={styles.inner}>
        {title || subtitle ? (
          <header className={[styles.header, align === 'center' ? styles.center : styles.start].join(' ')}>
            {title ? (
              <Heading id={headingId} className={styles.title}>
                {title}
              </Heading>
            ) : null}
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </header>
        ) : null}
        {children}
      </div>
    </section>
  );
}
