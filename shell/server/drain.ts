import { Server as NetServer, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** While draining, a connection with no request for this long is closed: its client had its chance. */
const quietMs = 1_000;
const sweepEveryMs = 250;

/**
 * How the server stops (app.close(), on SIGTERM): it accepts no new connection, answers every
 * request still coming on an open one with `Connection: close` (the client's next request goes to
 * another instance), and closes a connection only once it has been quiet for a second, never the
 * moment it is idle between two requests: an active client may have sent its next request already,
 * and closing then would reset it. close() resolves once every connection has ended; the caller
 * bounds the wait (SHUTDOWN_GRACE_MS).
 */
export function drainOnClose(app: FastifyInstance): void {
  let closing = false;
  /** Each open connection: how many requests it has in flight, and since when it has had none. */
  const connections = new Map<Socket, { busy: number; quietSince: number }>();
  app.server.on('connection', (socket: Socket) => {
    connections.set(socket, { busy: 0, quietSince: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });
  app.server.on('request', (request: { socket: Socket }, response: { once(event: 'finish' | 'close', listener: () => void): void }) => {
    const connection = connections.get(request.socket);
    if (!connection) return;
    connection.busy++;
    let done = false;
    const finished = () => {
      if (done) return;
      done = true;
      connection.busy--;
      connection.quietSince = Date.now();
    };
    response.once('finish', finished);
    response.once('close', finished);
  });
  // On every answer sent from then on, even to a request that arrived before: no client keeps a
  // connection that the server is about to close, and sends its next request on it.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('preClose', async () => {
    closing = true;
    const server = app.server;
    if (!server.listening) return;
    await new Promise<void>((resolve) => {
      // net.Server's close, not http.Server's: that one also drops idle keep-alive connections at once.
      NetServer.prototype.close.call(server, () => resolve());
      const sweep = setInterval(() => {
        const now = Date.now();
        for (const [socket, connection] of connections) if (connection.busy === 0 && now - connection.quietSince >= quietMs) socket.destroy();
      }, sweepEveryMs);
      server.once('close', () => clearInterval(sweep));
    });
  });
}
