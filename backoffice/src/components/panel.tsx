import type { ReactNode } from 'react';
import styles from './panel.module.css';

/** A titled block of a page (lighter than antd's Card, which brings tabs and skeletons along). */
export function Panel({ id, title, extra, children }: { id: string; title: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <div className={styles.head}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {extra}
      </div>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
