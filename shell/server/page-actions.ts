import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { crossSiteRefusal, FormStepStore, rateLimitFor, registerRateLimits, type ApiContext } from '@site/api';
import type { ApiAnswer, RouteActionData, RouteActionServices } from '@site/federation/route-module';
import type { PageHandler } from './page-routes.js';
import type { RenderBundle } from './render-bundle.js';
import type { Visits } from '@site/release/site';
import { isHttps } from './security-headers.js';

/** The browser's key to its own page states (HttpOnly): a state's link alone shows nothing. Named when the contact form was the only one. */
const ownerCookie = 'site_contact_form';
/**
 * URL-encoded, a Chinese character takes 9 bytes: a long form (the enquiry's 2000-character
 * remark is about 22 KB) arrives, and a longer one still does, to get its message with the text kept.
 */
const maxBodyBytes = 128 * 1024;
const noStore = 'private, no-store';
/** How long a repeated post waits for the state its first post leads to. */
const settleWaitMs = 5000;

/** A kept page state: which page it is for, and what its action returned. */
interface KeptState {
  page: string;
  state: unknown;
}

/**
 * Plain-HTML form posts to the areas' pages (without scripts): the generic half of a page's
 * server action (RouteAction). `POST <page>` is checked here (another site's post, the body's
 * size, the API's per-IP limits, read once the body is in so a refused post gets its values
 * back), then the page's action runs with the services the contract names; what it returns is
 * kept for this browser (the API's form-step store: any instance reads it) and the post ends in a
 * 303 to `<page>?step=<id>` (post/redirect/get), whose page (`showStep`, asked by the page route
 * of page-routes.ts) is `private, no-store`, never cached. A state's form carries a one-time
 * token: a second post of it, for an intent the action does once, does nothing again and shows
 * what the first became.
 */
export function createPageActions(options: { api: ApiContext; bundle: RenderBundle; visits: Visits; handlePage: PageHandler; remoteTimeoutMs: number }) {
  const { api, bundle, visits, handlePage, remoteTimeoutMs } = options;
  /** The versions this visitor is served: a post goes to the version that rendered the form. */
  const servedTo = async (request: FastifyRequest, reply: FastifyReply) => (await visits(request, reply, { draw: true, secure: isHttps(request) })).served.internal;
  const steps = new FormStepStore(api.database.db, api.clock);

  /**
   * A refused or failed post (or step): the page again, with the visitor's values (never another
   * site's) and what went wrong, in the status the refusal has.
   */
  async function refusedPage(error: { statusCode?: number; headers?: Record<string, string> }, request: FastifyRequest, reply: FastifyReply) {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'form post failed');
    const retryAfter = error.headers?.['retry-after'];
    if (retryAfter) reply.header('retry-after', retryAfter);
    reply.header('cache-control', noStore);
    const own = !crossSiteRefusal(request, api);
    const data: RouteActionData = { kind: 'refused', reason: status === 429 ? 'tooMany' : status >= 500 ? 'failed' : 'refused', form: own ? formFields(request.body) : {} };
    return handlePage(request, reply, { url: pathOf(request.url), status, data });
  }

  /** `GET <page>?step=<id>`: the page with the state its post kept for this browser, or the page as it is for everyone. */
  async function showStep(request: FastifyRequest, reply: FastifyReply, id: string) {
    try {
      const path = pathOf(request.url);
      const page = await bundle.pageRoute(path, await servedTo(request, reply));
      if (!page?.action) return await handlePage(request, reply);
      let kept: { state: string; token: string } | undefined;
      try {
        const owner = request.cookies[ownerCookie];
        kept = FormStepStore.isId(id) && owner ? await steps.read(id, owner) : undefined;
      } catch (error) {
        // A state that cannot be read (its database away): the page as it is for everyone.
        request.log.error({ err: error }, 'page state unreadable');
        return await handlePage(request, reply, { url: path, status: 500, data: undefined });
      }
      const { page: keptFor, state } = kept ? (JSON.parse(kept.state) as KeptState) : { page: '', state: undefined };
      // Expired, another browser's, another page's, or made up: the page as it is for everyone.
      if (!kept || keptFor !== page.key) return reply.header('cache-control', noStore).redirect(path, 303);
      return await handlePage(request, reply, { url: path, data: { kind: 'state', state, token: kept.token, now: api.clock() } });
    } catch (error) {
      return refusedPage((error ?? {}) as { statusCode?: number; headers?: Record<string, string> }, request, reply);
    }
  }

  /** `POST <page>`, for the pages whose area declares an action. */
  async function routes(app: FastifyInstance) {
    await registerRateLimits(app, api, { hook: 'preHandler' });
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: maxBodyBytes }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    app.setErrorHandler(refusedPage);

    app.post('/*', { config: { rateLimit: rateLimitFor(api.config, 'write') } }, async (request, reply) => {
      const path = pathOf(request.url);
      const registry = await servedTo(request, reply);
      const page = await bundle.pageRoute(path, registry);
      if (!page?.action) return reply.callNotFound();
      const refusal = crossSiteRefusal(request, api);
      if (refusal) throw refusal;
      const form = formFields(request.body);
      let owner = request.cookies[ownerCookie];
      if (!owner || owner.length > 64) {
        owner = FormStepStore.newOwner();
        reply.setCookie(ownerCookie, owner, { path: '/', httpOnly: true, sameSite: 'lax', secure: isHttps(request) });
      }
      reply.header('cache-control', noStore);
      const action = await bundle.loadAction(page, registry, remoteTimeoutMs);
      if (!action) throw new Error(`${page.remote}/${page.module} has no action`);
      const token = form['token'] ?? '';
      const once = action.once?.includes(form['intent'] ?? '') === true && FormStepStore.isId(token);
      if (once) {
        const claim = await steps.claim(token);
        if (claim.kind === 'used') {
          const nextId = claim.nextId ?? (await settledStep(steps, token));
          return reply.redirect(nextId ? `${path}?step=${nextId}` : path, 303);
        }
      }
      const result = await action.run({ form, params: page.params, locale: page.locale, services: services(app, request, api) });
      const { id } = await steps.create(owner, JSON.stringify({ page: page.key, state: result.state } satisfies KeptState));
      if (once) await steps.settle(token, id);
      return reply.redirect(`${path}?step=${id}${result.anchor ? `#${result.anchor}` : ''}`, 303);
    });
  }

  return { routes, showStep };
}

