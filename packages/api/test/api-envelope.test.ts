import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPlugin } from '../src/api-plugin.js';
import { loadConfig } from '../src/config/load-config.js';
import { CountingSmsProvider, FakeClock, post, startTestApp, tempDataDir, type TestApp } from './helpers.js';

interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** The contract's envelope: JSON, a non-success code, an English message, nothing else but optional data. */
function expectEnvelope(response: Answer, status: number, code?: string): { code: string; message: string } {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(response.body) as { code: string; message: string };
  expect(Object.keys(body).sort()).toEqual(['code', 'message']);
  expect(body.code).toMatch(/^[A-Z]+\.[A-Z_]+$/);
  expect(body.code).not.toBe('SYS.0000');
  if (code) expect(body.code).toBe(code);
  expect(body.message).toMatch(/^[\x20-\x7e…]+$/);
  return body;
}

type Method = NonNullable<InjectOptions['method']>;

const anyMethod: Method[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];
const unknownPaths = ['/api/nope', '/api/website/nope', '/api', '/api/', '/api/website/news/list/extra'];
const longId = '1'.repeat(300);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

describe('every answer under /api is the envelope', () => {
  describe.each(unknownPaths)('unknown path %s', (url) => {
    it.each(anyMethod)('answers %s with a 404 envelope', async (method) => {
      const response = await t.app.inject({ method, url, headers: { 'content-type': 'application/json' }, payload: '{}' });
      const body = expectEnvelope(response, 404, 'REQ.NOT_FOUND');
      expect(body.message).toBe(`No route for ${method} ${url}`);
    });
  });

  it.each([
    ['GET', '/api/website/purchasingInfo/save', 'POST'],
    ['PUT', '/api/website/purchasingInfo/save', 'POST'],
    ['PUT', '/api/website/sendMessage', 'POST'],
    ['DELETE', '/api/website/sendMessage', 'POST'],
    ['PATCH', '/api/website/sendMessage', 'POST'],
    ['POST', '/api/website/news/list', 'GET, HEAD'],
    ['DELETE', '/api/website/news/list', 'GET, HEAD'],
    ['PUT', '/api/website/news/info/1', 'GET, HEAD'],
    ['PATCH', '/api/website/news/cover/x.svg', 'GET, HEAD'],
    ['OPTIONS', '/api/website/news/list', 'GET, HEAD'],
  ] as const)('answers %s %s with a 405 envelope allowing %s', async (method, url, allow) => {
    const response = await t.app.inject({ method, url, headers: { 'content-type': 'application/json' }, payload: '{}' });
    const body = expectEnvelope(response, 405, 'REQ.METHOD_NOT_ALLOWED');
    expect(response.headers.allow).toBe(allow);
    expect(body.message).toBe(`Method ${method} is not allowed on ${url}; use ${allow}`);
  });

  it('refuses a wrong method before reading the body', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/website/sendMessage',
      headers: { 'content-type': 'text/plain' },
      payload: 'x'.repeat(64 * 1024),
    });
    expectEnvelope(response, 405, 'REQ.METHOD_NOT_ALLOWED');
  });

  it.each([
    '/api/website/news/cover/..%2F..%2Fx',
    '/api/website/news/cover/%2e%2e%2f%2e%2e%2fx',
    '/api/website/news/cover/%2E%2E%2F%2E%2E%2Fpackage.json',
    '/api/website/news/cover/%2e%2e/%2e%2e/x',
    '/api/website/news/cover/..%5c..%5cx',
    '/api/website/news/cover/%252e%252e%252fx',
  ])('never serves a file outside the covers for %s', async (url) => {
    const response = await t.app.inject(url);
    expect([400, 404]).toContain(response.statusCode);
    expectEnvelope(response, response.statusCode);
  });

  it('answers a literal ../ in the raw request line with an envelope', async () => {
    // inject() resolves dot segments the way a browser would; a raw client does not.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    for (const path of ['/api/website/news/cover/../../x', '/api/website/news/cover/../../../../etc/passwd']) {
      const response = await new Promise<Answer>((resolve, reject) => {
        const request = http.request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
          let body = '';
          res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ statusCode: res.statusCode!, headers: res.headers, body }));
        });
        request.on('error', reject).end();
      });
      expect([400, 404]).toContain(response.statusCode);
      expectEnvelope(response, response.statusCode);
    }
  });

  it.each([
    ['/api/website/news/info/', 'id'],
    ['/api/website/news/cover/', 'file'],
  ])('answers an over-long parameter on %s with a 400 naming it', async (prefix, field) => {
    for (const value of [longId, 'a'.repeat(300), '%41'.repeat(150)]) {
      const body = expectEnvelope(await t.app.inject(`${prefix}${value}`), 400, 'REQ.INVALID');
      expect(body.message).toBe(`${field}: is too long`);
    }
  });

  it('answers a malformed URL with a 400 envelope', async () => {
    expectEnvelope(await t.app.inject('/api/website/news/info/%zz'), 400, 'REQ.INVALID');
  });

  it('keeps an echoed path short', async () => {
    const body = expectEnvelope(await t.app.inject(`/api/${'x'.repeat(5000)}`), 404, 'REQ.NOT_FOUND');
    expect(body.message.length).toBeLessThan(260);
  });

  describe("Fastify's own errors", () => {
    it('bad JSON body: 400', async () => {
      const body = expectEnvelope(await post(t.app, '/api/website/sendMessage', '{"phoneNumber":'), 400, 'REQ.INVALID');
      expect(body.message).toMatch(/^body: /);
    });

    it('empty JSON body: 400', async () => {
      expectEnvelope(await post(t.app, '/api/website/sendMessage', ''), 400, 'REQ.INVALID');
    });

    it('unsupported content type: 415', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/website/sendMessage',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'phoneNumber=1',
      });
      expectEnvelope(response, 415, 'REQ.UNSUPPORTED_MEDIA_TYPE');
    });

    it('body too large by its declared length: 413', async () => {
      const response = await post(t.app, '/api/website/sendMessage', { phoneNumber: '1'.repeat(20 * 1024), countryCode: 'CN' });
      expectEnvelope(response, 413, 'REQ.TOO_LARGE');
    });

    it('body too large while streaming (no length declared): 413', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/website/purchasingInfo/save',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        payload: Readable.from([`{"remark":"${'x'.repeat(20 * 1024)}"}`]),
      });
      expectEnvelope(response, 413, 'REQ.TOO_LARGE');
    });

    it('not found outside /api (standalone server): 404', async () => {
      expectEnvelope(await t.app.inject({ method: 'DELETE', url: '/nope' }), 404, 'REQ.NOT_FOUND');
    });
  });

  it('still serves the real routes', async () => {
    const list = await t.app.inject('/api/website/news/list?display=1&language=en');
    expect(list.statusCode).toBe(200);
    expect(list.json().code).toBe('SYS.0000');
    const head = await t.app.inject({ method: 'HEAD', url: '/api/website/news/list' });
    expect(head.statusCode).toBe(200);
  });
});

