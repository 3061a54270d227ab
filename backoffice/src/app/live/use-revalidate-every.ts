import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { useApi } from '../api/api-context';

/**
 * Loads the page's data again every `ms` while the page is visible: browser reports and the guard's
 * verdicts change without an audit entry, so the live feed alone would not bring them.
 */
export function useRevalidateEvery(ms: number): void {
  const revalidator = useRevalidator();
  const api = useApi();
  useEffect(() => {
    const timer = setInterval(() => {
      // The page's own doing, not the user's: it does not keep an unattended tab signed in.
      if (document.visibilityState === 'visible' && revalidator.state === 'idle') void api.inBackground(() => revalidator.revalidate());
    }, ms);
    return () => clearInterval(timer);
  }, [ms, revalidator, api]);
}
