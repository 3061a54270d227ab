// The one lock helper of the site's Node code: the build of `npm start` and `npm run dev`, the
// start-up migrations of a SQLite store and the release registry file each take turns through it.
// Plain JavaScript, like site-locations.mjs: the start scripts import it before anything is built.
import lockfile from 'proper-lockfile';

/**
 * Runs `work` holding an exclusive lock on `file` (a lock folder beside it, `<file>.lock` unless
 * `lockfilePath` says otherwise), waiting for it by `retries`. A held lock is kept fresh every
 * `update` ms; one left by a killed process is taken over once not refreshed for `stale` ms. The
 * file itself need not exist.
 * @template T
 * @param {string} file
 * @param {() => Promise<T>} work
 * @param {import('./file-lock.d.mts').FileLockOptions} [options]
 * @returns {Promise<T>}
 */
export async function withFileLock(file, work, options = {}) {
  const unlock = await lockfile.lock(file, { ...options, realpath: false });
  try {
    return await work();
  } finally {
    await unlock();
  }
}
