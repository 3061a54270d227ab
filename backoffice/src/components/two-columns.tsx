import type { ReactNode } from 'react';
import styles from './two-columns.module.css';

/** Two columns side by side (an enquiry and its work, Chinese and English), one under the other on a narrow screen. */
export function TwoColumns({ children, narrowBelow = 'md' }: { children: ReactNode; narrowBelow?: 'md' | 'lg' }) {
  return <div className={`${styles.columns} ${narrowBelow === 'lg' ? styles.stackBelowLg : styles.stackBelowMd}`}>{children}</div>;
}
