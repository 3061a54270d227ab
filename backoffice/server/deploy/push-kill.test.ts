// @vitest-environment node
// The back office killed (SIGKILL) in the middle of a push: no version, no registry change, and what
// the upload left in the staging area goes when it starts again (issue 49). A real process, real HTTP.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, utimesSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { remoteNames, remoteRecord, type Registry } from '@site/federation';
import { openReleaseRecords } from '@site/release';
import { pushPath } from '@site/console-contract/deploy';
import { openConsoleDatabase } from '../console-database.js';
import { DeployTokens } from './deploy-tokens.js';

const backoffice = resolve(import.meta.dirname, '../..');
const running: ChildProcess[] = [];
afterEach(() => running.splice(0).forEach((child) => child.kill('SIGKILL')));

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/** The back office's own process (server/main.ts), answering on `port` once it returns. */
async function startBackOffice(env: Record<string, string>, port: number): Promise<ChildProcess> {
  // SQLite in the test's folder, whatever the environment says.
  const { DATABASE_URL: _postgres, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'server/main.ts'], { cwd: backoffice, env: { ...inherited, ...env, CONSOLE_PORT: String(port), CONSOLE_HOST: '127.0.0.1' }, stdio: 'ignore' });
  running.push(child);
  await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz/live`).catch(() => undefined))?.status, { timeout: 60_000, interval: 250 }).toBe(200);
  return child;
}

test('a back office killed mid-upload stores no version and changes no registry; its next start sweeps the staging area', { timeout: 120_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'push-kill-'));
  const env = { DATA_DIR: join(dir, 'data'), REGISTRY_FILE: join(dir, 'release', 'registry.json'), REMOTES_DIR: join(dir, 'remotes') };
  const records = openReleaseRecords({ registryFile: env.REGISTRY_FILE });
  await records.seed(Object.fromEntries(remoteNames.map((name) => [name, remoteRecord(name, '1.0.0')])) as Registry);
  const registryBefore = readFileSync(env.REGISTRY_FILE, 'utf8');
  const { database } = await openConsoleDatabase({ dataDir: env.DATA_DIR });
  const { token } = await new DeployTokens(database.db).add({ name: 'parts-ci', area: 'parts', expiresInMs: 3_600_000, createdBy: 'test' });
  await database.close();

  const port = await freePort();
  const child = await startBackOffice(env, port);
  const upload = request(`http://127.0.0.1:${port}${pushPath('parts', '7.0.0')}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/gzip', 'content-length': String(4 * 1024 * 1024) } });
  upload.on('error', () => undefined);
  upload.write(Buffer.alloc(1024 * 1024, 1));
  const staging = join(env.REMOTES_DIR, '.staging');
  await expect.poll(() => (existsSync(staging) ? readdirSync(staging).length : 0), { timeout: 30_000 }).toBe(1);
  child.kill('SIGKILL');
  await new Promise((done) => child.once('exit', done));
  upload.destroy();

  expect(existsSync(join(env.REMOTES_DIR, 'parts', '7.0.0'))).toBe(false);
  expect(readFileSync(env.REGISTRY_FILE, 'utf8')).toBe(registryBefore);
  expect((await records.events()).filter((event) => event.action === 'publish')).toEqual([]);
  // What the killed process left is a partial upload in the staging area, nothing a server reads.
  const [left] = readdirSync(staging);
  expect(left).toMatch(/^upload-parts-\d+-[0-9a-f]+\.tgz$/);

  // An hour later (by its time stamp), the next start removes it.
  const hourAgo = new Date(Date.now() - 2 * 3_600_000);
  utimesSync(join(staging, left!), hourAgo, hourAgo);
  await startBackOffice(env, port);
  expect(readdirSync(staging)).toEqual([]);
  await records.close();
});
