import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
// Its route option (`compress: false`) for the pages, which come compressed.
import type {} from '@fastify/compress';
import { Negotiator } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';
import type { ShellConfig } from './config.js';
import { createCachedPage, createPageTemplate, filledLength, fillGzipTemplate, fillPageTemplate, type CachedPage, type PageCache } from './page-cache.js';
import type { PageTokens } from '@site/api';
import { newsPreviewParam, newsViewOf } from '@site/contracts/news';
import { withDeadline } from '@site/federation/deadline';
import { servedVersions } from '@site/federation/remotes';
import type { RouteActionData } from '@site/federation/route-module';
import { crawler, type Previews, type RequestPreview, type ResolvedVersions, type Visits } from '@site/release/site';
import type { RenderBundle } from './render-bundle.js';
import type { SiteMetrics } from './metrics.js';
import { allowOrigins, isHttps } from './security-headers.js';

// gzip first: a page's gzip is made once and spliced with each response's nonces (PageTemplate, page-cache.ts);
// brotli (for a client without gzip) is compressed per response.
const encodings = new Negotiator({ supportedValues: ['gzip', 'br'] });
/**
 * The encoding each `Accept-Encoding` value gets. The header is the client's to choose, so the
 * memo is bounded: browsers send a handful of values, anything else is parsed again.
 */
export const negotiatedEncodings = new LRUCache<string, 'gzip' | 'br' | 'identity'>({ max: 256 });
function encodingFor(header: string): 'gzip' | 'br' | null {
  let encoding = negotiatedEncodings.get(header);
  if (encoding === undefined) {
    encoding = (encodings.negotiate(header) as 'gzip' | 'br' | null) ?? 'identity';
    negotiatedEncodings.set(header, encoding);
  }
  return encoding === 'identity' ? null : encoding;
}
const brotli = (body: Buffer) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });

/** Answers a page request (createRequestHandler below); `action`: the page answers a form post. */
export type PageHandler = (request: FastifyRequest, reply: FastifyReply, action?: PageAction) => Promise<unknown>;

/**
 * `GET <page>`: every page, answered by `handlePage`. With `?step=<id>` it is the next state of a
 * plain form post (post/redirect/get), which the form posts' own module shows (`showStep`,
 * page-actions.ts). Pages come compressed by the handler (a cached page's gzip is made once), past
 * the compress plugin.
 */
export async function pageRoutes(app: FastifyInstance, options: { handlePage: PageHandler; showStep: (request: FastifyRequest, reply: FastifyReply, id: string) => Promise<unknown> }) {
  const { handlePage, showStep } = options;
  app.get('/*', { compress: false }, async (request, reply) => {
    const id = new URLSearchParams(request.url.split('?')[1] ?? '').get('step');
    return id === null ? handlePage(request, reply) : showStep(request, reply, id);
  });
}

/**
 * A page that answers a form post (page-actions.ts): its URL (without the step's query), its
 * area's `actionData`, and the status it answers with when it renders (a refused post: 429, 403, ...).
 */
export interface PageAction {
  url: string;
  data: RouteActionData | undefined;
  status?: number;
}

/** How long a page may stay in the shell's cache; versions in the key make a change show at once. */
const pageTtlMs = { ok: 10 * 60_000, notFound: 10_000 };
/**
 * What shared caches (a CDN) may do: keep a page for a minute, serve it a little stale while
 * revalidating with the ETag; browsers always revalidate (an activation shows on the next load).
 */
/**
 * Whether a page path is written plainly: one leading slash, no empty, `.` or `..` segment (also
 * encoded), no backslash or encoded slash. Anything else would be read as another address by a
 * browser (`//evil.example`, `/\evil.example` are other sites) or by the router (`/x/%2e%2e` is
 * `/`): it is answered as a 404, never a redirect to it, never a page cached under it.
 */
