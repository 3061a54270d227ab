import { getInstance, loadRemote, registerGlobalPlugins, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteModule } from '@site/federation/route-module';
import { RecentMap } from '@site/federation/recent-map';
import { containerName, type Registry, type RemoteName } from '@site/federation/remotes';
import { withDeadline } from '@site/federation/deadline';
import { expectIntegrity, integrityPlugin } from './version-integrity';

/**
 * What this runtime knows of one container (one version of an area): the entry it is registered
 * at, the entries it was registered at before, the loads running from it, and a change of entry
 * under way.
 */
interface Container {
  entry: string;
  retired: Set<string>;
  loads: Set<Promise<unknown>>;
  changing?: Promise<void>;
}

/** Container name -> its registration. Every version is its own container, so this grows by the versions a server has served. */
const containers = new Map<string, Container>();

/** The federation runtime's own records, where a replaced container would otherwise linger. */
interface FederationGlobal {
  __INSTANCES__?: { name: string }[];
}

/**
 * Registers the container `name` at `entry`. A new version is a new container, registered beside
 * the others (which keep serving whatever still uses them). The same container at another entry
 * (an area's dev server after a rebuild, a version moved to a CDN) replaces the old registration,
 * but only once the loads from the old entry have settled, and without leaving anything of it in
 * the runtime: a container initialized while its predecessor is still known would join the
 * predecessor's instance and load its chunks with the predecessor's loader. A load that asks for
 * an entry already replaced gets the newer one (a render that read the registry just before).
 */
async function registered(name: string, entry: string): Promise<Container> {
  holdToRecordedBytes();
  let container = containers.get(name);
  if (!container) {
    registerRemotes([{ name, entry }]);
    container = { entry, retired: new Set(), loads: new Set() };
    containers.set(name, container);
    return container;
  }
  while (container.changing) await container.changing;
  if (container.entry === entry || container.retired.has(entry)) return container;
  const replaced = container;
  replaced.changing = (async () => {
    await Promise.allSettled([...replaced.loads]);
    replace(name, entry);
    replaced.retired.add(replaced.entry);
    replaced.entry = entry;
  })().finally(() => (replaced.changing = undefined));
  await replaced.changing;
  return replaced;
}

let holding = false;
/** From the first load on, every federation instance (the shell's, and each remote's in Node) checks the bytes it loads. */
function holdToRecordedBytes(): void {
  if (holding) return;
  holding = true;
  const plugin = integrityPlugin();
  registerGlobalPlugins([plugin]);
  if (getInstance()) registerPlugins([plugin]);
}

/** Registers `name` at `entry` anew, with nothing left of its previous registration. */
function replace(name: string, entry: string): void {
  // Removed, then registered: `force` would do both but warns "already registered" on every edit in dev.
  const host = getInstance();
  const previous = host?.options.remotes.find((remote) => remote.name === name);
  // `removeRemote` is what `force` calls (typed private in the runtime's declarations).
  if (host && previous) (host.remoteHandler as unknown as { removeRemote(remote: unknown): void }).removeRemote(previous);
  registerRemotes([{ name, entry }], { force: !host });
  const federation = (globalThis as { __FEDERATION__?: FederationGlobal }).__FEDERATION__;
  const instances = federation?.__INSTANCES__ ?? [];
  for (let index = instances.length - 1; index >= 0; index--) if (instances[index]!.name === name) instances.splice(index, 1);
  // The container the old entry set on the global object (a window's own properties may not be deletable).
  const global = globalThis as Record<string, unknown>;
  if (Object.getOwnPropertyDescriptor(global, name)?.configurable) delete global[name];
  else if (name in global) global[name] = undefined;
}

/** Forgets a remote after a failure so the next request fetches its entry afresh (once the loads from it have settled). */
export function resetRemote(remote: RemoteName, registry: Registry): void {
  const name = containerName(remote, registry[remote].version);
  const container = containers.get(name);
  if (!container || container.changing) return;
  container.changing = Promise.allSettled([...container.loads])
    .then(() => replace(name, container.entry))
    .finally(() => (container.changing = undefined));
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
/** The modules loaded so far, by container and module (the most recent 1000): a page of theirs renders without loading anything. */
const loadedModules = new RecentMap<string, true>({ max: 1000 });

/** Whether `module` of the remote's version in `registry` has been loaded here (on the side `side`). */
export function isRouteModuleLoaded(remote: RemoteName, module: string, registry: Registry, side: 'web' | 'node' = 'web'): boolean {
  return loadedModules.has(`${side} ${containerName(remote, registry[remote].version)} ${registry[remote][side]} ${module}`);
}

/** How long a load may run at all before it counts as failed (a hung entry: Node's fetch would wait minutes). */
const loadLimitMs = (timeoutMs: number) => Math.max(10_000, timeoutMs * 4);

function sharedLoad(remote: RemoteName, module: string, registry: Registry, side: 'web' | 'node', timeoutMs: number): Promise<RouteModule> {
  const name = containerName(remote, registry[remote].version);
  const key = `${side} ${name} ${registry[remote][side]} ${module}`;
  let pending = loading.get(key);
  if (!pending) {
    expectIntegrity(registry[remote], side);
    pending = registered(name, registry[remote][side])
      .then((container) => {
        const load = withDeadline(loadRemote<{ default: RouteModule }>(`${name}/${module}`), loadLimitMs(timeoutMs)).then((loaded) => {
          const route = loaded?.default;
          if (!route || typeof route.Page !== 'function') throw new Error(`module "${module}" is not a route module`);
          loadedModules.set(key, true);
          return route;
        });
        // The container is not replaced while a load from it runs.
        container.loads.add(load);
        void load.then(
          () => container.loads.delete(load),
          () => container.loads.delete(load),
        );
        return load;
      })
      .catch((error: unknown) => {
        // Broken or hung for good: the next request fetches its entry afresh.
        resetRemote(remote, registry);
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
export async function loadRouteModule(remote: RemoteName, module: string, registry: Registry, side: 'web' | 'node', timeoutMs: number): Promise<RouteModule> {
  try {
    return await withDeadline(sharedLoad(remote, module, registry, side, timeoutMs), timeoutMs);
  } catch (error) {
    throw new RemoteLoadError(remote, error);
  }
}
