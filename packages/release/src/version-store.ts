import { existsSync } from 'node:fs';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RemoteName } from './remotes.js';

/** What `publish` records with each version (release.json in its folder). */
export interface VersionInfo {
  version: string;
  /** Milliseconds since the epoch. */
  publishedAt: number;
  /** The commit it was built from, when built in git. */
  commit?: string;
  /** Set when the version's files live on another origin (a CDN): its base URL. */
  baseUrl?: string;
}

const infoFile = 'release.json';

/** The versions of a remote in the store (`<remotesDir>/<remote>/<version>`), oldest first. */
export async function listVersions(remotesDir: string, remote: RemoteName): Promise<VersionInfo[]> {
  const folder = join(remotesDir, remote);
  const names = await readdir(folder).catch(() => [] as string[]);
  const versions: VersionInfo[] = [];
  for (const name of names) {
    const dir = join(folder, name);
    const info = await readFile(join(dir, infoFile), 'utf8').then((text) => JSON.parse(text) as VersionInfo, () => undefined);
    if (info) versions.push(info);
    else if (existsSync(join(dir, 'web', 'remoteEntry.js'))) versions.push({ version: name, publishedAt: (await stat(dir)).mtimeMs });
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
