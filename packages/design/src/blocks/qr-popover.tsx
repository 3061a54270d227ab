import { useId, type ReactNode } from 'react';
import { useHoverOpen } from './use-hover-open';
import styles from './qr-popover.module.css';

export interface QrPopoverProps {
  /** Accessible name of the trigger, e.g. 'WeChat official account'. */
  label: string;
  /** The trigger's visible content (usually an icon). */
  children: ReactNode;
  image: { src: string; alt: string; width: number; height: number };
  /** Optional line under the QR image. */
  caption?: ReactNode;
  /** How long the popover stays after the pointer or focus leaves (ms). */
  hideDelay?: number;
  placement?: 'top' | 'bottom';
  className?: string;
}

/**
 * A trigger that shows a QR image while hovered or focused (keyboard users tab to it), and hides
 * it shortly after leaving so the pointer can travel onto the image. Escape closes it.
 */
export function QrPopover({ label, children, image, caption, hideDelay = 200, placement = 'top', className }: QrPopoverProps) {
  const { open, handlers } = useHoverOpen(hideDelay);
  const popoverId = useId();

  return (
    <span className={[styles.wrapper, className].filter(Boolean).join(' ')} {...handlers}>
      <button type="button" className={styles.trigger} aria-label={label} aria-describedby={popoverId} aria-expanded={open}>
        {children}
      </button>
      <span id={popoverId} role="tooltip" className={`${styles.popover} ${styles[placement]}`} hidden={!open}>
        <img className={styles.image} src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" />
        {caption ? <span className={styles.caption}>{caption}</span> : null}
      </span>
    </span>
  );
}
