import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { busyMachineMarginMs, renderDeadlineMs } from '../support/deadlines';
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
/** The server renders each page within its deadline, or answers with the area's error block. */
const answerLimitMs = renderDeadlineMs + busyMachineMarginMs;

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['shell/dist/server/server.js'], {
    cwd: repoRoot,
    env: { ...process.env, ...e2eEnv, PORT: String(port), DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  const ready = () => fetch(`http://127.0.0.1:${port}/registry.json`).then((response) => response.ok, () => false);
  try {
    await expect.poll(ready, { message: 'the server starts', timeout: 20_000, intervals: [50] }).toBe(true);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return child;
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
            try {
              const response = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(answerLimitMs) });
              const html = await response.text();
              return { path, status: response.status, failedArea: showsFailedArea(html) };
            } catch (error) {
              return { path, status: `no answer within ${answerLimitMs} ms: ${String(error)}`, failedArea: false };
            }
          }),
        );
        expect(answers.filter((answer) => answer.status !== 200), `start ${start}`).toEqual([]);
        // Complete means within the deadline: a render that runs past it is replaced by the area's
        // error block. A cold start is no excuse for one: the remotes are all healthy.
        expect(answers.filter((answer) => answer.failedArea).map((answer) => answer.path), `start ${start}`).toEqual([]);
      } finally {
        server.kill('SIGKILL');
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
