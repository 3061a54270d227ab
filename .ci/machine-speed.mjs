// How fast this machine is, in one line for CI's log: phase times from two machines compare only
// with it. A fixed piece of JavaScript work (hashing and sorting: 0.7 s on the machine where
// `.ci/run` took 19.2 minutes, 2026-11-28), timed once alone and then on every core at once: when
// the cores are real, each of those takes about as long as the one alone. Plus the time to write
// and fsync 64 MB.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, fsyncSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';

const work = () => {
  const started = performance.now();
  let digest = Buffer.alloc(32);
  for (let round = 0; round < 300_000; round++) digest = createHash('sha256').update(digest).digest();
  const numbers = Array.from({ length: 1_000_000 }, (_, index) => (index * 2_654_435_761) % 1_000_003);
  numbers.sort((a, b) => a - b);
  return Math.round(performance.now() - started);
};

if (process.argv[2] === 'work') {
  console.log(work());
} else {
  const cores = availableParallelism();
  const alone = work();
  const together = await Promise.all(
    Array.from({ length: cores }, () =>
      new Promise((done) => execFile(process.execPath, [import.meta.filename, 'work'], (error, stdout) => done(error ? NaN : Number(stdout.trim())))),
    ),
  );
  const folder = mkdtempSync(join(tmpdir(), 'machine-speed-'));
  const writeStarted = performance.now();
  const file = join(folder, 'bytes');
  writeFileSync(file, Buffer.alloc(64 * 1024 * 1024, 1));
  const handle = openSync(file, 'r+');
  fsyncSync(handle);
  closeSync(handle);
  const writeMs = Math.round(performance.now() - writeStarted);
  rmSync(folder, { recursive: true, force: true });
  console.log(`=== machine: ${cores} cores; the reference work ${alone} ms alone, ${together.join(' / ')} ms on ${cores} cores at once; 64 MB written and synced in ${writeMs} ms`);
}
