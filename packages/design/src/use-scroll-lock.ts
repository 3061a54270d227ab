import { useEffect } from 'react';

/** While `locked`, the page behind does not scroll; on release the scroll position comes back. */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const scrollY = window.scrollY;
    const { style } = document.body;
    const previous = { position: style.position, top: style.top, width: style.width, overflow: style.overflow };
    Object.assign(style, { position: 'fixed', top: `-${scrollY}px`, width: '100%', overflow: 'hidden' });
    return () => {
      Object.assign(style, previous);
      window.scrollTo(0, scrollY);
    };
  }, [locked]);
}
