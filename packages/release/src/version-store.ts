import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RemoteName } from '@site/federation';
import type { BuildRequirements } from '@site/federation/compatibility';
import type { Provenance } from '@site/console-contract/deploy';
import { hashFiles } from './intake/file-hashes.js';
import { writeIntegrityList } from './version-integrity.js';

/** What `publish` records with each version (release.json in its folder). */
export interface VersionInfo {
  version: string;
  /** Milliseconds since the epoch. */
  publishedAt: number;
  /** The commit it was built from, when built in git. */
  commit?: string;
  /** Set when the version's files live on another origin (a CDN): its base URL. */
  baseUrl?: string;
  /** What it was built against (its requirements.json), for the compatibility check. */
  requires?: BuildRequirements;
  /** The SHA-256 (hex) of each of its files, by path in its folder (`node/remoteEntry.js`): what may run. */
  files?: Record<string, string>;
  /** Where it came from. */
  provenance?: Provenance;
}

export type { Provenance };

const infoFile = 'release.json';

/** The versions of a remote in the store (`<remotesDir>/<remote>/<version>`), oldest first. */
export async function listVersions(remotesDir: string, remote: RemoteName): Promise<VersionInfo[]> {
  const folder = join(remotesDir, remote);
  const names = await readdir(folder).catch(() => [] as string[]);
  const versions: VersionInfo[] = [];
  for (const name of names) {
    const dir = join(folder, name);
    const info = await readFile(join(dir, infoFile), 'utf8').then((text) => JSON.parse(text) as VersionInfo, () => undefined);
    const requires = info?.requires ?? (await readRequirements(dir));
    if (info) versions.push({ ...info, ...(requires ? { requires } : {}) });
    else if (existsSync(join(dir, 'web', 'remoteEntry.js'))) versions.push({ version: name, publishedAt: (await stat(dir)).mtimeMs, ...(requires ? { requires } : {}) });
  }
  return versions.sort((a, b) => a.publishedAt - b.publishedAt);
}

export async function findVersion(remotesDir: string, remote: RemoteName, version: string): Promise<VersionInfo | undefined> {
  return (await listVersions(remotesDir, remote)).find((info) => info.version === version);
}

export async function writeVersionInfo(remotesDir: string, remote: RemoteName, info: VersionInfo): Promise<void> {
  await writeFile(join(remotesDir, remote, info.version, infoFile), JSON.stringify(info, null, 2) + '\n');
}

export async function removeVersion(remotesDir: string, remote: RemoteName, version: string): Promise<void> {
  await rm(join(remotesDir, remote, version), { recursive: true, force: true });
}

/**
 * A folder in the store's staging area (`<remotesDir>/.staging`, on the same file system, so a
 * finished version is renamed into place whole). The caller fills it, then calls `moveIntoStore`.
 */
export async function stagingFolder(remotesDir: string, remote: RemoteName): Promise<string> {
  const dir = join(remotesDir, '.staging', `${remote}-${process.pid}-${randomBytes(4).toString('hex')}`);
  await mkdir(dir, { recursive: true });
  return dir;
}

/**
 * Renames a finished version folder to `<remotesDir>/<remote>/<version>`. A version, once there,
 * is never changed: if another process got there first, ours is dropped and false returned.
 */
export async function moveIntoStore(staged: string, remotesDir: string, remote: RemoteName, version: string): Promise<boolean> {
  const target = join(remotesDir, remote, version);
  await mkdir(join(remotesDir, remote), { recursive: true });
  try {
    if (existsSync(target)) return false;
    await rename(staged, target);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' || code === 'ENOTEMPTY') return false;
    throw error;
  } finally {
    await rm(staged, { recursive: true, force: true });
  }
}

/**
 * Copies a built version folder (`{web,node}`) into the store as `version`, unless that version
 * is there already: written in the staging area, then renamed into place, so a server never reads
 * half a version and two publishers never write one folder. True when this call added it.
 */
export async function addVersion(remotesDir: string, remote: RemoteName, builtDir: string, info: VersionInfo): Promise<boolean> {
  if (existsSync(join(remotesDir, remote, info.version))) return false;
  const staged = await stagingFolder(remotesDir, remote);
  await cp(builtDir, staged, { recursive: true });
  const requires = await readRequirements(staged);
  const files = info.files ?? (await hashFiles(staged));
  await writeFile(join(staged, infoFile), JSON.stringify({ ...info, ...(requires ? { requires } : {}), files }, null, 2) + '\n');
  await writeIntegrityList(staged, files);
  return moveIntoStore(staged, remotesDir, remote, info.version);
}

/** What a built version folder says it was built against (written by the build factory). */
export async function readRequirements(versionDir: string): Promise<BuildRequirements | undefined> {
  return readFile(join(versionDir, 'requirements.json'), 'utf8').then((text) => JSON.parse(text) as BuildRequirements, () => undefined);
}

/**
 * Removes what the staging area holds from before `olderThanMs` ago: a build or an upload whose
 * process was killed. Nothing there is ever read as a version; this only gives the space back.
 */
export async function sweepStaging(remotesDir: string, olderThanMs: number, now = Date.now()): Promise<number> {
  const folder = join(remotesDir, '.staging');
  let removed = 0;
  for (const name of await readdir(folder).catch(() => [] as string[])) {
    const since = await stat(join(folder, name)).then((item) => item.mtimeMs, () => now);
    if (now - since < olderThanMs) continue;
    await rm(join(folder, name), { recursive: true, force: true });
    removed++;
  }
  return removed;
}
