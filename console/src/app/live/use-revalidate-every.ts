import { useEffect } from 'react';
import { useRevalidator } from 'react-router';

/**
 * Loads the page's data again every `ms` while the page is visible: browser reports and the guard's
 * verdicts change without an audit entry, so the live feed alone would not bring them.
 */
export function useRevalidateEvery(ms: number): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle') void revalidator.revalidate();
    }, ms);
    return () => clearInterval(timer);
  }, [ms, revalidator]);
}
