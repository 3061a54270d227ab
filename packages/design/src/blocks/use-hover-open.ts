import { useEffect, useRef, useState } from 'react';

/**
 * Open while the pointer or focus is on an element, closed `hideDelay` ms after it leaves (so the
 * pointer can travel onto a popover), closed at once by Escape. Spread `handlers` on the wrapper.
 */
export function useHoverOpen(hideDelay: number) {
  const [open, setOpen] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const show = () => {
    clearTimeout(hideTimer.current);
    setOpen(true);
  };
  const hideSoon = () => {
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setOpen(false), hideDelay);
  };
  const handlers = {
    onMouseEnter: show,
    onMouseLeave: hideSoon,
    onFocus: show,
    onBlur: hideSoon,
    onKeyDown: (event: { key: string }) => {
      if (event.key === 'Escape') setOpen(false);
    },
  };
  return { open, handlers };
}
