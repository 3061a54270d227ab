import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SessionInfo } from '@site/console-contract/session';
import { ConsoleHttpError, changingSession, sessionCookie, sessionOf } from '../console-guards.js';
import { passwordCheckSlot, passwordProblem, verifyPassword } from '../auth/passwords.js';
import type { ConsoleServices } from '../console-services.js';

/** No Origin (a script, curl), or the console's own; `null` and anything unreadable are another's. */
function sameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

const signInSchema = z.strictObject({ user: z.string().min(1).max(100), password: z.string().min(1).max(1024) });
const ownPasswordSchema = z.strictObject({ current: z.string().min(1).max(1024), password: z.string().max(1024) });

/**
 * `POST`, `GET` and `DELETE /console/api/session`: sign in, who is signed in, sign out (here or
 * everywhere); `PUT /console/api/session/password`: a user's own new password.
 */
export async function sessionRoutes(app: FastifyInstance, { services }: { services: ConsoleServices }): Promise<void> {
  const { users, sessions, loginFailures, security, streams, config } = services;

  /**
   * Checks `password` for `user` the way a sign-in does: the attempt is counted first (429 past the
   * limits), and only a bounded number of checks run at once (503 past it, counted all the same),
   * both before any hashing.
   */
  async function checkPassword(request: FastifyRequest, user: string, password: string): Promise<{ found: Awaited<ReturnType<typeof users.find>>; right: boolean }> {
    const counted = await loginFailures.begin(user, request.ip);
    if ('retryAfterSeconds' in counted) {
      const wait = counted.retryAfterSeconds;
      throw new ConsoleHttpError(429, 'CONSOLE.LOGIN_LIMITED', `too many failed sign-ins: try again in ${wait} s`, { retryAfterSeconds: wait });
    }
    // A much-guessed name's slower path (not a lock: its owner still gets in).
    if (counted.attempt.delayMs > 0) await new Promise((resume) => setTimeout(resume, counted.attempt.delayMs));
    // Refused as busy, the attempt still counts: a burst cannot try more passwords than the limits allow.
    const release = passwordCheckSlot(request.ip);
    if (!release) throw new ConsoleHttpError(503, 'CONSOLE.BUSY', 'too many sign-ins at once: try again in a moment', { retryAfterSeconds: 1 });
    try {
      const found = await users.find(user);
      const right = await verifyPassword(found?.passwordHash, password);
      if (right) await loginFailures.succeeded(counted.attempt);
      return { found, right };
    } finally {
      release();
    }
  }

  app.post('/console/api/session', async (request, reply) => {
    // A form on another site cannot send JSON without asking first (CORS), nor forge Origin.
    if (!sameOrigin(request.headers.origin, request.host)) throw new ConsoleHttpError(403, 'CONSOLE.CSRF', 'sign in from the console itself');
    const parsed = signInSchema.safeParse(request.body);
    if (!parsed.success) throw new ConsoleHttpError(400, 'CONSOLE.BAD_REQUEST', 'send { "user", "password" }');
    const { user, password } = parsed.data;
    const { found, right } = await checkPassword(request, user, password);
    if (!right || !found) {
      await security.record('sign-in-failed', user, request.ip, found ? 'wrong-password' : 'no-such-user');
      throw new ConsoleHttpError(401, 'CONSOLE.WRONG_LOGIN', 'wrong user name or password');
    }
    const token = await sessions.start(user);
    await security.record('sign-in', user, request.ip, found.roles.join(','));
    const secure = config.secureCookie === 'always' || (config.secureCookie === 'auto' && request.protocol === 'https');
    // No Max-Age: the cookie ends with the browser, the session earlier if idle (the server decides).
    reply.setCookie(sessionCookie, token, { path: '/', httpOnly: true, sameSite: 'strict', secure });
    return reply.status(204).send();
  });

  app.get('/console/api/session', async (request) => {
    const { user, roles, csrfToken } = sessionOf(request);
    return { user, roles, csrfToken } satisfies SessionInfo;
  });

  app.delete<{ Querystring: { everywhere?: string } }>('/console/api/session', async (request, reply) => {
    const session = changingSession(request, () => true, 'sign out');
    const everywhere = request.query.everywhere === 'true';
    if (everywhere) await sessions.endAll(session.user);
    else await sessions.end(session);
    if (everywhere) streams.endUser(session.user);
    else streams.endSession(session.tokenHash);
    await security.record('sign-out', session.user, request.ip, everywhere ? 'everywhere' : '');
    reply.clearCookie(sessionCookie, { path: '/' });
    return reply.status(204).send();
  });

  app.put('/console/api/session/password', async (request, reply) => {
    const session = changingSession(request, () => true, 'change their password');
    const parsed = ownPasswordSchema.safeParse(request.body);
    if (!parsed.success) throw new ConsoleHttpError(400, 'CONSOLE.BAD_REQUEST', 'send { "current", "password" }');
    // Checked before the current password is: a refused new one costs no guess.
    const problem = passwordProblem(parsed.data.password);
    if (problem) throw new ConsoleHttpError(400, 'CONSOLE.BAD_REQUEST', problem.message, { reason: problem.reason });
    const { right } = await checkPassword(request, session.user, parsed.data.current);
    if (!right) {
      await security.record('sign-in-failed', session.user, request.ip, 'wrong-current-password');
      throw new ConsoleHttpError(403, 'CONSOLE.WRONG_LOGIN', 'the current password is not right');
    }
    await users.change(session.user, { password: parsed.data.password }, { keepSession: session.tokenHash });
    streams.endUser(session.user);
    await security.record('password-change', session.user, request.ip);
    return reply.status(204).send();
  });
}
