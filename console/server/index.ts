// The release console's server, started by the shell server on its own listener (CONSOLE_PORT).
import type { FastifyBaseLogger } from 'fastify';
import { buildConsoleApp } from './console-app.js';
import type { ConsoleConfig } from './console-config.js';
import type { ConsoleDependencies } from './console-services.js';

export { buildConsoleApp } from './console-app.js';
export { readConsoleConfig } from './console-config.js';
export type { ConsoleConfig } from './console-config.js';
export type { ConsoleDependencies } from './console-services.js';
export type { GuardState } from './console-api.js';

/**
 * Serves the console on `config.host:config.port` (loopback by default), never the site's port.
 * Port 0: no console. A port another process holds (another instance on this machine) is logged
 * and the site runs on without one. Resolves to the function that closes it.
 */
export async function startConsoleListener(config: ConsoleConfig, deps: ConsoleDependencies, log: FastifyBaseLogger, logLevel?: string): Promise<() => Promise<void>> {
  if (config.port === 0) return async () => {};
  const { app } = await buildConsoleApp(config, deps, { ...(logLevel ? { logLevel } : {}) });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    log.warn({ host: config.host, port: config.port, code }, `release console not started: ${code === 'EADDRINUSE' ? `port ${config.port} is in use (another instance on this machine?)` : String(error)}; this instance runs without one`);
    await app.close();
    return async () => {};
  }
  log.info({ host: config.host, port: config.port }, `release console at http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}/`);
  return () => app.close();
}
