import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { e2eEnv } from './environment';
import { repoRoot } from './release-tool';

/**
 * Another instance of the e2e site on `port`: the same build, store, registry and settings, its own
 * data directory. Resolves once it says it is ready (every area's live version loaded), as a load
 * balancer would wait for it; `stop` ends it. cold-start.spec.ts asks before that, on purpose.
 */
export async function startInstance(port: number): Promise<{ origin: string; stop: () => void }> {
  const server = spawn(process.execPath, ['shell/dist/server/server.js'], {
    cwd: repoRoot,
    env: { ...process.env, ...e2eEnv, PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'instance-')) },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => void server.kill();
  try {
    await expect.poll(() => fetch(`${origin}/healthz/ready`).then((response) => response.status, () => 0), { timeout: 45_000 }).toBe(200);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}
