import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { post, startTestApp, type TestApp } from './helpers.js';

const redisUrl = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379';
/** This run's keys only: other runs (and other users of the Redis) keep theirs. */
const keyPrefix = `test:site-api:${randomBytes(6).toString('hex')}:`;

const sendMessage = '/api/website/sendMessage';
const newsList = '/api/website/news/list?display=1&language=zh';

let redis: Redis;
beforeAll(() => {
  redis = new Redis(redisUrl);
});
afterAll(async () => {
  await deleteTestKeys();
  await redis.quit();
});

async function testKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const batch of redis.scanStream({ match: `${keyPrefix}*`, count: 1000 })) keys.push(...(batch as string[]));
  return keys;
}

async function deleteTestKeys(): Promise<void> {
  const keys = await testKeys();
  if (keys.length > 0) await redis.del(...keys);
}

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
  await deleteTestKeys();
});

async function start(env: Record<string, string>, logLines?: string[]): Promise<FastifyInstance> {
  const t = await startTestApp({ env, ...(logLines ? { logLines } : {}) });
  apps.push(t);
  return t.app;
}

function shared(env: Record<string, string> = {}, logLines?: string[]): Promise<FastifyInstance> {
  return start({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: keyPrefix, ...env }, logLines);
}

/** An empty body: a 400 from the route, so only the limiter can answer 429. */
function write(app: FastifyInstance, remoteAddress = '198.51.100.7', url = sendMessage) {
  return post(app, url, {}, { remoteAddress });
}

function read(app: FastifyInstance, remoteAddress = '198.51.100.7', url = newsList) {
  return app.inject({ method: 'GET', url, remoteAddress });
}

function expectRateLimited(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ code: 'REQ.RATE_LIMITED', message: 'Too many requests, try again later' });
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  // The limiter's own headers stay off, as before.
  expect(Object.keys(response.headers).filter((name) => name.includes('ratelimit'))).toEqual([]);
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A TCP relay to the real Redis that can be cut off and restored on the same port. */
async function redisRelay() {
  const target = new URL(redisUrl);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    async cut() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: () => listen(port),
    close() {
      for (const socket of sockets) socket.destroy();
      if (server.listening) server.close();
    },
  };
}

/** The real one, for waitFor while a test has the clock stopped. */
const realSetTimeout = globalThis.setTimeout;

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => realSetTimeout(resolve, 25));
  }
}

/**
 * Runs `work` with setTimeout stopped: it completes only if it waits for no timer (a reconnect
 * delay, a timeout). What was scheduled meanwhile (the Redis client's next reconnect) then runs,
 * and from there the client carries on with the real clock.
 */
async function withClockStopped<T>(work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    return await work();
  } finally {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  }
}

const messages = (lines: string[]) => lines.map((line) => JSON.parse(line) as { level: number; msg: string });
const outageWarnings = (lines: string[]) =>
  messages(lines).filter((entry) => entry.level === 40 && entry.msg.startsWith('redis unreachable'));

