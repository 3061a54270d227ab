import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { e2eEnv } from './environment';
import { repoRoot } from './release-tool';

const postgres = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redis = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';
const psql = (sql: string) => spawnSync('psql', [postgres, '-qtAc', sql], { encoding: 'utf8' });

export interface PostgresSite {
  env: Record<string, string>;
  /** Each site instance's origin. */
  origins: string[];
  /** The back office's origin. */
  consoleOrigin: string;
  /** `npm run console -- …` against this site's database. */
  console(...args: string[]): { status: number | null; stdout: string; stderr: string };
  /** What the servers wrote to stderr (for a failure's message). */
  errors(): string;
  /** Ends the back office at once (a crash, a node lost), as SIGKILL does. */
  killConsole(): void;
  /** Starts the back office again on the same database; resolves once it answers. */
  startConsole(): Promise<void>;
  stop(): void;
}

/**
 * A site of its own on PostgreSQL (a fresh schema) and Redis: `sitePorts.length` site instances and
 * one back office on `consoleProcessPort`, from the e2e build. `stop` ends them and drops the schema.
 */
export async function startPostgresSite(name: string, sitePorts: number[], consoleProcessPort: number): Promise<PostgresSite> {
  const schema = `e2e_${name}_${Date.now()}`;
  expect(psql(`CREATE SCHEMA ${schema}`).status).toBe(0);
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    ...e2eEnv,
    DATABASE_URL: `${postgres}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    REDIS_URL: redis,
    RELEASE_ACTOR: 'e2e',
    SITE_ORIGIN: `http://127.0.0.1:${sitePorts[0]}`,
    CONSOLE_PORT: String(consoleProcessPort),
  };
  const dataDirs: string[] = [];
  const servers: ChildProcess[] = [];
  let errors = '';
  const start = (script: string, extra: Record<string, string>) => {
    const dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
    dataDirs.push(dataDir);
    const server = spawn(process.execPath, [script], { cwd: repoRoot, env: { ...env, DATA_DIR: dataDir, ...extra }, stdio: ['ignore', 'ignore', 'pipe'] });
    server.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    servers.push(server);
    return server;
  };
  let consoleServer: ChildProcess | undefined;
  const startConsole = async () => {
    consoleServer = start('backoffice/dist/server/main.js', {});
    await expect.poll(() => fetch(`http://127.0.0.1:${consoleProcessPort}/healthz/live`).then((r) => r.status, () => 0), { timeout: 30_000 }).toBe(200);
  };
  const stop = () => {
    for (const server of servers) server.kill('SIGKILL');
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    psql(`DROP SCHEMA ${schema} CASCADE`);
  };
  try {
    // The registry in PostgreSQL, seeded from the store, then the servers on it.
    const seed = spawnSync(process.execPath, ['--input-type=module', '-e', "import('./scripts/publish-remotes.mjs').then((m) => m.publishRemotes())"], { cwd: repoRoot, env, encoding: 'utf8' });
    expect(seed.stderr).toBe('');
    for (const port of sitePorts) start('shell/dist/server/server.js', { PORT: String(port), METRICS_PORT: '0' });
    for (const port of sitePorts) await expect.poll(() => fetch(`http://127.0.0.1:${port}/healthz/ready`).then((r) => r.status, () => 0), { timeout: 30_000 }).toBe(200);
    await startConsole();
  } catch (error) {
    stop();
    throw new Error(`${String(error)}\n${errors.slice(0, 3000)}`);
  }
  return {
    env,
    origins: sitePorts.map((port) => `http://127.0.0.1:${port}`),
    consoleOrigin: `http://127.0.0.1:${consoleProcessPort}`,
    console: (...args) => spawnSync('npm', ['run', '--silent', 'console', '--', ...args], { cwd: repoRoot, env, input: 'e2e console password', encoding: 'utf8' }),
    errors: () => errors,
    killConsole: () => void consoleServer?.kill('SIGKILL'),
    startConsole,
    stop,
  };
}
