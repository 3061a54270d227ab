import { readConfig } from './config.js';
import { buildShellApp } from './app.js';
import { adoptLegacyRegistry } from '@site/config/locations';

adoptLegacyRegistry();
const config = readConfig();
const app = await buildShellApp(config);
await app.listen({ port: config.PORT, host: config.HOST });

/**
 * SIGTERM (an orchestrator, a deploy) or Ctrl-C: not ready from now on, no new connections, the
 * requests in flight answered (with `Connection: close`), the guard and the listeners stopped,
 * then exit 0. Past `SHUTDOWN_GRACE_MS` whatever is left is cut and the process exits all the same.
 */
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal, graceMs: config.SHUTDOWN_GRACE_MS }, 'stopping: finishing the requests in flight');
    const grace = setTimeout(() => {
      app.log.warn({ graceMs: config.SHUTDOWN_GRACE_MS }, 'requests still in flight after the grace period: closing their connections');
      app.server.closeAllConnections();
      process.exit(0);
    }, config.SHUTDOWN_GRACE_MS);
    grace.unref();
    void app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'stopping failed');
        process.exit(1);
      },
    );
  });
}
