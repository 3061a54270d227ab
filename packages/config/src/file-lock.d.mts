/** Types for file-lock.mjs, which the start scripts import as plain JavaScript before any build. */
export interface FileLockOptions {
  /** Where the lock is kept (default `<file>.lock`). */
  lockfilePath?: string;
  /** A lock not refreshed for this many ms counts as left by a dead holder and is taken over. */
  stale?: number;
  /** How often a held lock is refreshed, in ms (default: half of `stale`). */
  update?: number;
  /** How long to wait for a lock another holds (proper-lockfile's retries). */
  retries?: { retries: number; factor?: number; minTimeout?: number; maxTimeout?: number };
}
export declare function withFileLock<T>(file: string, work: () => Promise<T>, options?: FileLockOptions): Promise<T>;
