import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyReply } from 'fastify';

/** helmet's settings for API answers: nothing in them may load or frame anything. */
export function apiHelmetOptions(): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Never from here: helmet would send it over plain HTTP too. The site's server adds it to every
    // answer that really came over HTTPS (a trusted proxy's word included); a standalone API leaves it to its proxy.
    strictTransportSecurity: false,
  };
}

/** What helmet does not cover: no powerful features, and answers not stored unless a route says so. */
export function applyApiHeaders(reply: FastifyReply): void {
  reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
}
