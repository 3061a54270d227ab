import { ConfigError, readEnv } from '@site/api/env';
import { siteLocations } from '@site/config/locations';
import { guardSettings, siteEnvSchema, siteOrigin, type GuardSettings } from '@site/release';
import { readConsoleConfig, type ConsoleConfig } from './console-config.js';

export interface ConsoleProcessConfig {
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
export function readConsoleProcessConfig(env: NodeJS.ProcessEnv = process.env): ConsoleProcessConfig {
  // The site's variables, as the site reads them (the site's port and public origin: preview links go there).
  const value = readEnv(siteEnvSchema, env);
  const consoleConfig = readConsoleConfig(env);
  if (consoleConfig.port !== 0 && consoleConfig.port === value.PORT) throw new ConfigError(`Invalid configuration: CONSOLE_PORT: must differ from PORT (${value.PORT}): the back office never shares the public port`);
  const locations = siteLocations(env);
  return {
    console: consoleConfig,
    remotesDir: locations.remotesDir,
    registryFile: locations.registryFile,
    dataDir: locations.dataDir,
    databaseUrl: value.DATABASE_URL,
    siteOrigin: siteOrigin(value),
    renderTimeoutMs: value.RENDER_TIMEOUT_MS,
    previewSecret: value.RELEASE_PREVIEW_SECRET,
    guard: guardSettings(value),
    logLevel: value.NODE_ENV === 'test' ? 'warn' : 'info',
  };
}
