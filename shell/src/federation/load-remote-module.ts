import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteModule } from '@site/design';
import { containerName, remoteNames, type Registry, type RemoteName } from './registry';

/** Container name -> entry URL, for every container registered in this runtime. */
const registered = new Map<string, string>();

/**
 * Points the federation runtime at the registry's entries. Every version is its own container,
 * so a newly activated version is simply registered beside the old one (which keeps serving
 * whatever still uses it); a rollback finds its container still there.
 */
export function applyRegistry(registry: Registry, side: 'web' | 'node'): void {
  const entries = remoteNames
    .map((name) => ({ name: containerName(name, registry[name].version), entry: registry[name][side] }))
    .filter((remote) => registered.get(remote.name) !== remote.entry);
  if (entries.length === 0) return;
  // `force` only when a version's entry moved (e.g. to a CDN): that container must be replaced.
  registerRemotes(entries, { force: entries.some((remote) => registered.has(remote.name)) });
  for (const remote of entries) registered.set(remote.name, remote.entry);
}

/** Forgets a remote after a failure so the next request fetches its entry afresh. */
export function resetRemote(remote: RemoteName, registry: Registry, side: 'web' | 'node'): void {
  registerRemotes([{ name: containerName(remote, registry[remote].version), entry: registry[remote][side] }], { force: true });
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause: unknown,
  ) {
    super(`Remote "${remote}" failed to load: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'RemoteLoadError';
  }
}

/**
 * Loads in flight, by container and module: concurrent requests for one module share one load,
 * and a load that outlives a request's patience goes on for the next request (a cold start under
 * load finishes once instead of being started again by every request that gave up on it).
 */
const loading = new Map<string, Promise<RouteModule>>();
/** How long a load may run at all before it counts as failed (a hung entry: Node's fetch would wait minutes). */
const loadLimitMs = (timeoutMs: number) => Math.max(10_000, timeoutMs * 4);

function sharedLoad(remote: RemoteName, module: string, registry: Registry, side: 'web' | 'node', timeoutMs: number): Promise<RouteModule> {
  const key = `${side} ${containerName(remote, registry[remote].version)} ${registry[remote][side]} ${module}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = withTimeout(loadRemote<{ default: RouteModule }>(`${containerName(remote, registry[remote].version)}/${module}`), loadLimitMs(timeoutMs))
      .then((loaded) => {
        const route = loaded?.default;
        if (!route || typeof route.Page !== 'function') throw new Error(`module "${module}" is not a route module`);
        return route;
      })
      .catch((error: unknown) => {
        // Broken or hung for good: the next request fetches its entry afresh.
        resetRemote(remote, registry, side);
        throw error;
      })
      .finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/**
 * Loads one exposed route module, giving up after `timeoutMs`: the federation runtime has no
 * timeout of its own and a hung entry must not hold the page. Giving up does not stop the load.
 */
export async function loadRouteModule(
  remote: RemoteName,
  module: string,
  registry: Registry,
  side: 'web' | 'node',
  timeoutMs: number,
): Promise<RouteModule> {
  applyRegistry(registry, side);
  try {
    return await withTimeout(sharedLoad(remote, module, registry, side, timeoutMs), timeoutMs);
  } catch (error) {
    throw new RemoteLoadError(remote, error);
  }
}

/** `work`, or a rejection named TimeoutError after `ms` (so a caller can tell a slow remote from a broken one). */
function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`timed out after ${ms} ms`), { name: 'TimeoutError' })), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
