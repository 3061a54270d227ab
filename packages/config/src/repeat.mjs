/**
 * Runs `work` now and then every `intervalMs`, never two runs at once (a slow run skips the ticks
 * it overlaps); a failure goes to `onError` and the next tick runs again. The timer does not keep
 * the process alive. Returns the function that stops it.
 * @param {() => Promise<void>} work
 * @param {{ intervalMs: number, onError: (error: unknown) => void }} options
 * @returns {() => void}
 */
export function repeatEvery(work, { intervalMs, onError }) {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await work();
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
