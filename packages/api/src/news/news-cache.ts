import { LRUCache } from 'lru-cache';

/**
 * Caches serialized news responses (the `maxEntries` most recently used). Servers cannot hear the
 * news CLI (another process, maybe another host), so the cache re-reads a version stamp from the
 * database at most once per `revalidateMs` and drops everything when it moved.
 */
export class NewsCache {
  private readonly entries: LRUCache<string, string>;
  private version: string | undefined;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private pendingCheck: Promise<void> | undefined;

  constructor(
    private readonly readVersion: () => Promise<string>,
    private readonly revalidateMs = 1000,
    maxEntries = 1000,
  ) {
    this.entries = new LRUCache({ max: maxEntries });
  }

  async get(key: string, load: () => Promise<string | undefined>): Promise<string | undefined> {
    await this.revalidate();
    const cached = this.entries.get(key);
    if (cached !== undefined) return cached;
    const fresh = await load();
    if (fresh !== undefined) this.entries.set(key, fresh);
    return fresh;
  }

  /**
   * The news version, read now (concurrent callers share one read); a moved version empties the
   * cache first, so whoever keys on the version (the page cache) never gets older news with it.
   */
  async currentVersion(): Promise<string> {
    this.checkedAt = Number.NEGATIVE_INFINITY;
    await this.revalidate();
    return this.version ?? '0';
  }

  /** Called by in-process writers; other processes are caught by the version check. */
  clear(): void {
    this.entries.clear();
    this.checkedAt = Number.NEGATIVE_INFINITY;
  }

  private async revalidate(): Promise<void> {
    if (performance.now() - this.checkedAt < this.revalidateMs) return;
    this.pendingCheck ??= this.readVersion()
      .then((version) => {
        if (version !== this.version) this.entries.clear();
        this.version = version;
        this.checkedAt = performance.now();
      })
      .finally(() => {
        this.pendingCheck = undefined;
      });
    await this.pendingCheck;
  }
}
