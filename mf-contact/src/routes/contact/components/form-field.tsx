import type { ReactNode } from 'react';
import { errorId, fieldId, type ContactField } from './form-rules';
import styles from './contact-form.module.css';

/** The attributes that tie a control to its label and its error text. */
export function controlProps(field: ContactField, error: string | undefined) {
  return { id: fieldId(field), 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId(field) : undefined };
}

/**
 * The error text under a field. Always in the page (it keeps the line's height, so nothing jumps)
 * and polite-live, so a message that appears is read out.
 */
export function FieldError({ field, error }: { field: ContactField; error: string | undefined }) {
  return (
    <p id={errorId(field)} className={styles.help} aria-live="polite">
      {error}
    </p>
  );
}

/** A label above its control (a real <label for>), the error text below. */
export function FormField({ field, label, required = false, error, children }: { field: ContactField; label: string; required?: boolean; error: string | undefined; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId(field)} className={required ? `${styles.label} ${styles.required}` : styles.label}>
        {label}
      </label>
      {children}
      <FieldError field={field} error={error} />
    </div>
  );
}
