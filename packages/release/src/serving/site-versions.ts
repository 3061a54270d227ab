import { stat } from 'node:fs/promises';
import { launchesServed, remoteNames, type Canary, type LiveLaunch, type Registry, type ReleaseEvent, type RemoteName, type RemoteRecord } from '@site/federation';
import { openReleaseRecords, type ReleaseRecords } from '../records/release-records.js';

export interface ResolvedVersions {
  /** Entries as the browser fetches them. */
  browser: Registry;
  /** Absolute entries the server fetches (and evaluates: only trusted origins pass). */
  internal: Registry;
  /** Names every entry in use: pages rendered with another registry are other pages. Instance-independent. */
  key: string;
  /** The canaries running: another version of an area for a share of visitors. */
  canaries: RunningCanary[];
  /** The launches this registry's visitors see (their articles show): ids, sorted. */
  launches: number[];
  /** Every launch live on the site, whoever sees it (those that went live with a canary: its cohort). */
  liveLaunches: readonly LiveLaunch[];
  /**
   * What a visitor in `bucket` (0-99, see cohort.ts) gets: the canary of every area whose share
   * covers the bucket (`bucket < percent`), the active version of the others.
   */
  forBucket(bucket: number): ResolvedVersions;
}

export interface RunningCanary {
  remote: RemoteName;
  version: string;
  percent: number;
  since: number;
  /** As stored, with its rollout: what a conditional change of it names. */
  record: Canary;
}

export type SiteVersions = ReturnType<typeof createSiteVersions>;

/**
 * The versions a site instance serves: the registry as this server uses it, each entry resolved to
 * the address the browser and the server load it from, so a release manager can swap or roll back
 * one area without rebuilding or restarting the site. From a file, it is re-read when the file
 * changes; from PostgreSQL, it is re-read when any process announces a change (LISTEN/NOTIFY),
 * within a second, and every 30 s in case a notification was lost.
 */
