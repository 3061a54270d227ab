import { ConfigError, readEnv } from '@site/api/env';
import { registryPlacementProblem, siteLocations } from '@site/config/locations';
import { z } from 'zod';
import { guardSettings, siteEnvSchema, siteOrigin, type GuardSettings } from '@site/release/site';

/** The site's variables (shared with the back office: @site/release's siteEnvSchema) and the server's own. */
const schema = siteEnvSchema.extend({
  HOST: z.string().default('0.0.0.0'),
  /** Prometheus metrics (`GET /metrics`) on their own port, never the public one; 0 turns them off. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  /** Where the metrics listen: this machine only, unless a scraper elsewhere needs them (`0.0.0.0`). */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
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
  /**
   * The versions store served from another origin (nginx or a CDN in front of the back office's
   * REMOTES_DIR), e.g. `https://store.example.com/remotes/`: the registry's `/remotes/…` entries
   * are then loaded from there, by this server and by browsers, and this instance needs no store
   * folder of its own. Its origin is allowed like one in REMOTE_ORIGINS.
   */
  REMOTES_URL: z
    .url()
    .optional()
    .transform((value) => (value && !value.endsWith('/') ? `${value}/` : value)),
  /** Time the server waits for a remote before rendering its error block. */
  REMOTE_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(1500),
  /** On SIGTERM, how long the requests in flight may take to finish before the process exits anyway. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** Memory for rendered pages (LRU by bytes); 0 turns the page cache off. */
  PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
  /** Base URL of the API as the browser calls it ('' = same origin). */
  API_BASE: z.string().default(''),
  /** Data directory of the built-in API (SQLite file, dev SMS outbox). */
  DATA_DIR: z.string().optional(),
  /**
   * Proxies in front of the site (the API reads the same variable for client addresses). Their
   * X-Forwarded-Proto is believed only when there is one: otherwise anyone could say "https".
   */
  TRUSTED_PROXY_COUNT: z.coerce.number().int().min(0).max(10).default(0),
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
  const config = readEnv(schema, env);
  if (config.METRICS_PORT === config.PORT) throw new ConfigError(`Invalid configuration: METRICS_PORT: must differ from PORT (${config.PORT}): metrics never share the public port`);
  const locations = siteLocations(env);
  const misplaced = registryPlacementProblem(locations);
  if (misplaced) throw new ConfigError(`Invalid configuration: ${misplaced}`);
  const storeOrigin = config.REMOTES_URL ? [new URL(config.REMOTES_URL).origin] : [];
  return {
    ...config,
    REMOTE_ORIGINS: [...new Set([...config.REMOTE_ORIGINS, ...storeOrigin])],
    REMOTES_DIR: locations.remotesDir,
    DATA_DIR: locations.dataDir,
    siteOrigin: siteOrigin(config),
    registryFile: locations.registryFile,
    internalOrigin: `http://127.0.0.1:${config.PORT}`,
    guard: guardSettings(config),
  };
}
