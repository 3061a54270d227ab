/** Raised when a step of a page render runs past the page's deadline. */
export class DeadlineError extends Error {
  constructor(what: string) {
    super(`${what} ran past the page deadline`);
    this.name = 'DeadlineError';
  }
}

/**
 * Settles with `work`, or rejects with a DeadlineError once `signal` aborts: a remote's promise
 * that never settles (a hung chunk, `messages`, `load`) must not hold the request.
 */
export function beforeDeadline<T>(work: Promise<T>, signal: AbortSignal, what: string): Promise<T> {
  if (signal.aborted) return Promise.reject(new DeadlineError(what));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new DeadlineError(what));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