export function createSiteVersions(options: {
  file: string;
  databaseUrl?: string;
  internalOrigin: string;
  allowedOrigins: string[];
  /** The store's origin, when this instance does not serve the store itself: `/remotes/…` entries are loaded from there. */
  remotesUrl?: string;
}) {
  const records: ReleaseRecords = openReleaseRecords({ registryFile: options.file, databaseUrl: options.databaseUrl });
  let cached: { stamp: string; registry: ResolvedVersions; launches: LiveLaunch[] } | undefined;
  let stale = true;
  let stopWatching: (() => Promise<void>) | undefined;
  let pending: Promise<ResolvedVersions> | undefined;

  // A store path (`/remotes/parts/1.2.0/…`) is on this instance, or on the store's origin.
  const storePath = (url: string) => (options.remotesUrl && url.startsWith('/remotes/') ? options.remotesUrl + url.slice('/remotes/'.length) : url);
  const allowed = options.remotesUrl ? [...options.allowedOrigins, new URL(options.remotesUrl).origin] : options.allowedOrigins;
  const resolveUrl = (url: string, base: string) => {
    const resolved = new URL(storePath(url), base);
    if (resolved.origin !== new URL(base).origin && !allowed.includes(resolved.origin)) {
      throw new Error(`registry entry ${url} is not on an allowed origin`);
    }
    return resolved;
  };

  /** One record as the browser and as this server fetch it. */
  function resolveRecord({ version, web, node, integrity }: RemoteRecord, trusted = false): { browser: RemoteRecord; internal: RemoteRecord } {
    const url = (entry: string) => (trusted ? new URL(storePath(entry), options.internalOrigin) : resolveUrl(entry, options.internalOrigin));
    const webUrl = url(web);
    const sameOrigin = webUrl.origin === options.internalOrigin;
    // The recorded hashes go with the version: the browser checks its entry, the server every Node file.
    const checked = integrity ? { integrity } : {};
    return {
      browser: { version, web: sameOrigin ? webUrl.pathname : webUrl.href, node, ...checked },
      internal: { version, web: webUrl.href, node: url(node).href, ...checked },
    };
  }

  /** A registry with some areas at other versions, keyed apart under the one it derives from. */
  function withRecords(base: ResolvedVersions, records: Partial<Record<RemoteName, RemoteRecord>>, label: string, trusted: boolean, liveLaunches: readonly LiveLaunch[] = cached?.launches ?? []): ResolvedVersions {
    const browser = { ...base.browser };
    const internal = { ...base.internal };
    const changed: string[] = [];
    for (const name of remoteNames) {
      const record = records[name];
      if (!record) continue;
      const resolved = resolveRecord(record, trusted);
      browser[name] = resolved.browser;
      internal[name] = resolved.internal;
      changed.push(`${name}@${record.version} ${record.web} ${record.node}`);
    }
    const variant: ResolvedVersions = { browser, internal, key: `${base.key}\n${label}\n${changed.join('\n')}`, canaries: [], launches: launchesServed(liveLaunches, browser), liveLaunches, forBucket: () => variant };
    return variant;
  }

  function resolve(registry: Registry, liveLaunches: readonly LiveLaunch[]): ResolvedVersions {
    const browser = {} as Registry;
    const internal = {} as Registry;
    for (const name of remoteNames) {
      const resolved = resolveRecord(registry[name]);
      browser[name] = resolved.browser;
      internal[name] = resolved.internal;
    }
    // The entries as the registry states them, not as this instance resolves them: the same on
    // every instance, so it can go into the ETag. A canary is not in it: starting one changes
    // nothing for the visitors who keep the active version.
    const launchKey = liveLaunches.map((launch) => `launch ${launch.id} ${launch.cohort.map((member) => `${member.remote}@${member.version}`).join(',')}`);
    const key = [...remoteNames.map((name) => `${name}@${registry[name].version} ${registry[name].web} ${registry[name].node}`), ...launchKey].join('\n');
    const canaries = remoteNames.flatMap((remote) => {
      const canary = registry[remote].canary;
      return canary ? [{ remote, version: canary.version, percent: canary.percent, since: canary.since, record: canary }] : [];
    });
    // Checked now, like the active entries: a canary on a refused origin rejects the registry.
    for (const { remote } of canaries) resolveRecord(registry[remote].canary!);
    // One registry per set of areas a bucket is in a canary of (at most one more than the canaries).
    const cohorts = new Map<string, ResolvedVersions>();
    const live: ResolvedVersions = {
      browser,
      internal,
      key,
      canaries,
      launches: launchesServed(liveLaunches, registry),
      liveLaunches,
      forBucket(bucket) {
        const inCanary = canaries.filter((canary) => bucket < canary.percent).map((canary) => canary.remote);
        if (inCanary.length === 0) return live;
        const name = inCanary.join(',');
        let cohort = cohorts.get(name);
        if (!cohort) {
          cohort = withRecords(live, Object.fromEntries(inCanary.map((remote) => [remote, registry[remote].canary!])), 'canary', false, liveLaunches);
          cohorts.set(name, cohort);
        }
        return cohort;
      },
    };
    return live;
  }

  /** What tells us the registry may have changed: the file's stamp, or a notification. */
  async function stamp(): Promise<string> {
    if (records.kind === 'postgres') return stale ? `changed ${Date.now()}` : (cached?.stamp ?? 'first');
    return fileStamp();
  }

  // Requests that arrive while the file's stamp is being read share that read: a stat per request
  // cost a cached page a tenth of its time. A request that comes after a write always reads anew,
  // so a registry written a moment ago is the one it gets.
  let statting: Promise<string> | undefined;
  function fileStamp(): Promise<string> {
    statting ??= stat(options.file)
      .then((info) => `${info.mtimeMs} ${info.size} ${info.ino}`)
      .finally(() => (statting = undefined));
    return statting;
  }

  async function reload(current: string): Promise<ResolvedVersions> {
    stale = false;
    try {
      const site = await records.readSite();
      if (!site) throw new Error('no registry has been written yet');
      cached = { stamp: current, registry: resolve(site.registry, site.launches), launches: site.launches };
    } catch (error) {
      // A broken edit must not take the site down: keep serving the last good registry.
      if (!cached) throw error;
      console.error(JSON.stringify({ level: 'error', msg: 'registry rejected, keeping the previous one', error: String(error) }));
      cached = { ...cached, stamp: current };
    }
    return cached.registry;
  }

  async function load(): Promise<ResolvedVersions> {
    if (records.kind === 'postgres' && !stopWatching) {
      stopWatching = await records.watch(() => (stale = true));
      const timer = setInterval(() => (stale = true), 30_000);
      timer.unref();
    }
    const current = await stamp();
    if (cached && cached.stamp === current) return cached.registry;
    // Concurrent requests share one read.
    pending ??= reload(current).finally(() => (pending = undefined));
    return pending;
  }

  /**
   * The registry with some areas at a previewed version, for one browser. The records are the
   * server's own (a store path, or the area's dev server on loopback), built from a signed preview.
   */
  function withPreview(live: ResolvedVersions, records: Partial<Record<RemoteName, RemoteRecord>>): ResolvedVersions {
    return withRecords(live, records, 'preview', true);
  }

  return {
    load,
    withPreview,
    /** Whether the registry as last read serves `version` of `remote` (active, or as a canary). */
    serves(remote: RemoteName, version: string): boolean {
      const live = cached?.registry;
      return !!live && (live.browser[remote].version === version || live.canaries.some((canary) => canary.remote === remote && canary.version === version));
    },
    /** Ends a canary if it is still `version` (the guard); true when this call ended it, in any process. */
    endCanary: (remote: RemoteName, version: string, event: ReleaseEvent) => records.endCanary(remote, version, event),
    /** Moves a staged rollout a step if the canary is still `current`; true when this call did, in any process. */
    updateCanary: (remote: RemoteName, current: Canary, next: Canary, event: ReleaseEvent) => records.updateCanary(remote, current, next, event),
    /** A staged rollout's last step: the canary becomes active if it still is `version`. */
    promote: (remote: RemoteName, version: string, event: ReleaseEvent) => records.promote(remote, version, event),
    async close() {
      await stopWatching?.();
      await records.close();
    },
  };
}
