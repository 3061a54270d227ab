import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteModule } from '@site/design';
import { containerName, remoteNames, type Registry, type RemoteName } from './registry';

let registered = new Map<RemoteName, string>();

/**
 * Points the federation runtime at the registry's entries. A changed entry (a new version)
 * is registered with `force`, which drops the old container, so the next load uses it.
 */
export function applyRegistry(registry: Registry, side: 'web' | 'node'): void {
  const changed = remoteNames.filter((name) => registered.get(name) !== registry[name][side]);
  if (changed.length === 0) return;
  registerRemotes(
    changed.map((name) => ({ name: containerName(name), entry: registry[name][side] })),
    { force: registered.size > 0 },
  );
  registered = new Map(remoteNames.map((name) => [name, registry[name][side]]));
}

/** Forgets a remote after a failure so the next request fetches its entry afresh. */
export function resetRemote(remote: RemoteName, registry: Registry, side: 'web' | 'node'): void {
  registerRemotes([{ name: containerName(remote), entry: registry[remote][side] }], { force: true });
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause: unknown,
  ) {
    super(`Remote "${remote}" failed to load: ${cause instanceof Error ? cause.message : String(cause)}`);
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
    timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const loaded = await Promise.race([loadRemote<{ default: RouteModule }>(`${containerName(remote)}/${module}`), timeout]);
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
