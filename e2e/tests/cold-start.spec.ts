import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eEnv, e2ePort } from '../support/environment';
import { showsFailedArea } from '../support/page-problems';

const repoRoot = resolve(import.meta.dirname, '../..');
const port = e2ePort + 1;
/** 16 first requests at once, across the four remotes (several pages of each). */
const firstRequests = [
  '/', '/human', '/en/z1', '/en/dog-w',
  '/parts/d90', '/en/parts/h60', '/parts/hand', '/en/parts/t28',
  '/about', '/en/applications', '/documentcenter', '/en/news', '/policy', '/en/service',
  '/contact', '/en/contactinformation',
];
const deadlineMs = 3000;

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['shell/dist/server/server.js'], {
    cwd: repoRoot,
    env: { ...process.env, ...e2eEnv, PORT: String(port), DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  for (const started = Date.now(); Date.now() - started < 20_000; await new Promise((done) => setTimeout(done, 50))) {
    const ready = await fetch(`http://127.0.0.1:${port}/registry.json`).then((response) => response.ok, () => false);
    if (ready) return child;
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

test('ten cold starts, each with 16 concurrent first requests: every page answers complete within the deadline', async () => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'cold-start-'));
  try {
    for (let start = 0; start < 10; start++) {
      const server = await startServer(dataDir);
      try {
        const answers = await Promise.all(
          firstRequests.map(async (path) => {
            const started = Date.now();
            const response = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(10_000) });
            const html = await response.text();
            return { path, status: response.status, elapsed: Date.now() - started, failedArea: showsFailedArea(html) };
          }),
        );
        const late = answers.filter((answer) => answer.elapsed >= deadlineMs || answer.status !== 200);
        expect(late, `start ${start}`).toEqual([]);
        // A cold start is no excuse for an error block: the remotes are all healthy.
        expect(answers.filter((answer) => answer.failedArea).map((answer) => answer.path), `start ${start}`).toEqual([]);
      } finally {
        server.kill('SIGKILL');
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
