import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { mayUse, type ConsoleRole, type Section } from '@site/console-contract/session';
import type { ConsoleErrorCode } from '@site/console-contract/errors';
import type { ConsoleSession } from './auth/console-sessions.js';

export const sessionCookie = 'console_session';

/** An answer in the console's error shape: `{ error: { code, message } }`. */
export class ConsoleHttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ConsoleErrorCode,
    message: string,
    readonly extra: { lines?: string[]; retryAfterSeconds?: number; reason?: string; conflicts?: { language: string; field: string; mine: string; theirs: string }[] } = {},
  ) {
    super(message);
  }
}

export const signedOut = () => new ConsoleHttpError(401, 'CONSOLE.SIGNED_OUT', 'sign in first');

declare module 'fastify' {
  interface FastifyRequest {
    consoleSession?: ConsoleSession;
  }
}

/** The request's session; 401 without one. */
export function sessionOf(request: FastifyRequest): ConsoleSession {
  if (!request.consoleSession) throw signedOut();
  return request.consoleSession;
}

const sameToken = (given: string, expected: string) => {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The session of a request that changes something: it must carry the session's CSRF token in
 * `X-CSRF-Token` (a page on another site cannot read it), and the role must allow it. 401 without
 * a session, 403 without the token or the role.
 */
export function changingSession(request: FastifyRequest, may: (roles: readonly ConsoleRole[]) => boolean, what: string): ConsoleSession {
  const session = sessionOf(request);
  const token = request.headers['x-csrf-token'];
  if (typeof token !== 'string' || !sameToken(token, session.csrfToken)) throw new ConsoleHttpError(403, 'CONSOLE.CSRF', 'a change needs the X-CSRF-Token header of this session');
  if (!may(session.roles)) throw new ConsoleHttpError(403, 'CONSOLE.FORBIDDEN', `${session.user} (${session.roles.join(', ')}) may not ${what}`);
  return session;
}

/** The session of a request to a section: 401 without one, 403 when none of its user's roles may use the section. */
export function sectionSession(request: FastifyRequest, section: Section): ConsoleSession {
  const session = sessionOf(request);
  if (!mayUse(session.roles, section)) throw new ConsoleHttpError(403, 'CONSOLE.FORBIDDEN', `${session.user} (${session.roles.join(', ')}) may not use ${section}`);
  return session;
}

/** A change in a section: its CSRF token and a role that may use the section. */
export function changingIn(request: FastifyRequest, section: Section, what: string): ConsoleSession {
  return changingSession(request, (roles) => mayUse(roles, section), what);
}

export function sendError(reply: FastifyReply, error: ConsoleHttpError): FastifyReply {
  if (error.extra.retryAfterSeconds) reply.header('retry-after', String(error.extra.retryAfterSeconds));
  return reply.status(error.statusCode).send({ error: { code: error.code, message: error.message, ...error.extra } });
}
