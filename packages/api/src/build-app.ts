import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ApiPluginOptions } from './api-plugin.js';
import { apiPlugin } from './api-plugin.js';
import { loadConfig } from './config/load-config.js';
import { failure } from './http/envelope.js';
import { withoutQuery } from './http/mask.js';
import { applySecurityHeaders } from './http/security-headers.js';

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

/** A ready Fastify instance serving the API alone (tests, `npm start`). */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig(options.env ?? process.env);
  const app = Fastify({
    logger: options.logger ?? apiLoggerOptions(config.logLevel),
    // Client addresses are worked out by the API itself from TRUSTED_PROXY_COUNT.
    trustProxy: false,
    bodyLimit: 16 * 1024,
  });
  await app.register(apiPlugin, { ...options, config });
  app.setNotFoundHandler(async (request, reply) => {
    applySecurityHeaders(reply, config.production);
    return reply.status(404).send(failure('REQ.NOT_FOUND', `No route for ${request.method} ${withoutQuery(request.url)}`));
  });
  await app.ready();
  return app;
}


