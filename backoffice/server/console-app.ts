import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import staticFiles from '@fastify/static';
import { hostAllowed, type ConsoleConfig } from './console-config.js';
import { ConsoleHttpError, sendError, sessionCookie } from './console-guards.js';
import { consoleServices, type ConsoleDependencies, type ConsoleServices } from './console-services.js';
import { backgroundHeader } from '@site/console-contract/session';
import { auditRoutes } from './routes/audit-routes.js';
import { remoteRoutes } from './routes/remote-routes.js';
import { sessionRoutes } from './routes/session-routes.js';
import { userRoutes } from './routes/user-routes.js';
import { leadRoutes } from './routes/lead-routes.js';
import { mediaRoutes } from './routes/media-routes.js';
import { newsroomRoutes } from './routes/newsroom-routes.js';
import { tokenRoutes } from './routes/token-routes.js';
import { pushRoutes } from './deploy/push-routes.js';
import { launchRoutes } from './routes/launch-routes.js';

/** The built page: beside this file's folder in dist (dist/server → dist/web), or dist/web when run from source. */
function pageFolder(): string {
  const beside = resolve(import.meta.dirname, '../web');
  return existsSync(resolve(beside, 'index.html')) ? beside : resolve(import.meta.dirname, '../dist/web');
}

/**
 * The back office's server: its page and its JSON API (`/console/api/…`, README "Back office").
 * It serves no part of the site, loads no area, and renders nothing of theirs: a broken area
 * release cannot lock the release managers out.
 */
/**
 * A request as the log keeps it: its method and path, and its query's names without their values
 * (a lead search's `?q=` holds e-mails and phone numbers; the log is no place for them).
 */
export function requestForLog(request: { method: string; url: string; ip?: string }): { method: string; url: string } {
  const at = request.url.indexOf('?');
  if (at < 0) return { method: request.method, url: request.url };
  const names = [...new URLSearchParams(request.url.slice(at + 1)).keys()];
  return { method: request.method, url: `${request.url.slice(0, at)}?${names.map((name) => `${encodeURIComponent(name)}=…`).join('&')}` };
}

/**
 * Whether the browser says this request is the console page's own: a fetch or its live feed
 * (`Sec-Fetch-Dest: empty`) or a download it links to (`document`), from its own origin. An
 * `<img src="/console/api/…">` in an article body opened by an admin, a frame or another site's
 * page is refused before it does anything (GETs that record a reading, an export, would otherwise
 * act in the admin's name). Clients that send no Fetch Metadata (scripts, older browsers) pass:
 * their calls that change something still need the session's CSRF token.
 */
function calledByConsole(headers: Record<string, string | string[] | undefined>): boolean {
  const dest = headers['sec-fetch-dest'];
  const site = headers['sec-fetch-site'];
  if (dest !== undefined && dest !== 'empty' && dest !== 'document') return false;
  return site !== 'cross-site' && site !== 'same-site';
}

export async function buildConsoleApp(config: ConsoleConfig, deps: ConsoleDependencies, options: { logLevel?: string; logStream?: { write(line: string): void } } = {}): Promise<{ app: FastifyInstance; services: ConsoleServices }> {
  // forceCloseConnections: closing ends the live streams too, which never go idle.
  const app = Fastify({ logger: { level: options.logLevel ?? 'info', serializers: { req: requestForLog }, ...(options.logStream ? { stream: options.logStream } : {}) }, trustProxy: config.trustProxy ?? false, bodyLimit: 64 * 1024, forceCloseConnections: true });
  const services = consoleServices(config, deps, app.log);

  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its styles into <style> elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
    // The console decides Secure per request (behind HTTPS); HSTS is the proxy's.
    strictTransportSecurity: false,
  });

  // For a supervisor (and `npm start`): answers whatever the host name, and says nothing else.
  app.get('/healthz/live', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'live' }));

  app.addHook('onRequest', async (request, reply) => {
    if (request.url === '/healthz/live') return;
    // Only under its own names: a page on another name that resolves to this address (DNS
    // rebinding through a tunnel) is not the console, and may not try passwords on it.
    if (!hostAllowed(config, request.host)) {
      throw new ConsoleHttpError(421, 'CONSOLE.BAD_REQUEST', `this console does not answer for ${JSON.stringify(request.host ?? '')}: set CONSOLE_ALLOWED_HOSTS`);
    }
    // The API, and the news images the editor shows (served under the site's own path).
    if (!request.url.startsWith('/console/api/') && !request.url.startsWith('/api/website/news/cover/')) return;
    if (request.url.startsWith('/console/api/') && !calledByConsole(request.headers)) {
      throw new ConsoleHttpError(403, 'CONSOLE.FORBIDDEN', "the console's API answers the console's own page: not an image, a frame or another site");
    }
    reply.header('cache-control', 'no-store');
    // What an open page does on its own (the live feed, its periodic refresh) is not activity.
    const background = request.url.startsWith('/console/api/live') || request.headers[backgroundHeader] === '1';
    request.consoleSession = await services.sessions.find(request.cookies[sessionCookie], { touch: !background });
  });
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ConsoleHttpError) return sendError(reply, error);
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status < 500) return sendError(reply, new ConsoleHttpError(status, 'CONSOLE.BAD_REQUEST', error instanceof Error ? error.message : String(error)));
    request.log.error({ err: error }, 'console request failed');
    return sendError(reply, new ConsoleHttpError(500, 'CONSOLE.FAILED', 'the console could not do that: see the server log'));
  });

  for (const routes of [sessionRoutes, remoteRoutes, auditRoutes, userRoutes, tokenRoutes, leadRoutes, newsroomRoutes, mediaRoutes, pushRoutes, launchRoutes]) await app.register(routes, { services });
  app.all('/console/api/*', async () => {
    throw new ConsoleHttpError(404, 'CONSOLE.NOT_FOUND', 'no such console call');
  });

  // The page: hashed files for good, index.html for every other path (the page's own routes).
  const root = pageFolder();
  await app.register(staticFiles, { root, prefix: '/', wildcard: false, index: false, maxAge: '365d', immutable: true, preCompressed: true });
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendError(reply, new ConsoleHttpError(404, 'CONSOLE.NOT_FOUND', 'not found'));
    if (!existsSync(resolve(root, 'index.html'))) return reply.status(503).type('text/plain; charset=utf-8').send('The console page is not built: run npm run build\n');
    return reply.header('cache-control', 'no-cache').sendFile('index.html', root, { maxAge: 0, immutable: false });
  });

  // Expired sessions and old failures leave the tables now and then.
  const sweep = setInterval(() => void Promise.all([services.sessions.prune(), services.loginFailures.prune(), services.security.prune()]).catch((error) => app.log.warn({ err: error }, 'console sweep failed')), 10 * 60_000);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await services.notifier.close();
  });
  return { app, services };
}
