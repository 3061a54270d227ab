import { LRUCache } from 'lru-cache';
import type { Database, NewsOverlayCopy } from '@site/api';
import { remoteRecord, type PreviewedArea, type RemoteName, type RemoteRecord } from '@site/federation';
import { findLaunch, launchNewsOverlay, readLaunchPreview, type Launch } from '@site/launches';
import type { StoreVersions } from './store-versions.js';

/** A launch a browser previews: the site as its moment will make it. */
export interface LaunchPreview {
  token: string;
  launch: Pick<Launch, 'id' | 'name'>;
  expiresAt: number;
  /** Its area versions (those in the store), for the badge and as registry records. */
  areas: PreviewedArea[];
  records: Partial<Record<RemoteName, RemoteRecord>>;
  /** Its articles as it will publish them. */
  news: readonly NewsOverlayCopy[];
}

export type LaunchPreviews = ReturnType<typeof createLaunchPreviews>;

/**
 * Checks the launch preview links the back office signs (@site/launches' launch-preview.ts) and
 * reads what they show: the launch as it is now (a member added or an article saved since the link
 * was made shows at once). A page asks the API for news once or twice, so one check is kept for a
 * second; the cache is keyed by tokens clients send, so it is bounded.
 */
export function createLaunchPreviews(deps: { db: () => Database['db']; store: Pick<StoreVersions, 'has' | 'integrity'>; clock?: () => number }) {
  const clock = deps.clock ?? Date.now;
  const recent = new LRUCache<string, Promise<LaunchPreview | undefined>>({ max: 200, ttl: 1000 });

  async function read(token: string): Promise<LaunchPreview | undefined> {
    const db = deps.db();
    const link = await readLaunchPreview(db, token, clock());
    const launch = link && (await findLaunch(db, link.launchId));
    if (!link || !launch) return undefined;
    const areas: PreviewedArea[] = [];
    const records: Partial<Record<RemoteName, RemoteRecord>> = {};
    for (const member of launch.members) {
      if (member.kind !== 'area' || !deps.store.has(member.remote, member.version)) continue;
      areas.push({ remote: member.remote, version: member.version });
      records[member.remote] = remoteRecord(member.remote, member.version, undefined, deps.store.integrity(member.remote, member.version));
    }
    return { token, launch: { id: launch.id, name: launch.name }, expiresAt: link.expiresAt, areas, records, news: await launchNewsOverlay(db, launch, clock()) };
  }

  return {
    /** The preview a token stands for, or undefined (forged, expired, its launch gone). */
    check(token: string): Promise<LaunchPreview | undefined> {
      let pending = recent.get(token);
      if (!pending) {
        pending = read(token).catch((error: unknown) => {
          recent.delete(token);
          throw error;
        });
        recent.set(token, pending);
      }
      return pending;
    },
  };
}
