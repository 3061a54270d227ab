import type { ReactNode } from 'react';
import styles from './facts.module.css';

/** Label/value pairs as a description list. */
export function Facts({ items }: { items: { key: string; label: ReactNode; value: ReactNode }[] }) {
  return (
    <dl className={styles.facts}>
      {items.map((item) => (
        <div key={item.key} className={styles.fact}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
