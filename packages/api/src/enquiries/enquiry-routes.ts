import { parseSaveEnquiryRequest } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context.js';
import { clientIp } from '../http/client-ip.js';
import { badRequest, success } from '../http/envelope.js';
import { rateLimitFor } from '../http/rate-limit.js';
import { guardWrite } from '../http/request-guards.js';

/** The path of the page that sent the form: its Referer, when that is this site (by host). */
function sourcePath(referer: string | undefined, host: string | undefined): string {
  if (!referer) return '';
  try {
    const url = new URL(referer);
    return host && url.host === host ? url.pathname : '';
  } catch {
    return '';
  }
}

export function registerEnquiryRoutes(app: FastifyInstance, context: ApiContext): void {
  app.post(
    '/api/website/purchasingInfo/save',
    { config: { rateLimit: rateLimitFor(context.config, 'write') }, preParsing: guardWrite(context) },
    async (request) => {
      const parsed = parseSaveEnquiryRequest(request.body);
      if (!parsed.ok) throw badRequest(parsed.issues);
      // Answered only after the transaction committed (WAL + synchronous=FULL on SQLite).
      await context.enquiries.save(parsed.value, clientIp(request, context.config.trustedProxyCount), sourcePath(request.headers.referer, request.headers.host));
      return success();
    },
  );
}