describe('inside a host app with an HTML page route on /* (like the shell)', () => {
  let host: FastifyInstance;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = tempDataDir();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    host = Fastify({ logger: false });
    await host.register(apiPlugin, { config, smsProvider: new CountingSmsProvider(), clock: new FakeClock().now });
    host.get('/*', async (request, reply) =>
      reply.status(404).type('text/html; charset=utf-8').send(`<!doctype html><p>Page Not Found: ${request.url}</p>`),
    );
    await host.ready();
  });
  afterAll(async () => {
    await host.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers GET /api/nope with the JSON 404, not the page', async () => {
    const response = await host.inject('/api/nope');
    expectEnvelope(response, 404, 'REQ.NOT_FOUND');
    expect(response.body).not.toContain('<');
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'HEAD'] as const)('answers %s /api/website/nope with the JSON 404', async (method) => {
    const response = await host.inject({ method, url: '/api/website/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    if (method !== 'HEAD') expectEnvelope(response, 404, 'REQ.NOT_FOUND');
  });

  it('answers a method the router does not know with the JSON 404', async () => {
    expectEnvelope(await host.inject({ method: 'PURGE' as Method, url: '/api/nope' }), 404, 'REQ.NOT_FOUND');
  });

  it('answers wrong methods and over-long parameters with the envelope', async () => {
    const wrongMethod = await host.inject('/api/website/purchasingInfo/save');
    expectEnvelope(wrongMethod, 405, 'REQ.METHOD_NOT_ALLOWED');
    expect(wrongMethod.headers.allow).toBe('POST');
    expectEnvelope(await host.inject(`/api/website/news/info/${longId}`), 400, 'REQ.INVALID');
    expectEnvelope(await host.inject('/api/website/news/cover/%2e%2e%2f%2e%2e%2fx'), 404);
  });

  it("keeps Fastify's body errors in the envelope", async () => {
    expectEnvelope(await post(host, '/api/website/sendMessage', '{"phoneNumber":'), 400, 'REQ.INVALID');
    const form = await host.inject({
      method: 'POST',
      url: '/api/website/sendMessage',
      headers: { 'content-type': 'text/plain' },
      payload: 'phoneNumber=1',
    });
    expectEnvelope(form, 415, 'REQ.UNSUPPORTED_MEDIA_TYPE');
  });

  it('leaves the rest of the site to the host', async () => {
    const page = await host.inject('/about');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const apiLike = await host.inject('/apiary');
    expect(apiLike.headers['content-type']).toMatch(/^text\/html/);
    const list = await host.inject('/api/website/news/list');
    expect(list.statusCode).toBe(200);
    expect(list.json().code).toBe('SYS.0000');
  });
});
