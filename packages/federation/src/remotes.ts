/** The site's areas, each an independently released remote (`mf-<name>` in the repository). */
export const remoteNames = ['products', 'parts', 'content', 'contact'] as const;
export type RemoteName = (typeof remoteNames)[number];

/**
 * What the bytes of a version must be, recorded when it is made live: the Subresource Integrity of
 * its browser entry, and of its file list (`integrity.json` in its folder: every file's hash), which
 * the server checks each Node file against before running it. Absent for a version stored before
 * versions recorded their files.
 */
export interface VersionIntegrity {
  /** `sha256-<base64>` of `web/remoteEntry.js`. */
  webEntry: string;
  /** `sha256-<base64>` of `integrity.json`. */
  files: string;
}

/** A version's file list: `web/…` and `node/…` path -> `sha256-<base64>`. */
export const integrityListFile = 'integrity.json';

/** Where one version of a remote lives: its browser entry and its Node entry. */
export interface RemoteRecord {
  version: string;
  web: string;
  node: string;
  integrity?: VersionIntegrity;
  /** A version served to a share of visitors beside this one (`release activate --canary`); only in the stored registry. */
  canary?: Canary;
}

/** A canary: another version, for `percent` of visitors, since `since` (ms since the epoch). */
export interface Canary {
  version: string;
  web: string;
  node: string;
  integrity?: VersionIntegrity;
  percent: number;
  since: number;
  /** A staged rollout drives its share (rollout.ts); absent for a canary set by hand. */
  rollout?: Rollout;
}

/**
 * A staged rollout (`release activate <remote> <V> --steps 5,25,50,100 --every 10m`): the canary
 * serves `steps[step]` % since `stepSince`; every `everyMs` while the guard is satisfied it moves
 * to the next step, and the last (100) is a promote. `pausedAt`: paused then, no step is due.
 */
export interface Rollout {
  steps: number[];
  every: string;
  everyMs: number;
  step: number;
  stepSince: number;
  pausedAt?: number;
  startedBy: string;
}

export type Registry = Record<RemoteName, RemoteRecord>;

/**
 * A launch that went live (@site/launches): its articles show to a visit only while it is live. Going
 * live and reverting change it in the same write as the launch's area versions, so every instance
 * shows a launch's page and its article together or neither. `cohort`: the canary versions it went
 * live with; a visit sees the launch only when it is served them (everyone, once they are promoted).
 */
export interface LiveLaunch {
  id: number;
  cohort: { remote: RemoteName; version: string }[];
}

/** The launches a visit served `registry` sees: those whose canary versions (if any) it is served. Sorted. */
export function launchesServed(launches: readonly LiveLaunch[], registry: Registry): number[] {
  return launches
    .filter((launch) => launch.cohort.every(({ remote, version }) => registry[remote].version === version))
    .map((launch) => launch.id)
    .sort((a, b) => a - b);
}

/** The version of each area a registry serves (what a page token vouches for). */
export function servedVersions(registry: Registry): Record<RemoteName, string> {
  return Object.fromEntries(remoteNames.map((name) => [name, registry[name].version])) as Record<RemoteName, string>;
}

export function isRemoteName(value: string): value is RemoteName {
  return (remoteNames as readonly string[]).includes(value);
}

/** The registry entry of a version: paths on the shell's origin, or URLs under `baseUrl` (a CDN). */
export function remoteRecord(remote: RemoteName, version: string, baseUrl?: string, integrity?: VersionIntegrity): RemoteRecord {
  const base = baseUrl ? `${baseUrl.replace(/\/$/, '')}/${remote}/${version}` : `/remotes/${remote}/${version}`;
  return { version, web: `${base}/web/remoteEntry.js`, node: `${base}/node/remoteEntry.js`, ...(integrity ? { integrity } : {}) };
}

/** The version folder a record's entries sit in (`…/parts/1.2.0/`), where its file list is. */
export function versionFolder(entry: string): string {
  return entry.replace(/(web|node)\/[^/]*$/, '');
}

/** Version names become folder names and URL segments. */
export const versionPattern = /^[\w.+-]+$/;

/**
 * The federation container of one version of a remote (`site_parts__1_2_0`): the build names it,
 * the shell registers it. Versions never share a container, so a running server can hold two.
 */
export function containerName(remote: RemoteName, version: string): string {
  return `${appName(remote)}__${version.replace(/[^A-Za-z0-9]/g, '_')}`;
}

/** A remote's app name (`site_parts`): its build stamp, and the stem of its containers' names. */
export function appName(remote: RemoteName): string {
  return `site_${remote}`;
}