export function plainPath(pathname: string): boolean {
  if (!pathname.startsWith('/') || /\\|%5c|%2f/i.test(pathname)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const segments = decoded.split('/').slice(1);
  return pathname === '/' || segments.every((segment, index) => (segment !== '' || index === segments.length - 1) && segment !== '.' && segment !== '..');
}

/** What a path that is not plain renders: the site's 404 page, in English under /en. */
const notFoundUrl = (asked: string) => (/^\/en(\/|$)/.test(asked) ? '/en/.not-a-page' : '/.not-a-page');

const cacheControl = {
  ok: 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
  notFound: 'public, max-age=0, s-maxage=10',
  uncacheable: 'no-store',
  /** A page for one browser only (a preview). */
  personal: 'private, no-store',
  /** While a canary runs a page depends on the visitor's cohort cookie: only their browser may keep it. */
  cohort: 'private, max-age=0',
};

/**
 * Answers every page request: the language redirect for `/`, then the page from the cache or a
 * server render within the page deadline. A visit to `/` whose cookie chose English goes to
 * `/en`; crawlers and deep links never do.
 */
export function createRequestHandler(deps: {
  config: ShellConfig;
  /** Which versions a visit gets (@site/release). */
  visits: Visits;
  bundle: RenderBundle;
  cache: PageCache;
  /** Changes whenever news changes (rendered into the home and news pages). */
  contentVersion: () => Promise<string>;
  /** The preview cookies a request carries (the badge's link ends them). */
  previews: Pick<Previews, 'cookiesIn'>;
  /** Times each server render and counts its area's failures. */
  metrics?: Pick<SiteMetrics, 'countRender'>;
  /** Signs into each page the versions it was served with (the API's PageTokens); without it, pages carry no token. */
  pageTokens?: Pick<PageTokens, 'hour' | 'sign'>;
  /** Checks the newsroom's preview links (`?news-preview=`); without it, none is honoured. */
  newsPreviews?: { verify(token: string): Promise<unknown> };
}) {
  const { config, visits, bundle, cache, contentVersion, previews, metrics, pageTokens, newsPreviews } = deps;
  let registryInUse = '';
  // Cached pages carry these where each response's CSP nonces go; random per process, so no
  // content (a news article) can contain them.
  const placeholders = { script: `nonce-${randomBytes(12).toString('hex')}`, style: `nonce-${randomBytes(12).toString('hex')}` };
  const withoutPlaceholders = (text: string) => text.replaceAll(placeholders.script, 'nonce').replaceAll(placeholders.style, 'nonce');

  async function renderPage(url: string, registries: ResolvedVersions, content: string, preview?: RequestPreview, actionData?: RouteActionData, contentPreview?: string): Promise<CachedPage> {
    const started = performance.now();
    const result = await bundle
      .render({
        url,
        origin: config.siteOrigin,
        registry: registries.browser,
        internalRegistry: registries.internal,
        apiBase: config.API_BASE,
        internalApiBase: config.API_BASE || config.internalOrigin,
        shellAssets: bundle.shellAssets,
        remoteTimeoutMs: config.REMOTE_TIMEOUT_MS,
        renderTimeoutMs: config.RENDER_TIMEOUT_MS,
        nonce: placeholders,
        ...(preview?.areas.length ? { preview: preview.areas } : {}),
        ...(preview?.launch ? { previewLaunch: preview.launch.launch.name } : {}),
        ...(actionData !== undefined ? { actionData } : {}),
        ...(contentPreview ? { contentPreview } : {}),
        newsView: newsViewOf(registries.launches, preview?.launch?.token),
        ...(pageTokens ? { reportToken: pageTokens.sign(servedVersions(registries.browser)) } : {}),
      })
      .catch((error: unknown) => {
        console.error(JSON.stringify({ level: 'error', msg: 'shell render failed', url, error: String(error) }));
        return { status: 503, html: unavailable.html, areaFailed: true };
      });
    metrics?.countRender(result, (performance.now() - started) / 1000);
    if ('location' in result) return createCachedPage({ status: result.status, html: '', location: result.location, cacheable: true, ttlMs: pageTtlMs.ok });
    const ttlMs = result.status === 200 ? pageTtlMs.ok : pageTtlMs.notFound;
    const link = 'link' in result ? result.link : undefined;
    const template = createPageTemplate(result.html, [placeholders.script, placeholders.style]);
    // The placeholders are random per process: the ETag hashes the page without them (its
    // segments), so every instance (and a restarted one) gives the same page the same ETag.
    const identity = [`${result.status}\n${registries.key}\n${content}\n`, ...template.segments, `\n${withoutPlaceholders(link ?? '')}`];
    return createCachedPage({ status: result.status, html: result.html, ...(link ? { link } : {}), cacheable: !result.areaFailed && result.status < 500, ttlMs, identity, template });
  }

  /** `registries`: the live versions, or those of the visitor's canary cohort (keyed under the live ones). */
  async function findPage(url: string, live: ResolvedVersions, registries: ResolvedVersions, content: string): Promise<CachedPage> {
    if (live.key !== registryInUse) {
      // An activation or rollback: pages rendered with the old registry will not be asked for again.
      if (registryInUse) cache.dropWhere((key) => !key.includes(`\n${live.key}\n`));
      registryInUse = live.key;
    }
    // The page token changes each hour, and the page with it.
    return cache.getOrRender(`${url}\n${registries.key}\n${content}\n${pageTokens?.hour() ?? ''}`, () => renderPage(url, registries, content));
  }

  /** `?preview=off` (the badge's link): the preview cookies go, and the same page comes back without the parameter. */
  function endPreview(request: FastifyRequest, reply: FastifyReply, pathname: string, query: URLSearchParams) {
    for (const name of previews.cookiesIn(request.cookies)) reply.clearCookie(name, { path: '/' });
    query.delete('preview');
    const rest = query.toString();
    return reply.header('cache-control', cacheControl.personal).redirect(pathname + (rest ? `?${rest}` : ''), 302);
  }

  /**
   * `action`: the page answers a plain-HTML form post (page-actions.ts) at `action.url`:
   * rendered for this request alone with `action.data`, private, never in the page cache.
   */
  return async function handlePage(request: FastifyRequest, reply: FastifyReply, action?: PageAction) {
    const asked = action?.url ?? request.raw.url ?? '/';
    // A path that is not written as one of ours is a 404, under no other address (see plainPath).
    const url = plainPath(asked.split('?')[0]!) ? asked : notFoundUrl(asked);
    const queryAt = url.indexOf('?');
    const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
    const query = new URLSearchParams(queryAt < 0 ? '' : url.slice(queryAt + 1));
    if (query.get('preview') === 'off') return endPreview(request, reply, pathname, query);
    const isHome = pathname === '/';
    if (isHome && request.cookies['i18n_redirected'] === 'en' && !crawler.test(request.headers['user-agent'] ?? '')) {
      return reply.header('cache-control', 'private, no-cache').header('vary', 'Cookie').redirect('/en' + url.slice(1), 302);
    }
    // The render keeps its own deadline; this one also bounds reading the registry, the news
    // version and the preview (a database or disk that stops answering), so no request waits for ever.
    let preview: RequestPreview | undefined;
    let canaryRunning = false;
    // A newsroom preview link (a signed token of an unpublished copy); a token that does not check out is ignored.
    let contentPreview: string | undefined;
    const previewToken = query.get(newsPreviewParam);
    const findAnswer = async () => {
      const [visit, content, previewed] = await Promise.all([
        visits(request, reply, { draw: true, secure: isHttps(request) }),
        contentVersion(),
        previewToken && newsPreviews ? newsPreviews.verify(previewToken) : undefined,
      ]);
      preview = visit.preview;
      canaryRunning = visit.canaryRunning;
      if (previewed) contentPreview = previewToken!;
      // A previewed page, or the answer to a form post, is rendered for its one browser and never enters the page cache.
      if (action || preview || contentPreview) return renderPage(url, visit.served, content, preview, action?.data, contentPreview);
      return findPage(url, visit.live, visit.served, content);
    };
    const page = await withDeadline(findAnswer(), config.RENDER_TIMEOUT_MS + 1000, 'page').catch((error: unknown) => {
      console.error(JSON.stringify({ level: 'error', msg: 'page unavailable', url, error: String(error) }));
      return unavailable;
    });

    if (preview) {
      // Only this browser's, and no search engine's; a dev server previewed is on another origin.
      reply.header('x-robots-tag', 'noindex');
      allowOrigins(reply, Object.values(preview.records).map((record) => record.web));
    }
    if (contentPreview) reply.header('x-robots-tag', 'noindex');
    const personalPage = preview || action || contentPreview;
    reply.header('vary', isHome || personalPage || canaryRunning ? 'Cookie, Accept-Encoding' : 'Accept-Encoding');
    // Shared caches (a CDN) keep a page only when every visitor gets the same one.
    const personal = personalPage ? cacheControl.personal : canaryRunning ? cacheControl.cohort : undefined;
    if (page.location) return reply.header('cache-control', personal ?? cacheControl.ok).redirect(page.location, page.status as 301);
    // The shell could not render, or the page's own area failed: the frame and the error block, as a
    // temporary failure no cache keeps.
    const failed = page.status === 503;
    if (failed) reply.header('retry-after', String(retryAfterSeconds));

    const cacheability = !page.cacheable ? cacheControl.uncacheable : page.status === 200 ? cacheControl.ok : cacheControl.notFound;
    reply.header('cache-control', page.cacheable ? (personal ?? cacheability) : cacheability).type('text/html; charset=utf-8');
    const validated = !personalPage && !failed;
    if (validated) reply.header('etag', page.etag);
    if (validated && request.headers['if-none-match']?.split(/\s*,\s*/).includes(page.etag)) {
      // The browser keeps the page it has with the CSP it came with: a new nonce would not match it.
      return reply.removeHeader('content-security-policy').status(304).send();
    }
    const status = page.status === 200 && action?.status ? action.status : page.status;
    const nonce = reply.cspNonce;
    if (page.link) reply.header('link', page.link.replaceAll(placeholders.script, nonce.script).replaceAll(placeholders.style, nonce.style));
    page.template ??= createPageTemplate(page.html, [placeholders.script, placeholders.style]);
    const values = { [placeholders.script]: Buffer.from(nonce.script), [placeholders.style]: Buffer.from(nonce.style) };
    const encoding = filledLength(page.template, values) > 1024 ? encodingFor(request.headers['accept-encoding'] ?? '') : null;
    if (!encoding) return reply.status(status).send(fillPageTemplate(page.template, values));
    reply.status(status).header('content-encoding', encoding);
    if (encoding === 'br') return reply.send(await brotli(fillPageTemplate(page.template, values)));
    return reply.send(fillGzipTemplate(page.template, values, !personalPage && page.cacheable && config.PAGE_CACHE_MB > 0));
  };
}

/** When a client may ask again for a page that answered 503. */
const retryAfterSeconds = 5;

/** When the shell itself cannot render: a plain page in both languages; the client may retry. */
const unavailablePage = `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>服务暂不可用 | Service unavailable</title></head><body><main><h1>服务暂不可用，请稍后再试。</h1><p lang="en">Service unavailable, please try again in a moment.</p></main></body></html>`;
const unavailable = createCachedPage({ status: 503, html: unavailablePage, cacheable: false, ttlMs: 0 });
