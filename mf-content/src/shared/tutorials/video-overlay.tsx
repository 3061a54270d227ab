import { useEffect, useRef } from 'react';
import { useScrollLock } from '@site/design';
import { useTranslation } from '@site/i18n';
import styles from './tutorials.module.css';

export interface OverlayVideo {
  title: string;
  src: string;
  poster: string;
}

/**
 * The full-screen video layer of the tutorial lists (spec section 4): the title, an autoplaying
 * mp4 with controls, and a close button (Escape closes too).
 */
export function VideoOverlay({ video, onClose }: { video: OverlayVideo; onClose: () => void }) {
  const { t } = useTranslation('tutorials');
  const closeRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  // The page behind does not scroll, and keeps its position.
  useScrollLock(true);

  useEffect(() => {
    // Focus moves into the player, stays there (Tab cycles between the close button and the video
    // controls) and goes back to the thumbnail that opened it.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key !== 'Tab') return;
      const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>('button, video') ?? [])];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const inside = dialogRef.current?.contains(document.activeElement) ?? false;
      if (event.shiftKey ? document.activeElement === first || !inside : document.activeElement === last || !inside) {
        event.preventDefault();
        (event.shiftKey ? last : first)?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [onClose]);

  return (
    <div ref={dialogRef} className={styles.overlay} role="dialog" aria-modal="true" aria-label={video.title}>
      <div className={styles.overlayBar}>
        <h2 className={styles.overlayTitle}>{video.title}</h2>
        <button ref={closeRef} type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <path d="M5 5l14 14M19 5 5 19" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <video className={styles.overlayVideo} src={video.src} poster={video.poster} controls autoPlay playsInline preload="auto">
        {t('fallback')}
      </video>
    </div>
  );
}
