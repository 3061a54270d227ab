/**
 * Runs `work` when the browser is idle, at the latest after `timeoutMs`; answers a function that
 * cancels it. Safari has no requestIdleCallback: there it runs after a short timer.
 */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 200);
  return () => clearTimeout(id);
}
