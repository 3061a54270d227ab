import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';

/**
 * A limiter must never hold a request up: while Redis is unreachable commands
 * fail at once (no offline queue) instead of waiting for a reconnect, a Redis
 * that stops answering costs a request at most `commandTimeout`, and its
 * silent socket is dropped after `socketTimeout` so the outage shows in the log.
 */
const limiterClientOptions: RedisOptions = {
  lazyConnect: true,
  enableOfflineQueue: false,
  // A counter increment resent after a reconnect would count the request twice.
  maxRetriesPerRequest: 0,
  connectTimeout: 1000,
  commandTimeout: 500,
  socketTimeout: 1000,
  connectionName: 'site-api-rate-limit',
};

/**
 * Connects the client that holds the shared rate-limit counters. Resolves once
 * Redis answered or the first attempt failed: a Redis that is down does not
 * stop the start, ioredis keeps reconnecting in the background. Logs one
 * warning per outage and one line when Redis is back, not one per attempt.
 */
export async function connectRateLimitRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, limiterClientOptions);
  let reachable: boolean | undefined;
  redis.on('ready', () => {
    if (reachable === false) log.info('redis reachable again: per-IP rate limits are shared again');
    reachable = true;
  });
  redis.on('error', (error: Error & { code?: string }) => {
    if (reachable === false) return;
    reachable = false;
    // Only the message and code: the error may carry the URL, password included.
    log.warn(
      { redisError: { message: error.message, code: error.code } },
      'redis unreachable: requests pass without per-IP rate limits until it is back',
    );
  });
  try {
    await redis.connect();
  } catch {
    // Already logged by the error listener.
  }
  return redis;
}

/** Closes the client whatever its state (a QUIT cannot be sent while disconnected). */
export async function closeRateLimitRedis(redis: Redis): Promise<void> {
  try {
    await redis.quit();
  } catch {
    redis.disconnect();
  }
}
