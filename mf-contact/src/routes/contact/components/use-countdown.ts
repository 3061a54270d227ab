import { useCallback, useEffect, useState } from 'react';

/** Seconds a visitor waits before requesting another SMS code (spec section 9). */
export const smsCountdownSeconds = 60;

/**
 * A seconds counter: 0 when idle; `start()` sets it to `seconds` and it ticks down once a second
 * to 0. Starts only when called, so a failed request never starts it.
 */
export function useCountdown(seconds = smsCountdownSeconds): { remaining: number; start: (from?: number) => void } {
  const [remaining, setRemaining] = useState(0);
  const counting = remaining > 0;

  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setRemaining((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(timer);
  }, [counting]);

  const start = useCallback((from = seconds) => setRemaining(from), [seconds]);
  return { remaining, start };
}