const pathOf = (url: string) => url.split('?')[0]!;

/** The posted fields, text only. */
function formFields(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** A repeated post while the first is still at work: waits (5 s at most) for the state it leads to. */
async function settledStep(steps: FormStepStore, token: string): Promise<string | null> {
  for (let waited = 0; waited < settleWaitMs; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const claim = await steps.claim(token);
    if (claim.kind === 'used' && claim.nextId) return claim.nextId;
  }
  return null;
}

/** Headers of the visitor's post the API judges by: its origin checks, its client address behind a proxy. */
const forwardedHeaders = ['host', 'origin', 'sec-fetch-site', 'user-agent', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto'] as const;

/** The services an action gets (RouteActionServices): the API in process as the visitor's browser would call it, its clock and settings. */
function services(app: FastifyInstance, request: FastifyRequest, api: ApiContext): RouteActionServices {
  return {
    callApi: async (url, payload) => {
      if (!url.startsWith('/api/')) throw new Error(`not an API path: ${url}`);
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      for (const name of forwardedHeaders) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const response = await app.inject({ method: 'POST', url, headers, payload: JSON.stringify(payload), remoteAddress: request.raw.socket.remoteAddress ?? '127.0.0.1' });
      return apiAnswer(response.statusCode, response.body, response.headers['retry-after']);
    },
    now: api.clock,
    settings: { smsCooldownSeconds: api.config.smsLimits.cooldownSeconds },
  };
}

function apiAnswer(status: number, body: string, retryAfter: unknown): ApiAnswer {
  let envelope: { code?: unknown; message?: unknown } = {};
  try {
    envelope = JSON.parse(body) as typeof envelope;
  } catch {
    // Not the envelope: a failure like any other.
  }
  const code = typeof envelope.code === 'string' ? envelope.code : '';
  return {
    ok: status === 200 && code === 'SYS.0000',
    status,
    code,
    message: typeof envelope.message === 'string' ? envelope.message : '',
    retryAfterSeconds: Number(retryAfter ?? 60) || 60,
  };
}
