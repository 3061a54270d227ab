import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import type { RemoteName } from '@site/federation';

/**
 * Whether the remotes store holds a version (its Node entry). A version folder never changes once
 * written, so a version found stays found (a bounded memo); a name not found is looked up again,
 * which costs one stat.
 */
export function createStoreVersions(remotesDir: string) {
  const found = new LRUCache<string, true>({ max: 500 });
  return {
    has(remote: RemoteName, version: string): boolean {
      const key = `${remote}/${version}`;
      if (found.has(key)) return true;
      if (!existsSync(join(remotesDir, remote, version, 'node', 'remoteEntry.js'))) return false;
      found.set(key, true);
      return true;
    },
  };
}

export type StoreVersions = ReturnType<typeof createStoreVersions>;
