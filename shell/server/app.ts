import { join, resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import staticFiles from '@fastify/static';
import { apiPlugin } from '@site/api';
import type { ShellConfig } from './config.js';
import { createRegistryStore } from './registry-store.js';
import { loadRenderBundle } from './render-bundle.js';
import { createRequestHandler } from './request-handler.js';
import { buildSitemap } from './sitemap.js';

const shellDist = resolve(import.meta.dirname, '..');
const publicDir = resolve(import.meta.dirname, '../../public');
const immutable = { maxAge: '365d', immutable: true } as const;

/** The shell server: static files, the API, and a server render for every page. */
export async function buildShellApp(config: ShellConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: config.NODE_ENV === 'test' ? 'warn' : 'info' }, trustProxy: false });
  const bundle = await loadRenderBundle(shellDist);
  const registry = createRegistryStore({
    file: config.registryFile,
    internalOrigin: config.internalOrigin,
    allowedOrigins: config.REMOTE_ORIGINS,
  });

  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
  });

  // Hashed shell assets and versioned remote folders never change: cache them for good.
  await app.register(staticFiles, { root: join(shellDist, 'web'), prefix: '/shell/', ...immutable });
  await app.register(staticFiles, { root: config.REMOTES_DIR, prefix: '/remotes/', decorateReply: false, ...immutable });
  await app.register(staticFiles, { root: publicDir, prefix: '/', decorateReply: false, wildcard: false, maxAge: '1h' });

  // The API on the same origin (no extra connection for the browser); it owns everything under /api.
  await app.register(apiPlugin, { env: { ...process.env, DATA_DIR: config.DATA_DIR } });

  app.get('/registry.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { remotes: (await registry.load()).browser };
  });

  const sitemapPaths = await bundle.sitemapPaths();
  for (const [url, locale] of [['/sitemap.xml', 'zh'], ['/en/sitemap.xml', 'en']] as const) {
    const xml = await buildSitemap(config.siteOrigin, locale, sitemapPaths);
    app.get(url, async (_request, reply) => reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml));
  }

  const handlePage = createRequestHandler({ config, registry, bundle });
  app.get('/*', handlePage);
  return app;
}
