import { useEffect, useState, type CSSProperties } from 'react';
import { useScriptNonce } from '../site-provider';
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
 * locked out: the outer layer fades on the CSS clock, the inner one when React says so, or as
 * soon as the page's hero picture (`data-hero-art`) has arrived: a few bytes of inline script in
 * the server HTML watch for it, so a phone shows the page without waiting for the page's scripts.
 */
export function LoadingOverlay({ label, timeoutMs, done = false }: LoadingOverlayProps) {
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), timeoutMs);
    return () => clearTimeout(timer);
  }, [timeoutMs]);

  const scriptNonce = useScriptNonce();
  const hidden = done || timedOut;
  const style = { '--loading-overlay-delay': `${timeoutMs}ms` } as CSSProperties;
  return (
    <div className={styles.clock} style={style} aria-hidden={hidden}>
      <div className={hidden ? `${styles.overlay} ${styles.hidden}` : styles.overlay} role="status" aria-label={label}>
        <span className={styles.spinner} />
      </div>
      {/* Runs only from the server HTML (React never runs scripts it renders in the browser). */}
      <script nonce={scriptNonce} dangerouslySetInnerHTML={{ __html: liftOnHeroPicture }} />
    </div>
  );
}

/** Marks the overlay `data-hero-settled` when the hero picture loads or fails (load events do not bubble, so capture). */
const liftOnHeroPicture = `(function(clock){function settle(event){var target=event.target;if(!target||!target.hasAttribute||!target.hasAttribute('data-hero-art'))return;clock.setAttribute('data-hero-settled','');clock.setAttribute('aria-hidden','true');document.removeEventListener('load',settle,true);document.removeEventListener('error',settle,true)}document.addEventListener('load',settle,true);document.addEventListener('error',settle,true)})(document.currentScript.parentNode)`;
