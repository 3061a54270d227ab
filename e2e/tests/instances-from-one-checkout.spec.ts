import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eEnv, e2ePort } from '../support/environment';

const repoRoot = resolve(import.meta.dirname, '../..');
const ports = [e2ePort + 4, e2ePort + 5, e2ePort + 6];
const pages = ['/', '/en/about', '/parts/h60', '/en/news', '/en/nowhere'];

/** `npm start` as an operator runs it, on one port, against the shared store `<site>/remotes` and data `<site>/data`. */
function start(port: number, site: string, output: { text: string }): ChildProcess {
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...e2eEnv,
      PORT: String(port),
      // One public origin, as behind a proxy: the pages are the same on every instance.
      SITE_ORIGIN: 'https://www.example.com',
      REMOTES_DIR: join(site, 'remotes'),
      // The registry and its audit log in the shared data folder (never inside the served store).
      // One database for all, as several instances of one site have.
      DATA_DIR: join(site, 'data'),
      // No back office for these instances (the e2e site's own is on its port).
      CONSOLE_PORT: '0',
    },
  });
  child.stdout!.on('data', (chunk: Buffer) => (output.text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output.text += chunk.toString()));
  return child;
}

const up = (port: number) => () => fetch(`http://127.0.0.1:${port}/registry.json`).then((response) => response.status, () => 0);

test('instances started together from one checkout share one store: each version is written once, and either answers the other\'s ETag with 304', async () => {
  test.setTimeout(600_000);
  const site = mkdtempSync(join(tmpdir(), 'one-checkout-'));
  const store = join(site, 'remotes');
  const children: ChildProcess[] = [];
  const outputs = ports.map(() => ({ text: '' }));
  try {
    children.push(start(ports[0]!, site, outputs[0]!), start(ports[1]!, site, outputs[1]!));
    for (const [index, port] of ports.slice(0, 2).entries()) {
      await expect.poll(up(port), { timeout: 480_000, message: outputs[index]!.text }).toBe(200);
    }
    for (const output of outputs) expect(output.text).not.toMatch(/ENOENT|EEXIST|Error:/);

    // One folder per remote, whole, and nothing left aside.
    const entries = new Map<string, number>();
    for (const remote of ['products', 'parts', 'content', 'contact']) {
      const versions = readdirSync(join(store, remote));
      expect(versions).toHaveLength(1);
      const entry = join(store, remote, versions[0]!, 'web', 'remoteEntry.js');
      entries.set(entry, statSync(entry).mtimeMs);
    }
    expect(readdirSync(join(store, '.staging'))).toEqual([]);

    for (const path of pages) {
      const first = await fetch(`http://127.0.0.1:${ports[0]}${path}`, { headers: { 'accept-encoding': 'gzip' } });
      const etag = first.headers.get('etag');
      expect(etag, path).toMatch(/^W\/"/);
      const other = await fetch(`http://127.0.0.1:${ports[1]}${path}`, { headers: { 'if-none-match': etag! } });
      expect(other.status, path).toBe(304);
    }

    // One more, started later, serves the same versions and writes none of them again.
    children.push(start(ports[2]!, site, outputs[2]!));
    await expect.poll(up(ports[2]!), { timeout: 300_000, message: outputs[2]!.text }).toBe(200);
    const etag = (await fetch(`http://127.0.0.1:${ports[0]}/en/about`)).headers.get('etag');
    expect((await fetch(`http://127.0.0.1:${ports[2]}/en/about`, { headers: { 'if-none-match': etag! } })).status).toBe(304);
    for (const [entry, mtime] of entries) expect(statSync(entry).mtimeMs).toBe(mtime);
  } finally {
    for (const child of children) {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    rmSync(site, { recursive: true, force: true });
  }
});
