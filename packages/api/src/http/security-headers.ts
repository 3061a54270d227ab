import type { FastifyReply } from 'fastify';

/** Headers for every API response; the cover route relaxes CSP for inline SVG styles. */
export function applySecurityHeaders(reply: FastifyReply, production: boolean): void {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('x-frame-options', 'DENY');
  reply.header('referrer-policy', 'no-referrer');
  reply.header('cross-origin-resource-policy', 'same-site');
  reply.header('cross-origin-opener-policy', 'same-origin');
  reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
  if (!reply.hasHeader('content-security-policy')) {
    reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
  }
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  if (production) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
}
