import { useCallback, useEffect, useRef, useState } from 'react';
import styles from './toast.module.css';

export type ToastKind = 'success' | 'error';

export interface ToastMessage {
  id: number;
  kind: ToastKind;
  text: string;
}

/** How long a toast stays (spec: 3000 ms). */
export const toastDuration = 3000;

/** The toasts on screen and `show(kind, text)`; each leaves after `duration` ms. */
export function useToasts(duration = toastDuration): { toasts: ToastMessage[]; show: (kind: ToastKind, text: string) => void } {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const show = useCallback(
    (kind: ToastKind, text: string) => {
      const id = (nextId.current += 1);
      setToasts((list) => [...list, { id, kind, text }]);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        setToasts((list) => list.filter((toast) => toast.id !== id));
      }, duration);
      timers.current.add(timer);
    },
    [duration],
  );
  return { toasts, show };
}

const iconPaths: Record<ToastKind, string> = {
  success: 'M6.5 12.5l3.5 3.5 7.5-8',
  error: 'M8 8l8 8M16 8l-8 8',
};

/**
 * Where toasts appear: centred, `toastOffset` (16 px) from the top, above the header. A polite
 * live region that is in the page from the start, so screen readers announce each new toast.
 */
export function ToastRegion({ toasts }: { toasts: readonly ToastMessage[] }) {
  return (
    <div role="status" aria-atomic="false" className={styles.region}>
      {toasts.map((toast) => (
        <p key={toast.id} className={`${styles.toast} ${styles[toast.kind]}`}>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="11" />
            <path d={iconPaths[toast.kind]} />
          </svg>
          {toast.text}
        </p>
      ))}
    </div>
  );
}
