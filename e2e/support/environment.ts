import { resolve } from 'node:path';

/**
 * The e2e run has its own remotes store, registry and data, so it never touches a developer's.
 * `npm test` runs a site per lane, two side by side at a time (run-e2e.mjs), each with its own port
 * (E2E_PORT; every other port is an offset of it), folder (E2E_TMP) and Redis keys.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 3210);
/** The e2e site's Prometheus listener. Instances a spec starts with the same env find it taken and run without one. */
export const metricsPort = e2ePort + 50;
/** The e2e site's release console. */
export const consolePort = e2ePort + 60;
export const e2eTmp = resolve(import.meta.dirname, '..', process.env.E2E_TMP ?? '.tmp');
export const remotesDir = resolve(e2eTmp, 'remotes');
export const registryFile = resolve(e2eTmp, 'registry.json');
/** Where a spec serves remotes that hang or throw (an origin the registry may name). */
export const stubOrigin = `http://127.0.0.1:${e2ePort + 89}`;

export const e2eEnv: Record<string, string> = {
  PORT: String(e2ePort),
  METRICS_PORT: String(metricsPort),
  CONSOLE_PORT: String(consolePort),
  NODE_ENV: 'test',
  REMOTES_DIR: remotesDir,
  REGISTRY_FILE: registryFile,
  DATA_DIR: resolve(e2eTmp, 'data'),
  REMOTE_ORIGINS: stubOrigin,
  RELEASE_PREVIEW_SECRET: 'e2e-preview-secret-not-for-production',
  // The canary guard judges every second, from a handful of visits (defaults: 10 s, 30 views, 3 errors).
  CANARY_GUARD_INTERVAL_S: '1',
  CANARY_GUARD_MIN_VIEWS: '5',
  CANARY_GUARD_MIN_ERRORS: '3',
  // Speed from 7 visitors a side (with 5, one forged visitor and one unlucky visit are the top two: p75); a canary's LCP
  // must be 300 ms worse (not 100) on this busy machine, where identical builds differ by more, and its INP 150 ms (not 50):
  // a key press that lands on a task of the loading page measured 88 ms against 16 ms for an identical build.
  CANARY_GUARD_MIN_VITALS: '7',
  CANARY_GUARD_LCP_MIN_MS: '300',
  CANARY_GUARD_INP_WORSE_MS: '150',
  // As behind one proxy: a test's visitors come from addresses of their own (X-Forwarded-For).
  TRUSTED_PROXY_COUNT: '1',
  TURBO_TELEMETRY_DISABLED: '1',
  // A spec's sites on Redis (REDIS_URL) count their rate limits apart from another lane's.
  REDIS_KEY_PREFIX: `site-e2e-${e2ePort}:`,
};
