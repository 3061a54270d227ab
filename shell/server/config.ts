import { registryPlacementProblem, siteLocations } from '@site/config/locations';
import { z } from 'zod';
import { guardSettings, guardSettingsSchema, type GuardSettings } from '@site/release/site';

const schema = guardSettingsSchema.extend({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Prometheus metrics (`GET /metrics`) on their own port, never the public one; 0 turns them off. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  /** Where the metrics listen: this machine only, unless a scraper elsewhere needs them (`0.0.0.0`). */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** Public origin of the site, for canonical links and sitemaps. */
  SITE_ORIGIN: z.url().optional(),
  /** Where remote versions live when served by this server (`<dir>/<remote>/<version>/{web,node}`); default in @site/config/locations. */
  REMOTES_DIR: z.string().optional(),
  /** The runtime registry: which version of each remote is live. Re-read when it changes. */
  REGISTRY_FILE: z.string().optional(),
  /** Origins (besides this server) that registry entries may point at, comma separated. */
  REMOTE_ORIGINS: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean))
    .pipe(z.array(z.url())),
  /** Time the server waits for a remote before rendering its error block. */
  REMOTE_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(1500),
  /** The whole page's deadline: past it the page answers with the area's error block. */
  RENDER_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(3000),
  /** On SIGTERM, how long the requests in flight may take to finish before the process exits anyway. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** Memory for rendered pages (LRU by bytes); 0 turns the page cache off. */
  PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
  /** Base URL of the API as the browser calls it ('' = same origin). */
  API_BASE: z.string().default(''),
  /** PostgreSQL for the API's data and, then, the runtime registry (shared by every instance). */
  DATABASE_URL: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  /** Data directory of the built-in API (SQLite file, dev SMS outbox). */
  DATA_DIR: z.string().optional(),
  /** Signs and checks previews of an area's version (`release preview`); the same on every instance. Unset: no previews. */
  RELEASE_PREVIEW_SECRET: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.string().min(16, 'must be at least 16 characters').optional()),
});

export type ShellConfig = Omit<z.infer<typeof schema>, 'REMOTES_DIR' | 'REGISTRY_FILE' | 'DATA_DIR'> & {
  REMOTES_DIR: string;
  DATA_DIR: string;
  siteOrigin: string;
  registryFile: string;
  internalOrigin: string;
  /** The canary guard's interval and thresholds (CANARY_GUARD_*, @site/release). */
  guard: GuardSettings;
};

/** Reads the environment once at start-up; a bad variable is named in the error. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ShellConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const config = parsed.data;
  if (config.METRICS_PORT === config.PORT) throw new Error(`Invalid configuration: METRICS_PORT: must differ from PORT (${config.PORT}): metrics never share the public port`);
  const locations = siteLocations(env);
  const misplaced = registryPlacementProblem(locations);
  if (misplaced) throw new Error(`Invalid configuration: ${misplaced}`);
  return {
    ...config,
    REMOTES_DIR: locations.remotesDir,
    DATA_DIR: locations.dataDir,
    siteOrigin: config.SITE_ORIGIN ?? `http://localhost:${config.PORT}`,
    registryFile: locations.registryFile,
    internalOrigin: `http://127.0.0.1:${config.PORT}`,
    guard: guardSettings(config),
  };
}
