import { stat } from 'node:fs/promises';
import { remoteNames, type Registry } from '@site/federation';
import { openRegistryBackend, type RegistryBackend } from '@site/federation/registry-backend';

export interface ResolvedRegistry {
  /** Entries as the browser fetches them. */
  browser: Registry;
  /** Absolute entries the server fetches (and evaluates: only trusted origins pass). */
  internal: Registry;
  /** Names every entry in use: pages rendered with another registry are other pages. Instance-independent. */
  key: string;
}

export type RegistryStore = ReturnType<typeof createRegistryStore>;

/**
 * The runtime registry as this server uses it, so a release manager can swap or roll back one
 * remote without rebuilding or restarting the shell. From a file, it is re-read when the file
 * changes; from PostgreSQL, it is re-read when any process announces a change (LISTEN/NOTIFY),
 * within a second, and every 30 s in case a notification was lost.
 */
export function createRegistryStore(options: { file: string; databaseUrl?: string; internalOrigin: string; allowedOrigins: string[] }) {
  const backend: RegistryBackend = openRegistryBackend({ registryFile: options.file, databaseUrl: options.databaseUrl });
  let cached: { stamp: string; registry: ResolvedRegistry } | undefined;
  let stale = true;
  let stopWatching: (() => Promise<void>) | undefined;
  let pending: Promise<ResolvedRegistry> | undefined;

  const resolveUrl = (url: string, base: string) => {
    const resolved = new URL(url, base);
    if (resolved.origin !== new URL(base).origin && !options.allowedOrigins.includes(resolved.origin)) {
      throw new Error(`registry entry ${url} is not on an allowed origin`);
    }
    return resolved;
  };

  function resolve(registry: Registry): ResolvedRegistry {
    const browser = {} as Registry;
    const internal = {} as Registry;
    for (const name of remoteNames) {
      const { version, web, node } = registry[name];
      const webUrl = resolveUrl(web, options.internalOrigin);
      const sameOrigin = webUrl.origin === options.internalOrigin;
      browser[name] = { version, web: sameOrigin ? webUrl.pathname : webUrl.href, node };
      internal[name] = { version, web: webUrl.href, node: resolveUrl(node, options.internalOrigin).href };
    }
    // The entries as the registry states them, not as this instance resolves them: the same on
    // every instance, so it can go into the ETag.
    const key = remoteNames.map((name) => `${name}@${registry[name].version} ${registry[name].web} ${registry[name].node}`).join('\n');
    return { browser, internal, key };
  }

  /** What tells us the registry may have changed: the file's stamp, or a notification. */
  async function stamp(): Promise<string> {
    if (backend.kind === 'postgres') return stale ? `changed ${Date.now()}` : (cached?.stamp ?? 'first');
    const info = await stat(options.file);
    return `${info.mtimeMs} ${info.size} ${info.ino}`;
  }

  async function reload(current: string): Promise<ResolvedRegistry> {
    stale = false;
    try {
      const registry = await backend.read();
      if (!registry) throw new Error('no registry has been written yet');
      cached = { stamp: current, registry: resolve(registry) };
    } catch (error) {
      // A broken edit must not take the site down: keep serving the last good registry.
      if (!cached) throw error;
      console.error(JSON.stringify({ level: 'error', msg: 'registry rejected, keeping the previous one', error: String(error) }));
      cached = { ...cached, stamp: current };
    }
    return cached.registry;
  }

  async function load(): Promise<ResolvedRegistry> {
    if (backend.kind === 'postgres' && !stopWatching) {
      stopWatching = await backend.watch(() => (stale = true));
      const timer = setInterval(() => (stale = true), 30_000);
      timer.unref();
    }
    const current = await stamp();
    if (cached && cached.stamp === current) return cached.registry;
    // Concurrent requests share one read.
    pending ??= reload(current).finally(() => (pending = undefined));
    return pending;
  }

  return {
    load,
    async close() {
      await stopWatching?.();
      await backend.close();
    },
  };
}
