import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ShellConfig } from './config.js';

/**
 * The site's security headers, through helmet. Every response gets fresh nonces for scripts and
 * styles (`reply.cspNonce`); pages are cached with placeholders and stamped with them (see
 * request-handler.ts). No 'unsafe-inline' for scripts; style attributes (React `style` props)
 * are allowed, <style> elements need the nonce.
 */
export function helmetOptions(config: ShellConfig): FastifyHelmetOptions {
  const remotes = config.REMOTE_ORIGINS.map((url) => new URL(url).origin);
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
        connectSrc: ["'self'", ...api, ...remotes],
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

/** HSTS when the site is reached over HTTPS: directly, or through a proxy that says so. */
export function strictTransportSecurity(request: FastifyRequest, reply: FastifyReply): void {
  const https = request.protocol === 'https' || request.headers['x-forwarded-proto'] === 'https';
  if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
}
