import { useId, type ReactNode } from 'react';
import { useHoverOpen } from './use-hover-open';
import styles from './hover-tip.module.css';

/**
 * A text tooltip above its content, shown while the content is hovered or focused and hidden
 * `hideDelay` ms after leaving (spec: 200 ms). Light enough that pages need no antd for it.
 */
export function HoverTip({ text, children, hideDelay = 200 }: { text: string; children: ReactNode; hideDelay?: number }) {
  const { open, handlers } = useHoverOpen(hideDelay);
  const tipId = useId();
  return (
    <div className={styles.wrapper} aria-describedby={open ? tipId : undefined} {...handlers}>
      {children}
      {open ? (
        <div id={tipId} role="tooltip" className={styles.tip}>
          {text}
        </div>
      ) : null}
    </div>
  );
}
