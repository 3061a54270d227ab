import Fastify from 'fastify';
import { expect, test } from 'vitest';
import { remoteNames, remoteRecord, type Registry } from '@site/federation/remotes';
import type { WarmUpResult } from '@site/federation/render-contract';
import { createReadiness, healthRoutes } from './readiness';
import type { ResolvedVersions } from '@site/release/site';

const registry = Object.fromEntries(remoteNames.map((name) => [name, remoteRecord(name, '1.0.0')])) as Registry;
const live: ResolvedVersions = { browser: registry, internal: registry, key: 'live', canaries: [], forBucket: () => live };
const silent = { warn() {}, info() {}, error() {} } as never;

async function serve(warmUp: () => Promise<WarmUpResult>, ping: () => Promise<unknown> = async () => undefined) {
  const readiness = createReadiness({ versions: { load: async () => live }, warmUp, pingDatabase: ping, timeoutMs: 1000, log: silent });
  const app = Fastify();
  await app.register(healthRoutes, { readiness });
  const ready = async () => {
    const answer = await app.inject('/healthz/ready');
    return { status: answer.statusCode, body: answer.json<{ problems?: string[] }>() };
  };
  return { app, readiness, ready };
}

const until = async (check: () => Promise<boolean>) => {
  for (let tries = 0; tries < 100 && !(await check()); tries++) await new Promise((done) => setTimeout(done, 20));
};

test('not ready until every area is loaded here; live all along', async () => {
  let finish: (result: WarmUpResult) => void = () => {};
  const { app, readiness, ready } = await serve(() => new Promise((done) => (finish = done)));
  expect((await app.inject('/healthz/live')).statusCode).toBe(200);
  expect(await ready()).toEqual({ status: 503, body: { status: 'not ready', problems: ['the areas are not loaded yet'] } });
  readiness.start();
  await new Promise((done) => setTimeout(done, 20));
  expect((await ready()).status).toBe(503);
  finish({});
  await until(async () => (await ready()).status === 200);
  expect(await ready()).toEqual({ status: 200, body: { status: 'ready' } });
  readiness.stop();
});

test('an area that fails to load keeps the instance not ready, naming it, and is tried again', async () => {
  let attempts = 0;
  const { readiness, ready } = await serve(async () => (++attempts < 2 ? { content: 'timed out after 1500 ms' } : {}));
  readiness.start();
  await until(async () => attempts >= 1);
  expect((await ready()).body.problems).toEqual(['not loaded: content (timed out after 1500 ms)']);
  await until(async () => (await ready()).status === 200);
  expect(attempts).toBe(2);
  readiness.stop();
});

test('a database that does not answer, or a stop asked for, is not ready', async () => {
  let databaseUp = true;
  const { readiness, ready } = await serve(async () => ({}), () => (databaseUp ? Promise.resolve() : new Promise(() => {})));
  readiness.start();
  await until(async () => (await ready()).status === 200);
  databaseUp = false;
  expect(await ready()).toEqual({ status: 503, body: { status: 'not ready', problems: ['the database does not answer: timed out after 1000 ms'] } });
  databaseUp = true;
  expect((await ready()).status).toBe(200);
  readiness.stopping();
  expect(await ready()).toEqual({ status: 503, body: { status: 'not ready', problems: ['stopping'] } });
  readiness.stop();
});
