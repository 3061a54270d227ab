import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import type { RemoteName, VersionIntegrity } from '@site/federation';
import { versionIntegrity } from '../version-integrity.js';

/**
 * Whether the remotes store holds a version (its Node entry), and what its record says of its
 * bytes. A version folder never changes once written, so a version found stays found (a bounded
 * memo); a name not found is looked up again, which costs one stat.
 */
export function createStoreVersions(remotesDir: string) {
  const found = new LRUCache<string, { integrity?: VersionIntegrity }>({ max: 500 });
  const lookUp = (remote: RemoteName, version: string) => {
    const key = `${remote}/${version}`;
    const known = found.get(key);
    if (known) return known;
    const dir = join(remotesDir, remote, version);
    if (!existsSync(join(dir, 'node', 'remoteEntry.js'))) return undefined;
    let files: Record<string, string> | undefined;
    try {
      files = (JSON.parse(readFileSync(join(dir, 'release.json'), 'utf8')) as { files?: Record<string, string> }).files;
    } catch {
      // A version stored without a record (copied in by hand) runs unchecked, as before versions recorded their files.
    }
    const integrity = versionIntegrity(files);
    const entry = integrity ? { integrity } : {};
    found.set(key, entry);
    return entry;
  };
  return {
    has: (remote: RemoteName, version: string): boolean => lookUp(remote, version) !== undefined,
    /** The hashes to hold a stored version to (a preview of it), when its record has them. */
    integrity: (remote: RemoteName, version: string): VersionIntegrity | undefined => lookUp(remote, version)?.integrity,
  };
}

export type StoreVersions = ReturnType<typeof createStoreVersions>;
