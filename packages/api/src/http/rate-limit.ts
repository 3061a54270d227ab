import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { ApiContext } from '../api-context.js';
import type { ApiConfig } from '../config/load-config.js';
import { clientIp } from './client-ip.js';
import { tooManyRequests } from './envelope.js';
import { closeRateLimitRedis, connectRateLimitRedis } from './rate-limit-redis.js';

export type RateLimitClass = 'read' | 'write' | 'site-events';

const windowMs = 60_000;

/** A route's limit, for its `config.rateLimit`: per route and client IP, in a fixed one-minute window. */
export function rateLimitFor(config: ApiConfig, limitClass: RateLimitClass): RateLimitOptions {
  const { readPerMinute, writePerMinute, siteEventsPerMinute } = config.rateLimits;
  return {
    max: { read: readPerMinute, write: writePerMinute, 'site-events': siteEventsPerMinute }[limitClass],
    timeWindow: windowMs,
    // In-memory store only: clients remembered per route, the least recently seen forgotten beyond it.
    cache: 10_000,
  };
}

const noHeaders = { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false };

/** One Redis client per API context, however many route groups register limits (the API's, the shell's form). */
const sharedClients = new WeakMap<ApiContext, Promise<Redis>>();

function limiterRedis(app: FastifyInstance, context: ApiContext, url: string): Promise<Redis> {
  let client = sharedClients.get(context);
  if (!client) {
    client = connectRateLimitRedis(url, app.log);
    sharedClients.set(context, client);
    // Registered by the first group: the groups share one root, closed once.
    app.addHook('onClose', async () => closeRateLimitRedis(await client!));
  }
  return client;
}

/**
 * Per-IP request limits through @fastify/rate-limit, for the routes whose
 * config names one (`rateLimitFor`). With `REDIS_URL` the counters live in
 * Redis, so every instance behind the proxy counts together; otherwise in
 * this process's memory. When Redis fails, requests pass (`skipOnError`) and
 * the outage is logged: these limits only blunt floods, while the SMS abuse
 * limits are kept in the database and hold regardless. `hook`: where the
 * limit is checked; `preHandler` lets a refusal still read the posted body.
 */
export async function registerRateLimits(app: FastifyInstance, context: ApiContext, options: { hook?: 'onRequest' | 'preHandler' } = {}): Promise<void> {
  const shared = context.config.rateLimits.redis;
  const redis = shared ? await limiterRedis(app, context, shared.url) : undefined;

  await app.register(rateLimit, {
    global: false,
    // onRequest, ahead of the write guards (preParsing): refused requests count too.
    hook: options.hook ?? 'onRequest',
    keyGenerator: (request) => clientIp(request, context.config.trustedProxyCount),
    // The host's own server render asks for news over loopback on every page it renders.
    ...(context.exemptLoopback ? { allowList: (request: FastifyRequest) => isLoopback(request.raw.socket.remoteAddress) && !request.headers['x-forwarded-for'] } : {}),
    // Thrown into the API's error handler: the envelope and Retry-After, like every other 429.
    errorResponseBuilder: (_request, limit) =>
      tooManyRequests('REQ.RATE_LIMITED', 'Too many requests, try again later', limit.ttl / 1000),
    addHeaders: { ...noHeaders, 'retry-after': false },
    addHeadersOnExceeding: noHeaders,
    ...(redis && shared ? { redis, nameSpace: shared.keyPrefix, skipOnError: true } : {}),
  });
}

function isLoopback(address: string | undefined): boolean {
  return address === '::1' || address?.startsWith('127.') === true || address?.startsWith('::ffff:127.') === true;
}
