import { resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ApiContext } from '@site/api';
import { repoRoot } from '@site/config/locations';
import { openRegistryBackend } from '@site/federation/registry-backend';
import { startConsoleListener } from '@site/console/server';
import type { ShellConfig } from './config.js';
import type { CanaryGuard } from './canary-guard.js';

/**
 * The release console (README, "Release console") on its own listener: this server's database
 * (sessions shared by every instance), browser reports and guard, and the release library on the
 * same store and registry as `npm run release`.
 */
export async function startReleaseConsole(options: { config: ShellConfig; api: ApiContext; guard: CanaryGuard; log: FastifyBaseLogger }): Promise<() => Promise<void>> {
  const { config, api, guard, log } = options;
  const backend = openRegistryBackend({ registryFile: config.registryFile, databaseUrl: config.DATABASE_URL });
  const close = await startConsoleListener(
    config.console,
    {
      database: api.database,
      backend,
      siteEvents: api.siteEvents,
      guardState: () => ({
        intervalMs: guard.intervalMs,
        thresholds: guard.thresholds,
        verdicts: Object.fromEntries([...guard.verdicts()].map(([remote, verdict]) => [remote, { ...verdict, at: new Date(verdict.at).toISOString() }])),
      }),
      // Versions are checked against this server's own shell build.
      release: { repoRoot, shellBuildDir: resolve(import.meta.dirname, '..'), remotesDir: config.REMOTES_DIR, renderTimeoutMs: config.RENDER_TIMEOUT_MS },
      previews: { secret: config.RELEASE_PREVIEW_SECRET, origin: config.siteOrigin },
    },
    log,
    config.NODE_ENV === 'test' ? 'warn' : 'info',
  );
  return async () => {
    await close();
    await backend.close();
  };
}
