import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SessionInfo } from '../console-api.js';
import { ConsoleHttpError, changingSession, sessionCookie, sessionOf } from '../console-guards.js';
import { verifyPassword } from '../auth/passwords.js';
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

/** `POST`, `GET` and `DELETE /console/api/session`: sign in, who is signed in, sign out (here or everywhere). */
export async function sessionRoutes(app: FastifyInstance, { services }: { services: ConsoleServices }): Promise<void> {
  const { users, sessions, loginFailures, audit, config } = services;

  app.post('/console/api/session', async (request, reply) => {
    // A form on another site cannot send JSON without asking first (CORS), nor forge Origin.
    if (!sameOrigin(request.headers.origin, request.headers.host)) throw new ConsoleHttpError(403, 'CONSOLE.CSRF', 'sign in from the console itself');
    const parsed = signInSchema.safeParse(request.body);
    if (!parsed.success) throw new ConsoleHttpError(400, 'CONSOLE.BAD_REQUEST', 'send { "user", "password" }');
    const { user, password } = parsed.data;
    const wait = await loginFailures.retryAfterSeconds(user, request.ip);
    // Refused before the password is looked at, and not logged: a flood adds no rows.
    if (wait > 0) {
      throw new ConsoleHttpError(429, 'CONSOLE.LOGIN_LIMITED', `too many failed sign-ins: try again in ${wait} s`, { retryAfterSeconds: wait });
    }
    const found = await users.find(user);
    if (!(await verifyPassword(found?.passwordHash, password))) {
      await loginFailures.failed(user, request.ip);
      await audit('console', user, 'sign-in-failed', `failed: ${found ? 'wrong password' : 'no such user'}, from ${request.ip}`);
      throw new ConsoleHttpError(401, 'CONSOLE.WRONG_LOGIN', 'wrong user name or password');
    }
    await loginFailures.succeeded(user);
    const token = await sessions.start(user);
    await audit('console', user, 'sign-in', `passed: ${found!.role}, from ${request.ip}`);
    const secure = config.secureCookie === 'always' || (config.secureCookie === 'auto' && request.protocol === 'https');
    // No Max-Age: the cookie ends with the browser, the session earlier if idle (the server decides).
    reply.setCookie(sessionCookie, token, { path: '/', httpOnly: true, sameSite: 'strict', secure });
    return reply.status(204).send();
  });

  app.get('/console/api/session', async (request) => {
    const { user, role, csrfToken } = sessionOf(request);
    return { user, role, csrfToken } satisfies SessionInfo;
  });

  app.delete<{ Querystring: { everywhere?: string } }>('/console/api/session', async (request, reply) => {
    const session = changingSession(request, () => true, 'sign out');
    const everywhere = request.query.everywhere === 'true';
    if (everywhere) await sessions.endAll(session.user);
    else await sessions.end(session);
    await audit('console', session.user, 'sign-out', everywhere ? 'none: every session' : 'none');
    reply.clearCookie(sessionCookie, { path: '/' });
    return reply.status(204).send();
  });
}
