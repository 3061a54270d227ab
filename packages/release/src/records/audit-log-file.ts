import { mkdir, open, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import type { ReleaseEvent } from '@site/federation';

/** A line as written: the event, and for a registry change the id the registry then names (`lastEvent`). */
export type AuditLine = ReleaseEvent & { id?: string };

const lineSchema = z.object({
  at: z.number(),
  actor: z.string(),
  remote: z.string(),
  action: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  check: z.string(),
  id: z.string().optional(),
});

/** Warnings about unreadable lines, at most this many per process: a log full of junk must not flood the server's log. */
let warningsLeft = 20;

/**
 * The release audit log as a file of JSON lines (`release-log.jsonl` beside the registry file).
 *
 * Writing: each entry is one `write` to a file opened for appending (whole lines from any number of
 * processes never interleave), then `fsync`: once `append` resolves, the entry survives a crash.
 * If a crash left half a line at the end, the next entry starts on a line of its own.
 *
 * Reading is tolerant and incremental: a torn or invalid line is skipped with a warning and never
 * fails a reader, and only what was appended since the last read is read (the file is read again
 * whole only when it was replaced or cut).
 */
export class AuditLogFile {
  private read: { ino: number; offset: number; lines: AuditLine[] } | undefined;
  private reading: Promise<readonly AuditLine[]> | undefined;

  constructor(readonly file: string) {}

  async append(line: AuditLine): Promise<void> {
    await mkdir(dirname(this.file), { recursive: true });
    const handle = await open(this.file, 'a+');
    let created = false;
    try {
      const { size } = await handle.stat();
      created = size === 0;
      let torn = false;
      if (size > 0) {
        const last = Buffer.alloc(1);
        await handle.read(last, 0, 1, size - 1);
        torn = last[0] !== 0x0a;
      }
      await handle.write(Buffer.from(`${torn ? '\n' : ''}${JSON.stringify(line)}\n`));
      await handle.sync();
    } finally {
      await handle.close();
    }
    // A new file's entry in its folder is made durable too.
    if (created) await syncFolder(dirname(this.file));
  }

  /** Every readable entry, oldest first (the array is shared: do not change it). */
  lines(): Promise<readonly AuditLine[]> {
    // Concurrent readers share one read.
    this.reading ??= this.readNew().finally(() => (this.reading = undefined));
    return this.reading;
  }

  /** Changes whenever the log grows: cheap to ask often. */
  async stamp(): Promise<string> {
    return stat(this.file).then(
      (info) => `${info.ino} ${info.size} ${info.mtimeMs}`,
      () => 'none',
    );
  }

  private async readNew(): Promise<readonly AuditLine[]> {
    let handle;
    try {
      handle = await open(this.file, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        this.read = undefined;
        return [];
      }
      throw error;
    }
    try {
      const { ino, size } = await handle.stat();
      // Replaced or cut (an operator's edit): read it whole again.
      if (!this.read || this.read.ino !== ino || size < this.read.offset) this.read = { ino, offset: 0, lines: [] };
      const known = this.read;
      if (size === known.offset) return known.lines;
      const buffer = Buffer.alloc(size - known.offset);
      await handle.read(buffer, 0, buffer.length, known.offset);
      // Only whole lines: a line being written now is read next time.
      const end = buffer.lastIndexOf(0x0a) + 1;
      for (const text of buffer.subarray(0, end).toString('utf8').split('\n')) {
        if (text.trim() === '') continue;
        const line = parseLine(text);
        if (line) known.lines.push(line);
        else if (warningsLeft-- > 0) console.warn(JSON.stringify({ level: 'warn', msg: 'audit log: an unreadable line was skipped', file: this.file, line: text.slice(0, 200) }));
      }
      known.offset += end;
      return known.lines;
    } finally {
      await handle.close();
    }
  }
}

function parseLine(text: string): AuditLine | undefined {
  try {
    const parsed = lineSchema.safeParse(JSON.parse(text));
    return parsed.success ? (parsed.data as AuditLine) : undefined;
  } catch {
    return undefined;
  }
}

/** Makes a new or renamed entry in a folder durable (Linux; elsewhere a no-op). */
export async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r').catch(() => undefined);
  if (!handle) return;
  try {
    await handle.sync();
  } catch {
    // Not every platform syncs a folder: nothing more can be done there.
  } finally {
    await handle.close();
  }
}
