import { siteLocations } from '@site/config/locations';
import { guardSettings, guardSettingsSchema, type GuardSettings } from '@site/release';
import { z } from 'zod';
import { readConsoleConfig, type ConsoleConfig } from './console-config.js';

const schema = guardSettingsSchema.extend({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** The site's port and public origin: preview links go there. */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  SITE_ORIGIN: z.url().optional(),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  /** The health check's render deadline, as the site's (RENDER_TIMEOUT_MS). */
  RENDER_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(3000),
  RELEASE_PREVIEW_SECRET: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.string().min(16, 'must be at least 16 characters').optional()),
});

export interface BackOfficeConfig {
  console: ConsoleConfig;
  remotesDir: string;
  registryFile: string;
  dataDir: string;
  databaseUrl: string | undefined;
  siteOrigin: string;
  renderTimeoutMs: number;
  previewSecret: string | undefined;
  guard: GuardSettings;
  logLevel: string;
}

/** The back office's settings from the environment (the site's where they are shared); a bad variable is named in the error. */
export function readBackOfficeConfig(env: NodeJS.ProcessEnv = process.env): BackOfficeConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid configuration: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  const value = parsed.data;
  const consoleConfig = readConsoleConfig(env);
  if (consoleConfig.port !== 0 && consoleConfig.port === value.PORT) throw new Error(`Invalid configuration: CONSOLE_PORT: must differ from PORT (${value.PORT}): the back office never shares the public port`);
  const locations = siteLocations(env);
  return {
    console: consoleConfig,
    remotesDir: locations.remotesDir,
    registryFile: locations.registryFile,
    dataDir: locations.dataDir,
    databaseUrl: value.DATABASE_URL,
    siteOrigin: value.SITE_ORIGIN ?? `http://localhost:${value.PORT}`,
    renderTimeoutMs: value.RENDER_TIMEOUT_MS,
    previewSecret: value.RELEASE_PREVIEW_SECRET,
    guard: guardSettings(value),
    logLevel: value.NODE_ENV === 'test' ? 'warn' : 'info',
  };
}
