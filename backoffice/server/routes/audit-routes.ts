import type { FastifyInstance } from 'fastify';
import { ConsoleHttpError, sectionSession, sessionOf } from '../console-guards.js';
import { maxStreams, maxStreamsPerUser } from '../live-streams.js';
import type { ConsoleServices } from '../console-services.js';
import { auditCsv, auditQuerySchema, readAudit } from '../audit-log.js';
import { auditTruncatedHeader, type LiveChange } from '@site/console-contract/releases';

/** The audit log (filtered, JSON or CSV) and the live feed of changes (server-sent events). */
export async function auditRoutes(app: FastifyInstance, { services }: { services: ConsoleServices }): Promise<void> {
  // The audit log is the release managers' and admins' (it names every section's actions).
  app.get('/console/api/audit', async (request, reply) => {
    sectionSession(request, 'releases');
    const query = auditQuerySchema.safeParse(request.query);
    if (!query.success) throw new ConsoleHttpError(400, 'CONSOLE.BAD_REQUEST', query.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
    const page = await readAudit(services.records, services.activity, query.data);
    reply.header(auditTruncatedHeader, String(page.truncated));
    if (query.data.format === 'json') return page.entries;
    const stamp = new Date(services.clock()).toISOString().slice(0, 16).replace(/[:T]/g, '-');
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-${stamp}.csv"`)
      .send(auditCsv(page.entries));
  });

  app.get('/console/api/live', async (request, reply) => {
    const session = sessionOf(request);
    if (services.streams.count >= maxStreams) throw new ConsoleHttpError(503, 'CONSOLE.BUSY', 'too many live streams: try again later', { retryAfterSeconds: 5 });
    // Checked and then taken in the same tick (open() adds the stream before it waits for anything).
    if (services.streams.countOf(session.user) >= maxStreamsPerUser) {
      throw new ConsoleHttpError(429, 'CONSOLE.BUSY', `you have ${maxStreamsPerUser} live pages open here: close one`, { retryAfterSeconds: 30 });
    }
    reply.hijack();
    const response = reply.raw;
    // What ends the stream: its session ending (the streams registry), or the page going away.
    const timers: { heartbeat?: NodeJS.Timeout } = {};
    let close = () => {};
    const end = () => {
      clearInterval(timers.heartbeat);
      close();
      response.end();
    };
    // Listening before answering: whatever happens once the page has the stream reaches it.
    close = await services.streams.open({
      tokenHash: session.tokenHash,
      user: session.user,
      roles: session.roles.join(','),
      send: (change: LiveChange) => response.write(`event: change\ndata: ${JSON.stringify(change)}\n\n`),
      end,
    });
    response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no', connection: 'keep-alive' });
    // Reconnect quickly after a restart; a comment now and then keeps proxies from closing it.
    response.write('retry: 1000\n\n');
    timers.heartbeat = setInterval(() => response.write(': still here\n\n'), 15_000);
    request.raw.on('close', () => {
      clearInterval(timers.heartbeat);
      close();
    });
  });
}
