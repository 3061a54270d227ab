import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './button';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The question; may hold links. */
  children: ReactNode;
  /** Button texts, from the page's translations. */
  okText: string;
  cancelText: string;
  onOk: () => void;
  /** Cancel button, Escape, or anything else that closes the dialog without OK. */
  onCancel: () => void;
}

/**
 * A modal confirm dialog on the native <dialog> element: `showModal()` puts it in the top layer
 * and makes the rest of the page inert, Escape cancels. Focus moves to OK on opening and back
 * to the element that had it (the opener) on closing. Controlled through `open`.
 */
export function ConfirmDialog({ open, title, children, okText, cancelText, onOk, onCancel }: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const openRef = useRef(open);
  const titleId = useId();
  const contentId = useId();

  useEffect(() => {
    openRef.current = open;
    const dialog = dialogRef.current;
    if (!dialog || dialog.open === open) return;
    if (open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      okRef.current?.focus();
    } else {
      dialog.close();
    }
  }, [open]);

  const closed = () => {
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener?.isConnected) opener.focus();
    // Closed by the browser (Escape) while the page still holds it open.
    if (openRef.current) onCancel();
  };

  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={titleId} aria-describedby={contentId} onClose={closed}>
      <div className={styles.body}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="11" fill="currentColor" />
          <rect className={styles.iconMark} x="10.75" y="5.5" width="2.5" height="8.5" rx="1.25" />
          <circle className={styles.iconMark} cx="12" cy="17.5" r="1.5" />
        </svg>
        <div className={styles.text}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <div id={contentId} className={styles.content}>
            {children}
          </div>
        </div>
      </div>
      <div className={styles.actions}>
        <Button className={styles.action} onClick={onCancel}>
          {cancelText}
        </Button>
        <Button ref={okRef} variant="primary" className={styles.action} onClick={onOk}>
          {okText}
        </Button>
      </div>
    </dialog>
  );
}
