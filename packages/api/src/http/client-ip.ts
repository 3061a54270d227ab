import type { FastifyRequest } from 'fastify';

/**
 * The visitor's address. `X-Forwarded-For` is read only as far as the
 * configured number of trusted proxies reaches: each trusted hop appends the
 * address it saw, so the client is the entry `trustedProxies` places from the
 * right. Anything further left is client-supplied and may be forged.
 */
export function clientIp(request: FastifyRequest, trustedProxies: number): string {
  const socketAddress = request.raw.socket.remoteAddress ?? 'unknown';
  if (trustedProxies === 0) return normalize(socketAddress);
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, socketAddress];
  const index = Math.max(0, chain.length - 1 - trustedProxies);
  return normalize(chain[index]!);
}

function normalize(address: string): string {
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}
