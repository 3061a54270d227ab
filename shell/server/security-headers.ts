import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ShellConfig } from './config.js';

/**
 * The site's security headers, through helmet. Every response gets fresh nonces for scripts and
 * styles (`reply.cspNonce`); pages are cached with placeholders and stamped with them (see
 * page-routes.ts). No 'unsafe-inline' for scripts; style attributes (React `style` props)
 * are allowed, <style> elements need the nonce.
 */
export function helmetOptions(config: ShellConfig): FastifyHelmetOptions {
  const remotes = config.REMOTE_ORIGINS.map((url) => new URL(url).origin);
  // In development (`npm run dev`) the areas' dev servers push each edit to the page over a socket.
  const sockets = config.NODE_ENV === 'development' ? remotes.map((origin) => origin.replace(/^http/, 'ws')) : [];
  const api = config.API_BASE ? [new URL(config.API_BASE).origin] : [];
  return {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes],
        styleSrc: ["'self'", ...remotes],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...remotes, ...api],
        mediaSrc: ["'self'", 'blob:', ...remotes],
        fontSrc: ["'self'", 'data:', ...remotes],
        connectSrc: ["'self'", ...api, ...remotes, ...sockets],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // Only over HTTPS (see strictTransportSecurity below); helmet would send it over plain HTTP too.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Reached over HTTPS: set once per request by `markHttps`. */
    viaHttps: boolean;
  }
}

/**
 * Whether a request came over HTTPS: directly, or through a trusted proxy that says so (the last
 * X-Forwarded-Proto value, which the nearest proxy wrote). Without a trusted proxy the header is
 * anyone's word and is ignored: HSTS and Secure cookies follow only what is true.
 */
export function markHttps(trustedProxies: number) {
  return async (request: FastifyRequest): Promise<void> => {
    const forwarded = trustedProxies > 0 ? String(request.headers['x-forwarded-proto'] ?? '').split(',').pop()?.trim() : undefined;
    request.viaHttps = request.protocol === 'https' || forwarded === 'https';
  };
}

/** HSTS when the site is reached over HTTPS (`markHttps`). */
export function strictTransportSecurity(request: FastifyRequest, reply: FastifyReply): void {
  if (isHttps(request)) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
}

export const isHttps = (request: FastifyRequest): boolean => request.viaHttps === true;

/** The directives a previewed remote on another origin loads from. */
const remoteSourceDirectives = new Set(['script-src', 'style-src', 'img-src', 'media-src', 'font-src', 'connect-src']);

/**
 * Widens this response's policy to the origins of some remote entries: a preview may point at an
 * area's dev server on loopback (its scripts, styles, media, and its hot-reload socket). Entries on
 * the site's own origin (paths) add nothing.
 */
export function allowOrigins(reply: FastifyReply, entries: string[]): void {
  const origins = [...new Set(entries.filter((entry) => /^https?:\/\//.test(entry)).map((entry) => new URL(entry).origin))];
  const policy = reply.getHeader('content-security-policy');
  if (origins.length === 0 || typeof policy !== 'string') return;
  const sockets = origins.map((origin) => origin.replace(/^http/, 'ws'));
  const widened = policy.split(';').map((directive) => {
    const name = directive.trim().split(/\s+/)[0] ?? '';
    if (!remoteSourceDirectives.has(name)) return directive;
    return [directive, ...origins, ...(name === 'connect-src' ? sockets : [])].join(' ');
  });
  reply.header('content-security-policy', widened.join(';'));
}
