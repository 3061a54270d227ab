// The one deadline helper of the site's code: the shell's loads and renders (browser and server),
// its readiness checks and its request handler. Browser-safe: timers and AbortSignal only.

/** Work that did not settle by its deadline (a hung remote, a page past its time, a silent database). */
export class TimeoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TimeoutError';
  }
}

/**
 * Settles with `work`, or rejects with a TimeoutError once the deadline passes: `deadline` ms from
 * now, or when the `deadline` signal aborts (one deadline shared by several steps). The message
 * names `label`, when given, before `timed out after <ms> ms` or `past the deadline`. Nothing here
 * stops the work itself: a caller that can (fetch, a stream) passes the signal on as well.
 */
export function withDeadline<T>(work: Promise<T>, deadline: number | AbortSignal, label?: string): Promise<T> {
  const prefix = label ? `${label}: ` : '';
  if (typeof deadline !== 'number') {
    const signal = deadline;
    const timeout = () => new TimeoutError(`${prefix}past the deadline`);
    if (signal.aborted) return Promise.reject(timeout());
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => reject(timeout());
      signal.addEventListener('abort', onAbort, { once: true });
      work.then(
        (value) => {
          signal.removeEventListener('abort', onAbort);
          resolve(value);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(asError(error));
        },
      );
    });
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`${prefix}timed out after ${deadline} ms`)), deadline);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));
