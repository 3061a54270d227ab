import { useEffect, useState, type CSSProperties } from 'react';
import styles from './loading-overlay.module.css';

export interface LoadingOverlayProps {
  /** Accessible name of the spinner ('Loading'). */
  label: string;
  /** The overlay hides after this many ms even if `done` never comes. */
  timeoutMs: number;
  /** Hides the overlay early, e.g. once the hero picture has loaded. */
  done?: boolean;
}

/**
 * A full-screen spinner laid over server-rendered content, which fades out when `done` or after
 * `timeoutMs`. The timer also runs as a CSS animation, so readers without JavaScript are not
 * locked out: the outer layer fades on the CSS clock, the inner one when React says so.
 */
export function LoadingOverlay({ label, timeoutMs, done = false }: LoadingOverlayProps) {
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), timeoutMs);
    return () => clearTimeout(timer);
  }, [timeoutMs]);

  const hidden = done || timedOut;
  const style = { '--loading-overlay-delay': `${timeoutMs}ms` } as CSSProperties;
  return (
    <div className={styles.clock} style={style} aria-hidden={hidden}>
      <div className={hidden ? `${styles.overlay} ${styles.hidden}` : styles.overlay} role="status" aria-label={label}>
        <span className={styles.spinner} />
      </div>
    </div>
  );
}
