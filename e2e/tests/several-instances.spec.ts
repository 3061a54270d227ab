import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { activationFollowMs, busyMachineMarginMs } from '../support/deadlines';
import { e2eEnv, e2ePort } from '../support/environment';
import { showsFailedArea, waitForHydration } from '../support/page-problems';

const repoRoot = resolve(import.meta.dirname, '../..');
const postgres = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redis = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ports = [e2ePort + 2, e2ePort + 3];
const loadPaths = ['/en/parts/d90', '/parts/h60', '/en/about', '/', '/en/news', '/contactinformation'];

const psql = (sql: string) => spawnSync('psql', [postgres, '-qtAc', sql], { encoding: 'utf8' });
const versionOn = async (port: number) =>
  /data-remote-version="([^"]+)"/.exec(await (await fetch(`http://127.0.0.1:${port}/en/parts/d90`)).text())?.[1];

/**
 * Instances follow an activation or rollback within 2 s; checked with the margin a busy machine adds
 * (the load below, the release tool's process, the new version's first render on each instance).
 */
const followLimitMs = activationFollowMs + busyMachineMarginMs;

/** Milliseconds until every instance serves `version` of parts (gives up after 10 s). */
async function timeUntilServed(version: string): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 10_000) {
    const served = await Promise.all(ports.map(versionOn));
    if (served.every((item) => item === version)) return Date.now() - started;
    await new Promise((done) => setTimeout(done, 50));
  }
  return Number.POSITIVE_INFINITY;
}

test('two instances on one PostgreSQL and Redis follow a publish, activation and rollback under load', async ({ page }) => {
  test.setTimeout(240_000);
  const schema = `e2e_instances_${Date.now()}`;
  expect(psql(`CREATE SCHEMA ${schema}`).status).toBe(0);
  const env = { ...process.env, ...e2eEnv, DATABASE_URL: `${postgres}?options=${encodeURIComponent(`-c search_path=${schema}`)}`, REDIS_URL: redis, RELEASE_ACTOR: 'e2e' };
  const dataDirs: string[] = [];
  const servers: ChildProcess[] = [];
  let serverErrors = '';
  // Asynchronous: the load runs in this process and must keep going while the release works.
  const release = (...args: string[]) =>
    new Promise<{ status: number; output: string }>((done) =>
      execFile('npm', ['run', '--silent', 'release', '--', ...args], { cwd: repoRoot, env }, (error, stdout, stderr) =>
        done({ status: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
      ),
    );
  try {
    // The registry moves into PostgreSQL (seeded from the store), then both instances start on it.
    const seed = spawnSync(process.execPath, ['--input-type=module', '-e', "import('./scripts/publish-remotes.mjs').then((m) => m.publishRemotes())"], { cwd: repoRoot, env, encoding: 'utf8' });
    expect(seed.stderr).toBe('');
    for (const port of ports) {
      const dataDir = mkdtempSync(join(tmpdir(), 'instance-'));
      dataDirs.push(dataDir);
      const server = spawn(process.execPath, ['shell/dist/server/server.js'], { cwd: repoRoot, env: { ...env, PORT: String(port), DATA_DIR: dataDir }, stdio: ['ignore', 'ignore', 'pipe'] });
      server.stderr!.on('data', (chunk: Buffer) => (serverErrors += chunk.toString()));
      servers.push(server);
    }
    for (const port of ports) await expect.poll(() => fetch(`http://127.0.0.1:${port}/registry.json`).then((r) => r.status, () => 0), { timeout: 20_000 }).toBe(200);
    const before = await versionOn(ports[0]!);
    expect(await versionOn(ports[1]!)).toBe(before);

    // A visitor's tab opened before the swap.
    await page.goto(`http://127.0.0.1:${ports[0]}/en/parts/d90`);
    await waitForHydration(page);

    // Load on both instances for the whole release, counting every failed answer.
    const failures: string[] = [];
    let answered = 0;
    let loading = true;
    const worker = async (port: number, offset: number) => {
      for (let index = offset; loading; index++) {
        const path = loadPaths[index % loadPaths.length]!;
        try {
          const response = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(5000) });
          const html = await response.text();
          if (response.status !== 200 || showsFailedArea(html)) failures.push(`${port}${path}: ${response.status} at ${Date.now() - started} ms`);
          answered += 1;
        } catch (error) {
          failures.push(`${port}${path}: ${String(error)} at ${Date.now() - started} ms`);
        }
      }
    };
    const started = Date.now();
    const workers = ports.flatMap((port) => [0, 1, 2].map((offset) => worker(port, offset)));

    const version = `1.2.0-e2e${Date.now()}`;
    const marks: string[] = [];
    const mark = (what: string) => marks.push(`${what} at ${Date.now() - started} ms`);
    mark('publish');
    expect((await release('publish', 'parts', '--version', version)).status).toBe(0);
    mark('activate');
    expect((await release('activate', 'parts', version)).output).toContain(`parts: ${before} -> ${version}`);
    const wait = await timeUntilServed(version);
    expect(wait, `served: ${(await Promise.all(ports.map(versionOn))).join(', ')}`).toBeLessThan(followLimitMs);

    // The open tab still works. It learns of the release without asking on each click: when the
    // visitor comes back to it (as a tab switch would fire), and its next navigation into the area
    // gets the new version.
    const learned = page.waitForResponse((response) => response.url().endsWith('/registry.json'));
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await learned;
    await page.getByRole('link', { name: /H60/ }).first().click();
    await expect(page).toHaveURL(/\/en\/parts\/h60$/);
    await expect(page.locator('[data-remote="parts"]')).toHaveAttribute('data-remote-version', version);

    // The load goes on against the new version for a while (every worker answered a few times) before the rollback.
    const answeredBeforeRollback = answered;
    await expect.poll(() => answered, { timeout: 60_000 }).toBeGreaterThanOrEqual(answeredBeforeRollback + 30);
    mark('rollback');
    expect((await release('rollback', 'parts')).status).toBe(0);
    expect(await timeUntilServed(before!)).toBeLessThan(followLimitMs);

    // And on the version rolled back to, before it stops.
    const answeredAfterRollback = answered;
    await expect.poll(() => answered, { timeout: 60_000 }).toBeGreaterThanOrEqual(answeredAfterRollback + 60);
    loading = false;
    await Promise.all(workers);
    expect(failures, marks.join(', ')).toEqual([]);
    expect(answered).toBeGreaterThan(100);

    // The per-IP SMS limit (5 in 10 minutes) holds across both instances together.
    const codes: string[] = [];
    for (let index = 0; index < 6; index++) {
      const response = await fetch(`http://127.0.0.1:${ports[index % 2]}/api/website/sendMessage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phoneNumber: `86139000000${10 + index}`, countryCode: 'CN' }),
      });
      codes.push(`${response.status} ${((await response.json()) as { code: string }).code}`);
    }
    expect(codes).toEqual([...Array(5).fill('200 SYS.0000'), '429 SMS.IP_LIMIT']);
  } finally {
    if (serverErrors) console.log(serverErrors.slice(0, 3000));
    for (const server of servers) server.kill('SIGKILL');
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    psql(`DROP SCHEMA ${schema} CASCADE`);
  }
});
