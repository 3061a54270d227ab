import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { consoleRemote } from '@site/console-contract/releases';
import { deployRights, type DeployToken, type NewDeployToken } from '@site/console-contract/deploy';
import { remoteNames } from '@site/federation';
import { ConsoleHttpError, changingSession, sessionOf } from '../console-guards.js';
import type { ConsoleServices } from '../console-services.js';
import { DeployTokenError, parseExpiry } from '../deploy/deploy-tokens.js';

const isAdmin = (roles: readonly string[]) => roles.includes('admin');
const addSchema = z.strictObject({
  name: z.string().max(100),
  area: z.enum(remoteNames),
  may: z.enum(deployRights).default('publish'),
  /** `90d`, `12h` or `never`. */
  expires: z.string().max(10).default('90d'),
});

/** Admins make, list and revoke the teams' deploy tokens here as with `npm run console -- token …`; each change is audited. */
export async function tokenRoutes(app: FastifyInstance, { services }: { services: ConsoleServices }): Promise<void> {
  const { deployTokens, audit } = services;

  app.get('/console/api/deploy-tokens', async (request) => {
    if (!isAdmin(sessionOf(request).roles)) throw new ConsoleHttpError(403, 'CONSOLE.FORBIDDEN', 'only admins manage deploy tokens');
    return { tokens: await deployTokens.list() } satisfies {
      tokens: DeployToken[];
    };
  });

  app.post('/console/api/deploy-tokens', async (request, reply) => {
    const session = changingSession(request, isAdmin, 'manage deploy tokens');
    const body = addSchema.safeParse(request.body);
    if (!body.success) throw new ConsoleHttpError(400, 'CONSOLE.BAD_REQUEST', `send { "name", "area": ${remoteNames.join('|')}, "may": ${deployRights.join('|')}, "expires": "90d" }`);
    try {
      const made = await deployTokens.add({
        ...body.data,
        expiresInMs: parseExpiry(body.data.expires),
        createdBy: session.user,
      });
      await audit(consoleRemote, session.user, 'token-add', `passed: ${made.record.name} ships ${made.record.area} (${made.record.may}), expires ${made.record.expiresAt ?? 'never'}`, {
        to: made.record.name,
      });
      return reply.status(201).send(made satisfies NewDeployToken);
    } catch (error) {
      if (error instanceof DeployTokenError) throw new ConsoleHttpError(400, 'CONSOLE.BAD_REQUEST', error.message);
      throw error;
    }
  });

  app.delete<{ Params: { name: string } }>('/console/api/deploy-tokens/:name', async (request, reply) => {
    const session = changingSession(request, isAdmin, 'manage deploy tokens');
    const { name } = request.params;
    if (!(await deployTokens.revoke(name))) throw new ConsoleHttpError(404, 'CONSOLE.NOT_FOUND', `there is no active token named ${name}`);
    await audit(consoleRemote, session.user, 'token-revoke', `passed: ${name}`, { from: name });
    return reply.status(204).send();
  });
}
