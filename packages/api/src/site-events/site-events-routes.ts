import { parseSiteEventsReport, siteEventsPath, type SiteEvent } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context.js';
import { clientIp } from '../http/client-ip.js';
import { ApiError } from '../http/envelope.js';
import { rateLimitFor } from '../http/rate-limit.js';
import { guardWrite, maxBodyBytes, parseJsonBody } from '../http/request-guards.js';

/**
 * `navigator.sendBeacon` posts a string as `text/plain;charset=UTF-8` and a Blob with its own type:
 * both carry the same JSON.
 */
const reportMediaTypes = ['application/json', 'text/plain'] as const;

/**
 * `POST /api/site/events`: browsers' reports about the areas they ran (the contract is
 * @site/contracts' site-events). 204 when taken, counted or not; 400 in the envelope for anything
 * malformed, nothing stored; 403 cross-site, 413 over 16 KiB and 415 for other media types before
 * the body is read; 429 past `SITE_EVENTS_PER_MINUTE` per client IP. Only the events of versions
 * the report's page token vouches for are counted (page-tokens.ts), as one visitor's
 * (visitor-ids.ts), and the same for its Core Web Vitals (kept as each visitor's worst per
 * minute); a report without a valid token is answered 204 like the others and counted nowhere,
 * so a prober learns nothing.
 */
export function registerSiteEventRoutes(app: FastifyInstance, context: ApiContext): void {
  // Its own scope: the text/plain parser is this route's alone.
  void app.register(async (scope) => {
    scope.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: maxBodyBytes }, parseJsonBody);
    scope.post(
      siteEventsPath,
      { config: { rateLimit: rateLimitFor(context.config, 'site-events') }, preParsing: guardWrite(context, reportMediaTypes) },
      async (request, reply) => {
        const parsed = parseSiteEventsReport(request.body);
        if (!parsed.ok) throw new ApiError(400, 'REQ.INVALID', parsed.issues.map((issue) => `${issue.field}: ${issue.message}`).join('; '));
        const served = parsed.value.token === undefined ? undefined : context.pageTokens.verify(parsed.value.token);
        if (!served) return reply.code(204).send();
        const accepts = context.acceptsSiteEventVersion;
        const vouched = (item: Pick<SiteEvent, 'remote' | 'version'>) => served[item.remote] === item.version && (!accepts || accepts(item.remote, item.version));
        const events = (parsed.value.events ?? []).filter(vouched);
        const vitals = (parsed.value.vitals ?? []).filter(vouched);
        if (events.length === 0 && vitals.length === 0) return reply.code(204).send();
        const visitor = await context.visitorIds.of(clientIp(request, context.config.trustedProxyCount));
        if (events.length > 0) await context.siteEvents.record(events, visitor);
        if (vitals.length > 0) await context.siteEvents.recordVitals(vitals, visitor);
        return reply.code(204).send();
      },
    );
  });
}
