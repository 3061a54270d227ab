import type { ReactNode } from 'react';
import styles from './parameter-list.module.css';

export interface ParameterItem {
  /** Stable key (the parameter's id). */
  key: string;
  name: ReactNode;
  value: ReactNode;
}

export interface ParameterListProps {
  items: readonly ParameterItem[];
  /** How many leading items are laid out two per row; the rest take a full row each. */
  pairedCount?: number;
}

/**
 * Named parameters: the first `pairedCount` (12) in two columns, the rest in one. Two lists for the
 * two layouts, unnamed: the section's heading says what they hold (a plain list is no element to name).
 */
export function ParameterList({ items, pairedCount = 12 }: ParameterListProps) {
  const paired = items.slice(0, pairedCount);
  const single = items.slice(pairedCount);
  const renderItem = (item: ParameterItem) => (
    <li key={item.key} className={styles.item}>
      <span className={styles.name}>{item.name}</span>
      <span className={styles.value}>{item.value}</span>
    </li>
  );
  return (
    <div className={styles.parameters}>
      {paired.length > 0 ? (
        <ul className={styles.paired}>
          {paired.map(renderItem)}
        </ul>
      ) : null}
      {single.length > 0 ? (
        <ul className={styles.single}>
          {single.map(renderItem)}
        </ul>
      ) : null}
    </div>
  );
}
