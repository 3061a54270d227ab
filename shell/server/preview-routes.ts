import type { FastifyInstance } from 'fastify';
import { launchPreviewCookie, previewCookieName, type LaunchPreviews, type Previews, type SiteVersions } from '@site/release/site';
import type { RenderBundle } from './render-bundle.js';
import { isHttps } from './security-headers.js';

/**
 * The link `release preview` prints: `/preview/<token>` keeps the signed token in a cookie until it
 * expires and lands on one of the area's pages. A token that cannot be used lands on the live home
 * page (logged once).
 */
export async function previewRoutes(app: FastifyInstance, options: { previews: Previews; launchPreviews: Pick<LaunchPreviews, 'check'>; bundle: RenderBundle; versions: Pick<SiteVersions, 'load'> }) {
  const { previews, launchPreviews, bundle, versions } = options;

  // A launch's link (the back office makes it): the whole site as the launch will make it, from the
  // home page of the language asked for (`?lang=en`), until the link expires or the badge ends it.
  app.get<{ Params: { token: string }; Querystring: { lang?: string } }>('/preview/launch/:token', async (request, reply) => {
    reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
    const preview = await launchPreviews.check(request.params.token);
    if (!preview) return reply.redirect('/', 302);
    reply.setCookie(launchPreviewCookie, preview.token, { path: '/', httpOnly: true, sameSite: 'lax', secure: isHttps(request), expires: new Date(preview.expiresAt) });
    return reply.redirect(request.query.lang === 'en' ? '/en' : '/', 302);
  });

  // A wildcard, not `:token`: the router skips a parameter longer than 100 characters, and a token
  // carrying its version's two hashes is about 180.
  app.get<{ Params: { '*': string } }>('/preview/*', async (request, reply) => {
    reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
    const token = request.params['*'];
    const preview = token.includes('/') ? undefined : await previews.check(token);
    if (!preview) return reply.redirect('/', 302);
    const landing = (await bundle.remotePages(preview.remote, (await versions.load()).internal)).find((path) => !path.includes(':')) ?? '/';
    reply.setCookie(previewCookieName(preview.remote), token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: isHttps(request),
      expires: new Date(preview.expiresAt),
    });
    return reply.redirect(landing, 302);
  });
}
