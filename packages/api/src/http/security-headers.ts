import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyReply } from 'fastify';

/** helmet's settings for API answers: nothing in them may load or frame anything. */
export function apiHelmetOptions(production: boolean): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/** What helmet does not cover: no powerful features, and answers not stored unless a route says so. */
export function applyApiHeaders(reply: FastifyReply): void {
  reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
}
