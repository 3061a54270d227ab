import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** Every file under `dir` (relative POSIX path), sorted. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** SHA-256 of a file, hex. */
export async function sha256OfFile(file: string, algorithm: 'sha256' | 'sha384' = 'sha256', encoding: 'hex' | 'base64' = 'hex'): Promise<string> {
  const hash = createHash(algorithm);
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest(encoding);
}

/** The SHA-256 of each file of a version folder (`web/remoteEntry.js` → hex), for its record. */
export async function hashFiles(dir: string, paths?: readonly string[]): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const path of paths ?? (await filesUnder(dir))) hashes[path] = await sha256OfFile(join(dir, path));
  return hashes;
}

/** Whether two records of a version's files name the same files with the same bytes. */
export function sameFiles(a: Record<string, string>, b: Record<string, string>): boolean {
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((name) => b[name] === a[name]);
}
