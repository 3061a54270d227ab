import helmet from '@fastify/helmet';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { ApiPluginOptions } from './api-plugin.js';
import { apiPlugin } from './api-plugin.js';
import { loadConfig } from './config/load-config.js';
import { ApiError, failure } from './http/envelope.js';
import { withoutQuery } from './http/mask.js';
import { apiHelmetOptions, applyApiHeaders } from './http/security-headers.js';
import { routeNotFound } from './http/unrouted.js';

export interface BuildAppOptions extends ApiPluginOptions {
  /** Fastify logger settings; structured JSON at the configured level by default. */
  logger?: FastifyServerOptions['logger'];
}

/** Structured JSON logs without query strings (they may hold phone numbers). */
export function apiLoggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization'],
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: withoutQuery(request.url),
      }),
    },
  };
}

/** The router's refusal of a malformed URL, as an API error (hosts of the plugin use it too). */
export function routerRefusal(error: FastifyError): ApiError {
  if (error.code === 'FST_ERR_BAD_URL') return new ApiError(400, 'REQ.INVALID', 'path: the URL is not valid');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return new ApiError(400, 'REQ.INVALID', 'path: a path segment is too long');
  return new ApiError(500, 'SYS.ERROR', 'Internal server error');
}

/** A ready Fastify instance serving the API alone (tests, `npm start`). */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig(options.env ?? process.env);
  // Outside the plugin its hooks and error handler do not run: the envelope by hand, and helmet
  // registered here too (the router's refusals come before any hook: they get the basic headers).
  const sendError = (reply: FastifyReply, error: ApiError) => {
    applyApiHeaders(reply);
    return reply.status(error.statusCode).header('x-content-type-options', 'nosniff').send(failure(error.code, error.message));
  };
  const app = Fastify({
    logger: options.logger ?? apiLoggerOptions(config.logLevel),
    // Client addresses are worked out by the API itself from TRUSTED_PROXY_COUNT.
    trustProxy: false,
    bodyLimit: 16 * 1024,
    // The router's own refusals (malformed percent-encoding, over-long segments) come before any route.
    frameworkErrors: (error, _request, reply) => sendError(reply, routerRefusal(error)),
  });
  await app.register(helmet, apiHelmetOptions());
  await app.register(apiPlugin, { ...options, config });
  app.setNotFoundHandler(async (request, reply) => sendError(reply, routeNotFound(request.method, request.url)));
  await app.ready();
  return app;
}


