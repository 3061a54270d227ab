import { readFile, stat } from 'node:fs/promises';
import { z } from 'zod';

const remoteNames = ['products', 'parts', 'content', 'contact'] as const;
type RemoteName = (typeof remoteNames)[number];
interface RemoteRecord {
  version: string;
  web: string;
  node: string;
}
type Registry = Record<RemoteName, RemoteRecord>;

const record = z.strictObject({
  version: z.string().regex(/^[\w.+-]+$/),
  web: z.string().min(1),
  node: z.string().min(1),
});
const registrySchema = z.strictObject({
  remotes: z.strictObject(Object.fromEntries(remoteNames.map((name) => [name, record])) as Record<RemoteName, typeof record>),
});

export interface ResolvedRegistry {
  /** Entries as the browser fetches them. */
  browser: Registry;
  /** Absolute entries the server fetches (and evaluates: only trusted origins pass). */
  internal: Registry;
  /** Names every entry in use: pages rendered with another registry are other pages. */
  key: string;
}

export type RegistryStore = ReturnType<typeof createRegistryStore>;

/**
 * Reads the runtime registry file and re-reads it when it changes, so a release manager can
 * swap or roll back one remote without rebuilding or restarting the shell.
 */
export function createRegistryStore(options: { file: string; internalOrigin: string; allowedOrigins: string[] }) {
  let cached: { mtimeMs: number; size: number; registry: ResolvedRegistry } | undefined;

  const resolveUrl = (url: string, base: string) => {
    const resolved = new URL(url, base);
    if (resolved.origin !== new URL(base).origin && !options.allowedOrigins.includes(resolved.origin)) {
      throw new Error(`registry entry ${url} is not on an allowed origin`);
    }
    return resolved;
  };

  async function load(): Promise<ResolvedRegistry> {
    const info = await stat(options.file);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.registry;
    try {
      return await read(info);
    } catch (error) {
      // A broken edit must not take the site down: keep serving the last good registry.
      if (!cached) throw error;
      console.error(JSON.stringify({ level: 'error', msg: 'registry rejected, keeping the previous one', error: String(error) }));
      cached = { ...cached, mtimeMs: info.mtimeMs, size: info.size };
      return cached.registry;
    }
  }

  async function read(info: { mtimeMs: number; size: number }): Promise<ResolvedRegistry> {
    const parsed = registrySchema.parse(JSON.parse(await readFile(options.file, 'utf8')));
    const browser = {} as Registry;
    const internal = {} as Registry;
    for (const name of remoteNames) {
      const { version, web, node } = parsed.remotes[name];
      const webUrl = resolveUrl(web, options.internalOrigin);
      const sameOrigin = webUrl.origin === options.internalOrigin;
      browser[name] = { version, web: sameOrigin ? webUrl.pathname : webUrl.href, node };
      internal[name] = { version, web: webUrl.href, node: resolveUrl(node, options.internalOrigin).href };
    }
    const key = remoteNames.map((name) => `${name}@${internal[name].version} ${internal[name].web} ${internal[name].node}`).join('\n');
    cached = { mtimeMs: info.mtimeMs, size: info.size, registry: { browser, internal, key } };
    return cached.registry;
  }

  return { load };
}
