import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eEnv, e2ePort, registryFile, stubOrigin } from '../support/environment';
import { startLoad } from '../support/load';

const repoRoot = resolve(import.meta.dirname, '../..');
const graceMs = 8000;

/** An instance of the e2e site on `port` (its own data directory; `env` on top). */
function startInstance(port: number, env: Record<string, string> = {}): { server: ChildProcess; origin: string; exited: Promise<{ code: number | null; at: number }> } {
  const server = spawn(process.execPath, ['shell/dist/server/server.js'], {
    cwd: repoRoot,
    env: { ...process.env, ...e2eEnv, PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'lifecycle-')), METRICS_PORT: '0', CONSOLE_PORT: '0', SHUTDOWN_GRACE_MS: String(graceMs), ...env },
    stdio: 'ignore',
  });
  const exited = new Promise<{ code: number | null; at: number }>((done) => server.on('exit', (code) => done({ code, at: performance.now() })));
  return { server, origin: `http://127.0.0.1:${port}`, exited };
}

const statusOf = (url: string) => fetch(url).then((response) => response.status, () => 0);

/** One GET on a kept-alive connection: its status and whether the server closes the connection after it. */
function askOn(agent: Agent, url: string): Promise<{ status: number; close: boolean }> {
  return new Promise((done, fail) => {
    httpRequest(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => done({ status: response.statusCode!, close: response.headers.connection === 'close' }));
    })
      .on('error', fail)
      .end();
  });
}

test.describe('health for a load balancer', () => {
  let stub: Server;
  test.beforeAll(async () => {
    // An area host that accepts connections and never answers.
    stub = createServer(() => {});
    await new Promise<void>((done) => stub.listen(Number(new URL(stubOrigin).port), '127.0.0.1', done));
  });
  test.afterAll(() => {
    stub.closeAllConnections();
    stub.close();
  });

  test('not ready until every area is loaded on the server (live meanwhile); ready once it is', async () => {
    test.setTimeout(120_000);
    // Its own registry: the content area on a host that never answers.
    const ownRegistry = join(mkdtempSync(join(tmpdir(), 'lifecycle-registry-')), 'registry.json');
    copyFileSync(registryFile, ownRegistry);
    const registry = JSON.parse(readFileSync(ownRegistry, 'utf8'));
    const healthy = registry.remotes.content;
    registry.remotes.content = { version: '0.0.0-hung', web: `${stubOrigin}/hung/web/remoteEntry.js`, node: `${stubOrigin}/hung/node/remoteEntry.js` };
    writeFileSync(ownRegistry, JSON.stringify(registry));
    const { server, origin } = startInstance(e2ePort + 11, { REGISTRY_FILE: ownRegistry });
    try {
      await expect.poll(() => statusOf(`${origin}/healthz/live`), { timeout: 20_000 }).toBe(200);
      const ready = await fetch(`${origin}/healthz/ready`);
      expect(ready.status).toBe(503);
      expect(ready.headers.get('cache-control')).toBe('no-store');
      await expect.poll(async () => JSON.stringify((await (await fetch(`${origin}/healthz/ready`)).json()).problems), { timeout: 20_000 }).toContain('content');
      // It serves meanwhile (a load balancer decides): other areas' pages, and the hung area's with 503.
      expect(await statusOf(`${origin}/en/parts/d90`)).toBe(200);
      expect(await statusOf(`${origin}/en/about`)).toBe(503);
      // The area comes back: ready, with no restart.
      registry.remotes.content = healthy;
      writeFileSync(ownRegistry, JSON.stringify(registry));
      await expect.poll(() => statusOf(`${origin}/healthz/ready`), { timeout: 30_000 }).toBe(200);
    } finally {
      server.kill('SIGKILL');
    }
  });

  test('from SIGTERM on, not ready; the requests in flight are answered and the process exits 0 within its grace period', async () => {
    test.setTimeout(120_000);
    const { server, origin, exited } = startInstance(e2ePort + 12);
    try {
      await expect.poll(() => statusOf(`${origin}/healthz/ready`), { timeout: 20_000 }).toBe(200);
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      expect(await askOn(agent, `${origin}/healthz/ready`)).toEqual({ status: 200, close: false });
      // Load: 20 connections asking for a page, one request after another on each.
      const load = startLoad(`${origin}/en/parts/d90`, 20);
      await expect.poll(async () => (await fetch(`${origin}/en/parts/d90`)).status).toBe(200);
      const stopped = performance.now();
      server.kill('SIGTERM');
      // On a connection opened before: not ready from the moment the signal is handled, and the connection closes after.
      let answer = await askOn(agent, `${origin}/healthz/ready`);
      while (answer.status === 200) answer = await askOn(agent, `${origin}/healthz/ready`);
      expect(answer).toEqual({ status: 503, close: true });
      const { code, at } = await exited;
      const outcome = await load.stop();
      agent.destroy();
      expect(code).toBe(0);
      expect(at - stopped).toBeLessThan(graceMs);
      // Every request the server took was answered; the rest found it gone (refused), for the balancer to send elsewhere.
      expect(outcome.failed).toEqual([]);
      expect(outcome.statuses[200]).toBeGreaterThan(20);
      expect(Object.keys(outcome.statuses)).toEqual(['200']);
    } finally {
      server.kill('SIGKILL');
    }
  });
});
