import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/**
 * Text for assistive technology only (e.g. "opens in a new tab" after a link's visible text), so an
 * accessible name can say more than the screen shows while still starting with what it shows.
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>;
}
