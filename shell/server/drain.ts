import { Server as NetServer } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** A connection with no request for this long while the server drains is closed: its client had its chance. */
const idleCloseAfterMs = 1_000;

/**
 * How the server stops (app.close(), on SIGTERM): it accepts no new connection, answers every
 * request still coming on an open one with `Connection: close` (the client's next request goes to
 * another instance), and closes a connection only once it has been quiet for a second, not the
 * moment it is idle: a client may have just sent its next request on it. close() resolves once
 * every connection has ended; the caller bounds the wait (SHUTDOWN_GRACE_MS).
 */
export function drainOnClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('onRequest', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('preClose', async () => {
    closing = true;
    const server = app.server;
    if (!server.listening) return;
    await new Promise<void>((resolve) => {
      // net.Server's close, not http.Server's: that one also drops idle keep-alive connections at once.
      NetServer.prototype.close.call(server, () => resolve());
      const idleSweep = setInterval(() => server.closeIdleConnections(), idleCloseAfterMs);
      server.once('close', () => clearInterval(idleSweep));
    });
  });
}
