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
 * Loads one exposed route module, giving up after `timeoutMs`: the federation runtime has no
 * timeout of its own and a hung entry must not hold the page.
 */
export async function loadRouteModule(
  remote: RemoteName,
  module: string,
  registry: Registry,
  side: 'web' | 'node',
  timeoutMs: number,
): Promise<RouteModule> {
  applyRegistry(registry, side);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    // Named, so a caller can tell a slow remote from a broken one (RemoteLoadError's cause).
    timer = setTimeout(() => reject(Object.assign(new Error(`timed out after ${timeoutMs} ms`), { name: 'TimeoutError' })), timeoutMs);
  });
  try {
    const loaded = await Promise.race([loadRemote<{ default: RouteModule }>(`${containerName(remote, registry[remote].version)}/${module}`), timeout]);
    const route = loaded?.default;
    if (!route || typeof route.Page !== 'function') throw new Error(`module "${module}" is not a route module`);
    return route;
  } catch (error) {
    resetRemote(remote, registry, side);
    throw new RemoteLoadError(remote, error);
  } finally {
    clearTimeout(timer);
  }
}
