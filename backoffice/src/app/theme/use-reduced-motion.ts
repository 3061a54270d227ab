import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';
const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined);

/** Whether the reader asked their system for less motion (followed live, as they change it). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = media();
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    () => media()?.matches ?? false,
    () => false,
  );
}
