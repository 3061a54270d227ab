import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ConsoleUser, SecurityOverview } from '@site/console-contract/session';
import { consoleRemote } from '@site/console-contract/releases';
import { securityEventKinds } from '@site/console-contract/session';
import { ConsoleHttpError, changingSession, sessionOf } from '../console-guards.js';
import type { ConsoleServices } from '../console-services.js';
import { LastAdminError, UserError } from '../auth/console-users.js';

const isAdmin = (roles: readonly string[]) => roles.includes('admin');
/** Roles as a list (`["editor", "sales"]`), or as the CLI writes them (`"editor,sales"`). */
const rolesField = z.union([z.array(z.string().max(20)).max(10), z.string().max(100)]);
// `role` (one, or `"editor,sales"`) as before roles became a set; `roles` otherwise.
const addSchema = z
  .strictObject({ name: z.string().max(100), roles: rolesField.optional(), role: z.string().max(100).optional(), password: z.string().max(1024) })
  .refine((body) => (body.roles === undefined) !== (body.role === undefined), 'send "roles" (or "role")')
  .transform(({ role, roles, ...rest }) => ({ ...rest, roles: roles ?? role! }));
const changeSchema = z.strictObject({ roles: rolesField.optional(), password: z.string().max(1024).optional() });
const rolesText = (roles: string | readonly string[]) => (typeof roles === 'string' ? roles : roles.join(','));
const securityQuery = z.object({ user: z.string().max(100).optional(), kind: z.enum(securityEventKinds).optional(), limit: z.coerce.number().int().min(1).max(1000).default(200) });

/**
 * Admins manage the console's users here as with `npm run console -- user …` (every change in the
 * audit log), read the security log and lift sign-in locks.
 */
export async function userRoutes(app: FastifyInstance, { services }: { services: ConsoleServices }): Promise<void> {
  const { users, audit, streams, security, loginFailures } = services;
  /** Runs a change; the user store's refusals (a bad name, a short password) are 400s, the last admin's 409. */
  const change = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      if (error instanceof LastAdminError) throw new ConsoleHttpError(409, 'CONSOLE.REFUSED', error.message);
      if (error instanceof UserError) throw new ConsoleHttpError(400, 'CONSOLE.BAD_REQUEST', error.message, error.reason ? { reason: error.reason } : {});
      throw error;
    }
  };
  const adminOnly = (roles: readonly string[]) => {
    if (!isAdmin(roles)) throw new ConsoleHttpError(403, 'CONSOLE.FORBIDDEN', 'only admins manage users');
  };

  app.get('/console/api/users', async (request) => {
    adminOnly(sessionOf(request).roles);
    return { users: await users.list() } satisfies { users: ConsoleUser[] };
  });

  app.post('/console/api/users', async (request, reply) => {
    const session = changingSession(request, isAdmin, 'manage users');
    const body = addSchema.safeParse(request.body);
    if (!body.success) throw new ConsoleHttpError(400, 'CONSOLE.BAD_REQUEST', 'send { "name", "roles", "password" } ("role" is taken too)');
    await change(() => users.add(body.data.name, body.data.roles, body.data.password));
    const added = (await users.find(body.data.name))?.roles.join(',') ?? rolesText(body.data.roles);
    await audit(consoleRemote, session.user, 'user-add', `passed: ${body.data.name} as ${added}`, { to: body.data.name });
    return reply.status(201).send();
  });

  // Roles and a password in one request are checked whole, then applied together, or not at all.
  app.patch<{ Params: { name: string } }>('/console/api/users/:name', async (request, reply) => {
    const session = changingSession(request, isAdmin, 'manage users');
    const body = changeSchema.safeParse(request.body);
    if (!body.success || (body.data.roles === undefined && body.data.password === undefined)) throw new ConsoleHttpError(400, 'CONSOLE.BAD_REQUEST', 'send { "roles" } or { "password" }');
    const { name } = request.params;
    const { roles, password } = body.data;
    await change(() => users.change(name, { ...(roles !== undefined ? { roles } : {}), ...(password !== undefined ? { password } : {}) }));
    streams.endUser(name);
    if (roles !== undefined) await audit(consoleRemote, session.user, 'user-role', `passed: ${name} is ${(await users.find(name))?.roles.join(',') ?? rolesText(roles)}`, { to: name });
    if (password !== undefined) await audit(consoleRemote, session.user, 'user-password', `passed: ${name}'s sessions ended`, { to: name });
    return reply.status(204).send();
  });

  app.delete<{ Params: { name: string } }>('/console/api/users/:name', async (request, reply) => {
    const session = changingSession(request, isAdmin, 'manage users');
    const { name } = request.params;
    await change(() => users.remove(name));
    streams.endUser(name);
    await audit(consoleRemote, session.user, 'user-remove', `passed: ${name}`, { from: name });
    return reply.status(204).send();
  });

  app.get('/console/api/security', async (request) => {
    adminOnly(sessionOf(request).roles);
    const query = securityQuery.safeParse(request.query);
    if (!query.success) throw new ConsoleHttpError(400, 'CONSOLE.BAD_REQUEST', query.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
    const [events, locks] = await Promise.all([security.list(query.data), loginFailures.locked()]);
    return { events, locks: locks.map((lock) => ({ ...lock, until: new Date(lock.until).toISOString() })) } satisfies SecurityOverview;
  });

  app.delete<{ Params: { name: string } }>('/console/api/login-locks/:name', async (request, reply) => {
    const session = changingSession(request, isAdmin, 'lift sign-in locks');
    const { name } = request.params;
    if (name.length > 100 || !(await loginFailures.unlock(name))) throw new ConsoleHttpError(404, 'CONSOLE.NOT_FOUND', `"${name}" is not locked`);
    await security.record('unlock', name, request.ip, session.user);
    return reply.status(204).send();
  });
}
