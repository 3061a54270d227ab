import { areaManifestFile, readAreaManifest, type AreaManifest } from '@site/federation/area-manifest';
import { remoteNames, type Registry, type RemoteName } from './registry';

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

/** Manifests read, by address: a version's never changes. Bounded, like everything keyed by a registry. */
const read = new Map<string, AreaManifest>();
const reading = new Map<string, Promise<AreaManifest>>();
const lastRead = new Map<RemoteName, AreaManifest>();
const maxRead = 256;

/** A version's manifest sits beside its browser entry; the server fetches it beside its Node entry (a dev server's moves per build). */
export function areaManifestUrl(internalNodeEntry: string): string {
  return new URL(`../web/${areaManifestFile}`, internalNodeEntry).href;
}

/** What a registry object serves, once all of it was read: the server keeps one object per registry until it changes. */
const servedBy = new WeakMap<Registry, ServedManifests>();

/** The served versions' manifests, each fetched once; `registry`: the one with addresses the server can fetch. */
export async function servedManifests(registry: Registry, timeoutMs = 1000): Promise<ServedManifests> {
  const known = servedBy.get(registry);
  if (known) return known;
  const urls = remoteNames.map((remote) => areaManifestUrl(registry[remote].node));
  const found = await Promise.all(remoteNames.map((remote, i) => manifestAt(remote, urls[i]!, timeoutMs).catch((error: unknown) => failed(remote, urls[i]!, error))));
  const manifests = found.filter((manifest): manifest is AreaManifest => manifest !== undefined);
  const complete = found.every((manifest, i) => manifest !== undefined && read.get(urls[i]!) === manifest);
  const served = { key: complete ? urls.join(' ') : `${urls.join(' ')} partial`, manifests, complete };
  if (complete) servedBy.set(registry, served);
  return served;
}

function manifestAt(remote: RemoteName, url: string, timeoutMs: number): Promise<AreaManifest> {
  const known = read.get(url);
  if (known) return Promise.resolve(known);
  let pending = reading.get(url);
  if (!pending) {
    pending = fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${response.status}`))))
      .then((json: unknown) => {
        const result = readAreaManifest(json);
        if ('problem' in result) throw new Error(result.problem);
        if (result.manifest.remote !== remote) throw new Error(`it is the ${result.manifest.remote} area's`);
        if (read.size >= maxRead) read.clear();
        read.set(url, result.manifest);
        lastRead.set(remote, result.manifest);
        return result.manifest;
      })
      .finally(() => reading.delete(url));
    reading.set(url, pending);
  }
  return pending;
}

function failed(remote: RemoteName, url: string, error: unknown): AreaManifest | undefined {
  console.error(JSON.stringify({ level: 'error', msg: 'area manifest unreadable', remote, url, error: String(error) }));
  return lastRead.get(remote);
}