describe('request rate limits in memory (no REDIS_URL)', () => {
  it('answers the request over the limit with 429 REQ.RATE_LIMITED and Retry-After', async () => {
    const app = await start({ RATE_LIMIT_WRITE_PER_MINUTE: '3' });
    const responses = [];
    for (let i = 0; i < 4; i += 1) responses.push(await write(app));
    expect(responses.map((response) => response.statusCode)).toEqual([400, 400, 400, 429]);
    expectRateLimited(responses[3]!);
    expect(await testKeys()).toEqual([]);
  });

  it('counts per route and per client IP', async () => {
    const app = await start({ RATE_LIMIT_WRITE_PER_MINUTE: '2', RATE_LIMIT_READ_PER_MINUTE: '2' });
    for (let i = 0; i < 2; i += 1) await write(app);
    expect((await write(app)).statusCode).toBe(429);
    expect((await write(app, '198.51.100.7', '/api/website/purchasingInfo/save')).statusCode).toBe(400);
    expect((await write(app, '198.51.100.8')).statusCode).toBe(400);

    expect([(await read(app)).statusCode, (await read(app)).statusCode]).toEqual([200, 200]);
    expectRateLimited(await read(app));
    expect((await read(app, '198.51.100.7', '/api/website/news/info/1')).statusCode).toBe(200);
    expect((await read(app, '198.51.100.9')).statusCode).toBe(200);
  });

  it('counts posts that the write guards refuse (the limit runs first)', async () => {
    const app = await start({ RATE_LIMIT_WRITE_PER_MINUTE: '3' });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await post(app, sendMessage, {}, { headers: { origin: 'https://evil.example' } });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([403, 403, 403, 429]);
  });

  it('keys on the client address worked out from TRUSTED_PROXY_COUNT', async () => {
    const app = await start({ RATE_LIMIT_WRITE_PER_MINUTE: '2', TRUSTED_PROXY_COUNT: '1' });
    // Behind one proxy the client is the last X-Forwarded-For entry; the forged ones further left change nothing.
    const viaProxy = (forwardedFor: string) =>
      post(app, sendMessage, {}, { remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': forwardedFor } });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await viaProxy(`203.0.113.${i}, 198.51.100.20`)).statusCode);
    expect(statuses).toEqual([400, 400, 429]);
    expect((await viaProxy('198.51.100.21')).statusCode).toBe(400);
  });
});

describe('request rate limits shared through Redis (REDIS_URL)', () => {
  it('counts requests to two instances together', async () => {
    const env = { RATE_LIMIT_WRITE_PER_MINUTE: '4', RATE_LIMIT_READ_PER_MINUTE: '3' };
    const instances = [await shared(env), await shared(env)];
    const writes = [];
    for (let i = 0; i < 5; i += 1) writes.push(await write(instances[i % 2]!));
    expect(writes.map((response) => response.statusCode)).toEqual([400, 400, 400, 400, 429]);
    expectRateLimited(writes[4]!);
    expectRateLimited(await write(instances[0]!));
    expectRateLimited(await write(instances[1]!));

    const reads = [];
    for (let i = 0; i < 4; i += 1) reads.push((await read(instances[i % 2]!)).statusCode);
    expect(reads).toEqual([200, 200, 200, 429]);

    // Another client still has its whole allowance, on either instance.
    expect((await write(instances[1]!, '198.51.100.8')).statusCode).toBe(400);
  });

  it('keeps the counters under REDIS_KEY_PREFIX, one per route and client, expiring with the window', async () => {
    const instance = await shared({ RATE_LIMIT_WRITE_PER_MINUTE: '4' });
    await write(instance);
    await read(instance);
    const keys = (await testKeys()).sort();
    expect(keys).toEqual([
      `${keyPrefix}GET/api/website/news/list-198.51.100.7`,
      `${keyPrefix}POST/api/website/sendMessage-198.51.100.7`,
    ]);
    const ttl = await redis.pttl(keys[1]!);
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });
});

describe('one Redis client per API', () => {
  const limiterConnections = async () => ((await redis.client('LIST')) as string).split('\n').filter((line) => / name=site-api-rate-limit /.test(line)).length;

  it('however many route groups register limits (the API and the shell\'s contact form), and it closes with the app', async () => {
    const { default: Fastify } = await import('fastify');
    const { apiPlugin, createApiContext, registerRateLimits } = await import('../src/index.js');
    const { tempDataDir } = await import('./helpers.js');
    const before = await limiterConnections();
    const app = Fastify({ logger: false });
    const context = await createApiContext({ env: { NODE_ENV: 'test', DATA_DIR: tempDataDir(), LOG_LEVEL: 'silent', REDIS_URL: redisUrl, REDIS_KEY_PREFIX: keyPrefix } }, app.log);
    try {
      await app.register(apiPlugin, { context });
      await app.register(async (forms) => registerRateLimits(forms, context, { hook: 'preHandler' }));
      await app.ready();
      expect(await limiterConnections()).toBe(before + 1);
    } finally {
      await app.close();
      await context.close();
    }
    await waitFor(async () => (await limiterConnections()) === before, 5000);
  });
});

describe('when Redis is down', () => {
  it('starts, lets requests through without a limit and logs one warning without the password', async () => {
    const logLines: string[] = [];
    const env = { REDIS_URL: `redis://:s3cret@127.0.0.1:${await closedPort()}`, REDIS_KEY_PREFIX: keyPrefix, RATE_LIMIT_WRITE_PER_MINUTE: '2' };
    // The start waits for the first, refused, connection and for nothing else (no reconnect, no
    // timeout): it completes with the clock stopped, the outage already logged.
    const app = await withClockStopped(() => start(env, logLines));
    expect(outageWarnings(logLines)).toHaveLength(1);
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await write(app)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    expect(outageWarnings(logLines)).toHaveLength(1);
    expect(logLines.join('\n')).not.toContain('s3cret');
  });

  it('lets requests through while Redis is away and limits again once it is back', async () => {
    const relay = await redisRelay();
    try {
      const logLines: string[] = [];
      const app = await start(
        { REDIS_URL: relay.url, REDIS_KEY_PREFIX: keyPrefix, RATE_LIMIT_WRITE_PER_MINUTE: '2' },
        logLines,
      );
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await write(app)).statusCode);
      expect(statuses).toEqual([400, 400, 429]);

      await relay.cut();
      await waitFor(() => outageWarnings(logLines).length > 0, 5000);
      // The limiter does not hold the request: it passes with the clock stopped, so it waits for no
      // command timeout and no reconnect (first the client's next retry lands on the stopped clock).
      const whileAway = await withClockStopped(async () => {
        await waitFor(() => vi.getTimerCount() > 0, 5000);
        return write(app);
      });
      expect(whileAway.statusCode).toBe(400);

      await relay.restore();
      await waitFor(() => messages(logLines).some((entry) => entry.msg.startsWith('redis reachable again')), 15_000);
      expectRateLimited(await write(app));
      expect(outageWarnings(logLines)).toHaveLength(1);
    } finally {
      relay.close();
    }
  });
});

describe('the host server render', () => {
  it('calls over loopback (not forwarded) are not counted when the host says it renders pages', async () => {
    const { buildApp } = await import('../src/build-app.js');
    const { loadConfig } = await import('../src/config/load-config.js');
    const { tempDataDir } = await import('./helpers.js');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: tempDataDir(), LOG_LEVEL: 'silent', RATE_LIMIT_READ_PER_MINUTE: '2' });
    const app = await buildApp({ config, logger: false, exemptLoopback: true });
    try {
      for (let index = 0; index < 4; index++) expect((await read(app, '127.0.0.1')).statusCode).toBe(200);
      // A visitor forwarded by a proxy on this machine, or any other address, is still counted.
      const forwarded = () => app.inject({ url: newsList, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } });
      await forwarded();
      await forwarded();
      expectRateLimited(await forwarded());
      await read(app, '198.51.100.7');
      await read(app, '198.51.100.7');
      expectRateLimited(await read(app, '198.51.100.7'));
    } finally {
      await app.close();
    }
  });
});
