import { useEffect, useState, type FocusEvent } from 'react';
import styles from './rotation.module.css';

/** Accessible names of the rotation button, translated by the caller. */
export interface RotationLabels {
  stop: string;
  start: string;
}

/** Whether focus came from the keyboard (a click focuses a button too, without `:focus-visible`). */
function keyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/**
 * Whether a carousel's automatic rotation may run (WCAG 2.2.2 and the ARIA carousel pattern): not
 * once the visitor stops it with the rotation button, not while keyboard focus is inside the
 * carousel, and not from the start for a visitor who asks for reduced motion (the button starts it).
 */
export function useRotation() {
  const [stopped, setStopped] = useState(false);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) setStopped(true);
  }, []);
  return {
    stopped,
    held: stopped || focused,
    toggle: () => setStopped((value) => !value),
    /** For the carousel's root element. */
    focusProps: {
      onFocus: (event: FocusEvent<HTMLElement>) => setFocused(keyboardFocus(event.target) && !event.target.closest('[data-rotation]')),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}

/** The button that stops and starts a carousel's rotation; named by what pressing it does. */
export function RotationButton({ stopped, onToggle, labels }: { stopped: boolean; onToggle: () => void; labels: RotationLabels }) {
  return (
    <button type="button" data-rotation className={styles.rotation} aria-label={stopped ? labels.start : labels.stop} onClick={onToggle}>
      <span aria-hidden="true" className={stopped ? styles.play : styles.pause} />
    </button>
  );
}
