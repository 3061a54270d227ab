import { useEffect, useState } from 'react';

/** The time now (ms since the epoch), moving every `everyMs`: what a countdown reads. */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
