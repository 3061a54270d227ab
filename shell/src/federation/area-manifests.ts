import { LRUCache } from 'lru-cache';
import { areaManifestFile, readAreaManifest, type AreaManifest } from '@site/federation/area-manifest';
import { remoteNames, type Registry, type RemoteName } from '@site/federation/remotes';

/** The manifests of the area versions a registry serves. */
export interface ServedManifests {
  /** Identifies the set: the manifests' addresses (one per version; per build on a dev server). */
  key: string;
  manifests: AreaManifest[];
  /**
   * False when an area's manifest could not be read: its last one read stands in (its pages show
   * its error block rather than 404), and a page rendered with it is not cached.
   */
  complete: boolean;
}

/**
 * Where a version's manifest is read first: the store the server keeps beside each version's
 * record (a version published to another origin keeps its manifest there too). Undefined: not
 * stored (an area's dev server), so it is fetched.
 */
export type StoredManifestReader = (remote: RemoteName, version: string) => Promise<unknown>;

let readStored: StoredManifestReader | undefined;

/** The shell server says where its store is; without it (the release check's render) every manifest is fetched. */
export function readManifestsFrom(reader: StoredManifestReader | undefined): void {
  readStored = reader;
}

/** Manifests read, by address: a version's never changes. The most recent 256, like everything keyed by a registry. */
const read = new LRUCache<string, AreaManifest>({ max: 256 });
const reading = new Map<string, Promise<AreaManifest | undefined>>();
const lastRead = new Map<RemoteName, AreaManifest>();
/** A manifest that could not be read is not asked for again before this time (ms since the epoch), nor waited for after its first failure. */
const failedUntil = new LRUCache<string, { until: number; waitMs: number }>({ max: 256 });
const firstBackoffMs = 2_000;
const maxBackoffMs = 60_000;

/** A version's manifest sits beside its browser entry; the server fetches it beside its Node entry (a dev server's moves per build). */
export function areaManifestUrl(internalNodeEntry: string): string {
  return new URL(`../web/${areaManifestFile}`, internalNodeEntry).href;
}

/** What a registry object serves, once all of it was read: the server keeps one object per registry until it changes. */
const servedBy = new WeakMap<Registry, ServedManifests>();

/**
 * The served versions' manifests, each read once (a version never changes): from the store when
 * it has the version, else fetched (`registry`: the one with addresses the server can fetch). An
 * area whose manifest cannot be read costs only its own pages: after a first failure, renders do
 * not wait for it (its last manifest read stands in, or the frame goes without it) while it is
 * asked for again in the background, less and less often.
 */
export async function servedManifests(registry: Registry, timeoutMs = 1000): Promise<ServedManifests> {
  const known = servedBy.get(registry);
  if (known) return known;
  const urls = remoteNames.map((remote) => areaManifestUrl(registry[remote].node));
  const found = await Promise.all(remoteNames.map((remote, i) => manifestFor(remote, registry[remote].version, urls[i]!, timeoutMs)));
  const manifests = found.filter((manifest): manifest is AreaManifest => manifest !== undefined);
  const complete = found.every((manifest, i) => manifest !== undefined && read.get(urls[i]!) === manifest);
  const served = {
    key: complete ? urls.join(' ') : `${urls.join(' ')} partial ${manifests.map((manifest) => manifest.remote).join(',')}`,
    manifests,
    complete,
  };
  if (complete) servedBy.set(registry, served);
  return served;
}

async function manifestFor(remote: RemoteName, version: string, url: string, timeoutMs: number): Promise<AreaManifest | undefined> {
  const known = read.get(url);
  if (known) return known;
  const failure = failedUntil.get(url);
  if (failure && Date.now() < failure.until) return lastRead.get(remote);
  const pending = manifestAt(remote, version, url, timeoutMs);
  // Once it has failed, it is read again in the background: no render waits for it again.
  return failure ? lastRead.get(remote) : ((await pending) ?? lastRead.get(remote));
}

/** One read of a manifest at a time per address, its outcome noted once (undefined: it failed, and is backed off). */
function manifestAt(remote: RemoteName, version: string, url: string, timeoutMs: number): Promise<AreaManifest | undefined> {
  let pending = reading.get(url);
  if (!pending) {
    pending = (readStored?.(remote, version) ?? Promise.resolve(undefined))
      .catch(() => undefined)
      .then((stored) => stored ?? fetchManifest(url, timeoutMs))
      .then((json: unknown) => {
        const result = readAreaManifest(json);
        if ('problem' in result) throw new Error(result.problem);
        if (result.manifest.remote !== remote) throw new Error(`it is the ${result.manifest.remote} area's`);
        read.set(url, result.manifest);
        failedUntil.delete(url);
        lastRead.set(remote, result.manifest);
        return result.manifest;
      })
      .catch((error: unknown) => {
        const before = failedUntil.get(url);
        const waitMs = Math.min(maxBackoffMs, before ? before.waitMs * 2 : firstBackoffMs);
        failedUntil.set(url, { until: Date.now() + waitMs, waitMs });
        console.error(
          JSON.stringify({
            level: 'error',
            msg: 'area manifest unreadable',
            remote,
            url,
            error: String(error),
            retryInMs: waitMs,
          }),
        );
        return undefined;
      })
      .finally(() => reading.delete(url));
    reading.set(url, pending);
  }
  return pending;
}

async function fetchManifest(url: string, timeoutMs: number): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${response.status}`);
  return response.json();
}
