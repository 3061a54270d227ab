import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ConsoleUser } from '../console-api.js';
import { ConsoleHttpError, changingSession, sessionOf } from '../console-guards.js';
import type { ConsoleServices } from '../console-services.js';
import { UserError } from '../auth/console-users.js';

const isAdmin = (role: string) => role === 'admin';
const addSchema = z.strictObject({ name: z.string().max(100), role: z.string().max(20), password: z.string().max(1024) });
const changeSchema = z.strictObject({ role: z.string().max(20).optional(), password: z.string().max(1024).optional() });

/** Admins manage the console's users here as with `npm run console -- user …`; every change is audited. */
export async function userRoutes(app: FastifyInstance, { services }: { services: ConsoleServices }): Promise<void> {
  const { users, audit } = services;
  /** Runs a change; the user store's refusals (a bad name, a short password) are 400s. */
  const change = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      if (error instanceof UserError) throw new ConsoleHttpError(400, 'CONSOLE.BAD_REQUEST', error.message);
      throw error;
    }
  };
  const keepAnAdmin = async (name: string) => {
    if ((await users.find(name))?.role === 'admin' && (await users.otherAdmins(name)) === 0) throw new ConsoleHttpError(409, 'CONSOLE.REFUSED', 'the last admin stays an admin: make another admin first');
  };

  app.get('/console/api/users', async (request) => {
    if (!isAdmin(sessionOf(request).role)) throw new ConsoleHttpError(403, 'CONSOLE.FORBIDDEN', 'only admins manage users');
    return { users: await users.list() } satisfies { users: ConsoleUser[] };
  });

  app.post('/console/api/users', async (request, reply) => {
    const session = changingSession(request, isAdmin, 'manage users');
    const body = addSchema.safeParse(request.body);
    if (!body.success) throw new ConsoleHttpError(400, 'CONSOLE.BAD_REQUEST', 'send { "name", "role", "password" }');
    await change(() => users.add(body.data.name, body.data.role, body.data.password));
    await audit('console', session.user, 'user-add', `passed: ${body.data.name} as ${body.data.role}`, { to: body.data.name });
    return reply.status(201).send();
  });

  app.patch<{ Params: { name: string } }>('/console/api/users/:name', async (request, reply) => {
    const session = changingSession(request, isAdmin, 'manage users');
    const body = changeSchema.safeParse(request.body);
    if (!body.success || (body.data.role === undefined && body.data.password === undefined)) throw new ConsoleHttpError(400, 'CONSOLE.BAD_REQUEST', 'send { "role" } or { "password" }');
    const { name } = request.params;
    if (body.data.role !== undefined) {
      if (body.data.role !== 'admin') await keepAnAdmin(name);
      await change(() => users.setRole(name, body.data.role!));
      await audit('console', session.user, 'user-role', `passed: ${name} is ${body.data.role}`, { to: name });
    }
    if (body.data.password !== undefined) {
      await change(() => users.setPassword(name, body.data.password!));
      await audit('console', session.user, 'user-password', `passed: ${name}'s sessions ended`, { to: name });
    }
    return reply.status(204).send();
  });

  app.delete<{ Params: { name: string } }>('/console/api/users/:name', async (request, reply) => {
    const session = changingSession(request, isAdmin, 'manage users');
    const { name } = request.params;
    await keepAnAdmin(name);
    await change(() => users.remove(name));
    await audit('console', session.user, 'user-remove', `passed: ${name}`, { from: name });
    return reply.status(204).send();
  });
}
