import type { ComponentPropsWithRef } from 'react';
import styles from './button.module.css';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** 'primary': filled in the primary colour; 'default': outlined. */
  variant?: 'primary' | 'default';
  /** A request is running: shows a spinner (the caller decides whether it also disables). */
  busy?: boolean;
}

/** The site's native button, styled through the design tokens (40 px high, 8 px corners). */
export function Button({ variant = 'default', busy = false, type = 'button', className, children, ...props }: ButtonProps) {
  return (
    <button {...props} type={type} aria-busy={busy || undefined} className={[styles.button, styles[variant], className].filter(Boolean).join(' ')}>
      {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
