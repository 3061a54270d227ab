import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { e2eEnv } from './environment';
import { repoRoot } from './release-tool';

/**
 * Another instance of the e2e site on `port`: the same build, store, registry and settings (but
 * `env`), its own data directory. Resolves once it says it is ready (every area's live version
 * loaded), as a load balancer would wait for it, or with `until: 'live'` once it answers at all (an
 * instance whose area cannot load is never ready); `stop` ends it. cold-start.spec.ts asks before
 * that, on purpose.
 */
export async function startInstance(port: number, options: { env?: Record<string, string>; until?: 'ready' | 'live' } = {}): Promise<{ origin: string; stop: () => void }> {
  const server = spawn(process.execPath, ['shell/dist/server/server.js'], {
    cwd: repoRoot,
    env: { ...process.env, ...e2eEnv, PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'instance-')), ...options.env },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => void server.kill();
  try {
    const health = `${origin}/healthz/${options.until ?? 'ready'}`;
    await expect.poll(() => fetch(health).then((response) => response.status, () => 0), { timeout: 45_000 }).toBe(200);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}
