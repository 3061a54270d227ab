import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext } from '../api-context.js';
import { ApiError, failure } from './envelope.js';
import { applyApiHeaders } from './security-headers.js';
import { withoutQuery } from './mask.js';

export const maxBodyBytes = 16 * 1024;

function requestHost(request: FastifyRequest, trustedProxies: number): string | undefined {
  const forwarded = trustedProxies > 0 ? request.headers['x-forwarded-host'] : undefined;
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded) ?? request.headers.host;
  return host?.split(',')[0]?.trim().toLowerCase();
}

/**
 * The refusal of a cross-site write (`Sec-Fetch-Site: cross-site`, or an `Origin` that is neither
 * this host nor an allowed origin), or undefined. Also the shell's plain contact form checks it.
 */
export function crossSiteRefusal(request: FastifyRequest, context: Pick<ApiContext, 'config'>): ApiError | undefined {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return new ApiError(403, 'REQ.CROSS_SITE', 'Cross-site requests are not accepted');
  const origin = request.headers.origin;
  if (origin === undefined) return undefined;
  let originHost: string | undefined;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    originHost = undefined;
  }
  const sameHost = originHost !== undefined && originHost === requestHost(request, context.config.trustedProxyCount);
  const allowed = sameHost || context.config.allowedOrigins.includes(origin);
  return allowed ? undefined : new ApiError(403, 'REQ.CROSS_SITE', `Origin ${origin.slice(0, 100)} is not allowed`);
}

/**
 * For state-changing calls, as the route's `preParsing` hook: refuse
 * cross-site requests, non-JSON bodies and oversized bodies before anything
 * is parsed or stored. It runs after the rate limit (`onRequest`), so refused
 * requests still count toward it.
 */
export function guardWrite(context: ApiContext, mediaTypes: readonly string[] = ['application/json']) {
  return async (request: FastifyRequest) => {
    const refusal = crossSiteRefusal(request, context);
    if (refusal) throw refusal;
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > maxBodyBytes) throw new ApiError(413, 'REQ.TOO_LARGE', 'body: the request body must be at most 16 KiB');
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!mediaTypes.includes(type)) {
      throw new ApiError(415, 'REQ.UNSUPPORTED_MEDIA_TYPE', `body: send ${mediaTypes.join(' or ')}`);
    }
  };
}

/** The API's JSON body parser (a route may take JSON under another media type too: `text/plain` beacons). */
export function parseJsonBody(_request: FastifyRequest, body: string | Buffer, done: (error: Error | null, value?: unknown) => void): void {
  try {
    done(null, JSON.parse(body as string));
  } catch {
    done(new ApiError(400, 'REQ.INVALID', 'body: the request body is not valid JSON'), undefined);
  }
}

export function registerRequestGuards(app: FastifyInstance): void {
  // Our own parser: the host app may have registered other parsers, and this
  // one keeps the size limit and the error wording under the API's control.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: maxBodyBytes }, parseJsonBody);

  app.addHook('onSend', async (_request, reply: FastifyReply) => applyApiHeaders(reply));

  app.setErrorHandler(async (error: unknown, request, reply) => {
    if (error instanceof ApiError) {
      if (error.statusCode >= 500) request.log.error({ code: error.code }, error.message);
      return reply.status(error.statusCode).headers(error.headers).send(failure(error.code, error.message));
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) {
      return reply.status(413).send(failure('REQ.TOO_LARGE', 'body: the request body must be at most 16 KiB'));
    }
    if (status === 415) return reply.status(415).send(failure('REQ.UNSUPPORTED_MEDIA_TYPE', 'body: send application/json'));
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.status(400).send(failure('REQ.INVALID', 'body: the request could not be read'));
    }
    request.log.error({ err: error, url: withoutQuery(request.url) }, 'request failed');
    return reply.status(500).send(failure('SYS.ERROR', 'Internal server error'));
  });
}
