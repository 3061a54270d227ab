import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { withFileLock } from './file-lock.mjs';

const retries = { retries: 50, factor: 1, minTimeout: 10, maxTimeout: 10 };

test('holders of one lock take turns, and each gets its own result; the lock is gone afterwards', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'file-lock-')), 'registry.json');
  const steps: string[] = [];
  const holder = (name: string) =>
    withFileLock(
      file,
      async () => {
        steps.push(`${name} in`);
        await new Promise((resolve) => setTimeout(resolve, 30));
        steps.push(`${name} out`);
        return name;
      },
      { retries },
    );
  expect(await Promise.all([holder('a'), holder('b')])).toEqual(['a', 'b']);
  expect(steps).toEqual(['a in', 'a out', 'b in', 'b out']);
  expect(existsSync(`${file}.lock`)).toBe(false);
});

test('the lock is released when the work fails, and kept where `lockfilePath` says while held', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'file-lock-')), 'site.db');
  const lockfilePath = `${file}.startup-lock`;
  await expect(
    withFileLock(
      file,
      async () => {
        expect(existsSync(lockfilePath)).toBe(true);
        throw new Error('migration failed');
      },
      { lockfilePath },
    ),
  ).rejects.toThrow('migration failed');
  expect(existsSync(lockfilePath)).toBe(false);
  await expect(withFileLock(file, async () => 'again', { lockfilePath })).resolves.toBe('again');
});
