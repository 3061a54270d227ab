import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ShellConfig } from './config.js';
import type { createRegistryStore } from './registry-store.js';
import type { RenderBundle } from './render-bundle.js';

const crawler = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly/i;

/**
 * Answers every page request: the language redirect for `/`, then a complete server render.
 * A visit to `/` whose cookie chose English goes to `/en`; crawlers and deep links never do.
 */
export function createRequestHandler(deps: {
  config: ShellConfig;
  registry: ReturnType<typeof createRegistryStore>;
  bundle: RenderBundle;
}) {
  const { config, registry, bundle } = deps;
  return async function handlePage(request: FastifyRequest, reply: FastifyReply) {
    const url = request.raw.url ?? '/';
    const pathname = url.split('?')[0];
    if (pathname === '/' && request.cookies['i18n_redirected'] === 'en' && !crawler.test(request.headers['user-agent'] ?? '')) {
      return reply.header('cache-control', 'no-cache').header('vary', 'Cookie').redirect('/en' + url.slice(1), 302);
    }
    const { browser, internal } = await registry.load();
    const result = await bundle.render({
      url,
      origin: config.siteOrigin,
      registry: browser,
      internalRegistry: internal,
      apiBase: config.API_BASE,
      internalApiBase: config.API_BASE || config.internalOrigin,
      shellAssets: bundle.shellAssets,
      remoteTimeoutMs: config.REMOTE_TIMEOUT_MS,
    });
    if ('location' in result) return reply.redirect(result.location, result.status);
    return reply
      .status(result.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie')
      .send(result.html);
  };
}
