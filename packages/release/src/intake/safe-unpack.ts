// Unpacking what a team's CI uploads: every entry is read and judged before one byte is written.
import { mkdir } from 'node:fs/promises';
import * as tar from 'tar';

export interface UnpackLimits {
  /** Files in the archive at most. */
  maxFiles: number;
  /** Bytes once unpacked at most (an archive that inflates past it is a bomb). */
  maxBytes: number;
}

export const defaultUnpackLimits: UnpackLimits = {
  maxFiles: 5_000,
  maxBytes: 200 * 1024 * 1024,
};

/** What an upload may hold at its top: the two builds, what they were built against, and the push's own record. */
const topLevel = new Set(['web', 'node', 'requirements.json', 'push.json']);
const safeSegment = /^[A-Za-z0-9@+_-][A-Za-z0-9@+_.-]*$/;

/** A refusal of an archive, with the entry that caused it. */
export class UnsafeArchiveError extends Error {
  override name = 'UnsafeArchiveError';
}

/** Why one entry may not be unpacked, or undefined when it may. */
export function entryProblem(path: string, type: string): string | undefined {
  const clean = path.replace(/\/$/, '');
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) return `${JSON.stringify(path)} is an absolute path`;
  if (path.includes('\\') || path.includes('\0')) return `${JSON.stringify(path)} has a backslash or a NUL`;
  const segments = clean.split('/');
  if (segments.some((segment) => segment === '..')) return `${JSON.stringify(path)} climbs out with ".."`;
  if (segments.some((segment) => !safeSegment.test(segment)) || clean.length > 240) return `${JSON.stringify(path)} is not a plain file name`;
  if (type === 'SymbolicLink' || type === 'Link') return `${JSON.stringify(path)} is a link`;
  if (type !== 'File' && type !== 'OldFile' && type !== 'Directory') return `${JSON.stringify(path)} is a ${type}, not a file or a folder`;
  if (!topLevel.has(segments[0]!)) return `${JSON.stringify(path)} is outside web/, node/, requirements.json and push.json`;
  return undefined;
}

/**
 * Unpacks a gzipped tar into `target` (made if need be), after reading every entry: refuses, writing
 * nothing, an absolute path, a "..", a link, a device, a name outside the version's folders, more
 * files or more bytes than `limits`, or a broken archive. Resolves with the number of files.
 */
export async function unpackSafely(archive: string, target: string, limits: UnpackLimits = defaultUnpackLimits): Promise<number> {
  let files = 0;
  let bytes = 0;
  let problem: string | undefined;
  try {
    await tar.t({
      file: archive,
      strict: true,
      onReadEntry(entry) {
        problem ??= entryProblem(entry.path, entry.type);
        if (entry.type !== 'Directory') {
          files++;
          bytes += entry.size ?? 0;
        }
        if (!problem && files > limits.maxFiles) problem = `more than ${limits.maxFiles} files`;
        if (!problem && bytes > limits.maxBytes) problem = `more than ${Math.round(limits.maxBytes / 1024 / 1024)} MB once unpacked`;
        entry.resume();
      },
    });
  } catch (error) {
    throw new UnsafeArchiveError(`the upload is not a gzipped tar archive: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (problem) throw new UnsafeArchiveError(`the upload was refused: ${problem}`);
  if (files === 0) throw new UnsafeArchiveError('the upload is empty');
  await mkdir(target, { recursive: true });
  await tar.x({
    file: archive,
    cwd: target,
    strict: true,
    // Judged above; the filter keeps it so should the archive be read differently the second time.
    filter: (path, entry) => !('type' in entry) || entryProblem(path, entry.type) === undefined,
  });
  return files;
}
