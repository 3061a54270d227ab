// Where releases are recorded: the registry (which version of each area is live, and a canary
// beside it) and the release audit log. Files beside each other (file-records.ts) or PostgreSQL
// tables (postgres-records.ts); the release tool and the back office write them, every site
// instance reads and watches them. Node only.
import type { Canary, LiveLaunch, Registry, ReleaseEvent, RemoteName, RemoteRecord } from '@site/federation';
import { fileRecords } from './file-records.js';
import { postgresRecords } from './postgres-records.js';

/** The registry and the audit log, wherever they are kept. */
export interface ReleaseRecords {
  readonly kind: 'file' | 'postgres';
  /** The live registry, or undefined before the first one is written. */
  read(): Promise<Registry | undefined>;
  /** The registry and the live launches, read together (one file, one statement). */
  readSite(): Promise<SiteRecords | undefined>;
  /**
   * A launch going live or ending: its areas' records and the live launches change in one write,
   * with `events`. Going live is refused (false) while the launch is already live.
   */
  switchLaunch(change: LaunchSwitch, events: ReleaseEvent[]): Promise<boolean>;
  /** Writes a whole registry only where none exists yet (the first start). */
  seed(registry: Registry): Promise<void>;
  /** Makes `record` live for `remote` (ending any canary) and logs `event`, together. */
  activate(remote: RemoteName, record: RemoteRecord, event: ReleaseEvent): Promise<void>;
  /** Serves `canary` to its share of visitors beside the active version (replacing a running canary) and logs `event`. */
  startCanary(remote: RemoteName, canary: Canary, event: ReleaseEvent): Promise<void>;
  /**
   * Ends the canary of `remote` if it is still `version`, and logs `event`. True when this call ended
   * it: several processes may try at once (the guard runs in every instance), one succeeds.
   */
  endCanary(remote: RemoteName, version: string, event: ReleaseEvent): Promise<boolean>;
  /**
   * Replaces the running canary with `next` if it is still exactly `current` (its share, its
   * rollout's step), and logs `event`. True when this call changed it: of several instances
   * moving a staged rollout at once, one does.
   */
  updateCanary(remote: RemoteName, current: Canary, next: Canary, event: ReleaseEvent): Promise<boolean>;
  /** Makes the canary `version` the active version for everyone, and logs `event`; true when this call did it. */
  promote(remote: RemoteName, version: string, event: ReleaseEvent): Promise<boolean>;
  /** Appends to the audit log without changing the registry. */
  log(event: ReleaseEvent): Promise<void>;
  /** Every entry, oldest first; read incrementally (the array is shared: do not change it). */
  events(): Promise<ReleaseEvent[]>;
  /** Changes whenever the audit log grows (and so whenever the registry changes): cheap to ask often. */
  logStamp(): Promise<string>;
  /** Calls `onChange` promptly when any process changes the registry; PostgreSQL only. */
  watch(onChange: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The registry with the launches live on the site. */
export interface SiteRecords {
  registry: Registry;
  launches: LiveLaunch[];
}

/** What a launch changes at its moment: the records of its areas (with their canaries), and whether it is live. */
export interface LaunchSwitch {
  records: Partial<Record<RemoteName, RemoteRecord>>;
  launch: { go: LiveLaunch } | { end: number };
}

export function openReleaseRecords(options: { registryFile: string; databaseUrl?: string }): ReleaseRecords {
  return options.databaseUrl ? postgresRecords(options.databaseUrl) : fileRecords(options.registryFile);
}
