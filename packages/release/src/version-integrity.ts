import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { integrityListFile, type VersionIntegrity } from '@site/federation';

/** A SHA-256 in hex as Subresource Integrity writes it. */
const sriOf = (hex: string) => `sha256-${Buffer.from(hex, 'hex').toString('base64')}`;

/**
 * A version's file list (`integrity.json`), from its record's hashes: every file of its browser
 * and Node builds, but not their precompressed copies (what a browser or the server checks is the
 * decoded body). The same hashes always give the same bytes, so activation can name the list's
 * hash without reading it.
 */
export function integrityList(files: Record<string, string>): string {
  const served = Object.keys(files)
    .filter((path) => /^(web|node)\//.test(path) && !/\.(br|gz)$/.test(path))
    .sort();
  return JSON.stringify(Object.fromEntries(served.map((path) => [path, sriOf(files[path]!)])), null, 1) + '\n';
}

/** What the registry records of a version's bytes; undefined for a version stored without its hashes. */
export function versionIntegrity(files: Record<string, string> | undefined): VersionIntegrity | undefined {
  const entry = files?.['web/remoteEntry.js'];
  if (!files || !entry) return undefined;
  return { webEntry: sriOf(entry), files: `sha256-${createHash('sha256').update(integrityList(files)).digest('base64')}` };
}

/** Writes the file list into a version folder before it goes into the store. */
export async function writeIntegrityList(versionDir: string, files: Record<string, string>): Promise<void> {
  await writeFile(join(versionDir, integrityListFile), integrityList(files));
}
