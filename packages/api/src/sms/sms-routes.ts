import { parseSendMessageRequest } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context.js';
import { clientIp } from '../http/client-ip.js';
import { ApiError, badRequest, success } from '../http/envelope.js';
import { rateLimitFor } from '../http/rate-limit.js';
import { guardWrite } from '../http/request-guards.js';

const phoneQueryPattern = /^\d{1,15}$/;

export function registerSmsRoutes(app: FastifyInstance, context: ApiContext): void {
  app.post(
    '/api/website/sendMessage',
    { config: { rateLimit: rateLimitFor(context.config, 'write') }, preParsing: guardWrite(context) },
    async (request) => {
      const parsed = parseSendMessageRequest(request.body);
      if (!parsed.ok) throw context.sms.refused('invalid-request', badRequest(parsed.issues));
      await context.sms.sendCode(parsed.value, clientIp(request, context.config.trustedProxyCount));
      return success();
    },
  );

  const outbox = context.outbox;
  // The route exists only with the development provider.
  if (!outbox) return;
  const allowed = new Set(context.config.sms.kind === 'outbox' ? context.config.sms.allow : []);
  app.get('/api/dev/sms-outbox', async (request) => {
    // Codes are as good as passwords: this machine (the developer, the e2e tests) and listed addresses only.
    const ip = clientIp(request, context.config.trustedProxyCount);
    if (!isLoopback(ip) && !allowed.has(ip)) {
      throw new ApiError(403, 'REQ.FORBIDDEN', 'The SMS outbox answers clients on this machine only (see SMS_OUTBOX_ALLOW)');
    }
    const { phoneNumber } = request.query as Record<string, unknown>;
    if (phoneNumber === undefined || phoneNumber === '') throw new ApiError(400, 'REQ.INVALID', 'phoneNumber: required');
    if (typeof phoneNumber !== 'string' || !phoneQueryPattern.test(phoneNumber)) throw new ApiError(400, 'REQ.INVALID', 'phoneNumber: digits only');
    return { items: await outbox.list(phoneNumber) };
  });
}

function isLoopback(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.');
}
