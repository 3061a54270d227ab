// The push endpoint (issue 49): `POST /deploy/api/areas/<remote>/versions/<version>`, on the back
// office's listener, for a team's CI with a deploy token and nothing else. It receives the upload
// whole into the store's staging area, verifies it (@site/release's receivePush), stores it, and
// starts it when the token may. Every use, refused or not, is in the release log under the token.
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isRemoteName, parseRolloutEvery, parseRolloutSteps } from '@site/federation';
import { findVersion, receivePush, ReleaseError, sweepStaging, type PushRequest } from '@site/release';
import type { PushResult } from '@site/console-contract/deploy';
import type { ConsoleErrorCode } from '@site/console-contract/errors';
import { ConsoleHttpError } from '../console-guards.js';
import type { ConsoleServices } from '../console-services.js';
import { tokenAllows } from './deploy-tokens.js';

/** Pushes received at once; more wait for a 503 and try again (each holds an upload on disk and a build's verification). */
const concurrentPushes = 2;
const hourMs = 60 * 60 * 1000;

type PushQuery = {
  canary?: string;
  steps?: string;
  every?: string;
  activate?: string;
};

/** What the query asks for once the version is stored, and the right it needs. */
function planOf(query: PushQuery): {
  plan: PushRequest['plan'];
  needs: 'store' | 'canary' | 'activate';
} {
  if (query.canary !== undefined) {
    const percent = Number(query.canary);
    if (!Number.isInteger(percent) || percent < 1 || percent > 99) throw new ConsoleHttpError(400, 'CONSOLE.BAD_REQUEST', 'canary takes a whole percentage of visitors from 1 to 99');
    return { plan: { canaryPercent: percent }, needs: 'canary' };
  }
  if (query.steps !== undefined || query.every !== undefined) {
    const steps = parseRolloutSteps(query.steps ?? '');
    const every = parseRolloutEvery(query.every ?? '');
    if (typeof steps === 'string' || typeof every === 'string') throw new ConsoleHttpError(400, 'CONSOLE.BAD_REQUEST', `a staged rollout: ${typeof steps === 'string' ? steps : every}`);
    return {
      plan: { rollout: { steps, every: query.every! } },
      needs: 'activate',
    };
  }
  if (query.activate !== undefined) return { plan: { activate: true }, needs: 'activate' };
  return { plan: undefined, needs: 'store' };
}

const bearer = (request: FastifyRequest) => /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];

const tokenRefusals = {
  missing: 'a deploy token is needed: send it as "Authorization: Bearer <token>" (release push reads RELEASE_TOKEN)',
  unknown: 'this deploy token is not known',
  revoked: 'this deploy token was revoked',
  expired: 'this deploy token has expired',
} as const;

export async function pushRoutes(app: FastifyInstance, { services }: { services: ConsoleServices }): Promise<void> {
  const tokens = services.deployTokens;
  const { remotesDir } = services.releaseContext('push');
  const { maxUploadBytes, uploadTimeoutMs } = services.config.deploy;
  // What a killed back office left in the staging area (an upload, a half-unpacked version) goes.
  await sweepStaging(remotesDir, hourMs).catch((error: unknown) => app.log.warn({ err: error }, 'sweeping the staging area failed'));
  let running = 0;

  // The upload is read by the handler itself, after the token is checked, and never held in memory.
  app.addContentTypeParser('application/gzip', (_request, payload, done) => done(null, payload));

  app.all('/deploy/api/*', async () => {
    throw new ConsoleHttpError(404, 'CONSOLE.NOT_FOUND', 'no such deploy call: POST /deploy/api/areas/<area>/versions/<version>');
  });

  /**
   * The token, the area and the right a push needs, checked before anything is read or built; a
   * refusal by a known token is logged in its name. A refusal of a POST ends the connection: the
   * rest of the upload goes nowhere.
   */
  async function admit(request: FastifyRequest<{ Params: { remote: string; version: string }; Querystring: PushQuery }>, reply: FastifyReply) {
    reply.header('cache-control', 'no-store');
    const refuse = (status: number, code: ConsoleErrorCode, message: string) => {
      if (request.method === 'POST') reply.header('connection', 'close');
      return new ConsoleHttpError(status, code, message);
    };
    const token = await tokens.authenticate(bearer(request));
    if (typeof token === 'string') throw refuse(401, 'CONSOLE.TOKEN_REFUSED', tokenRefusals[token]);
    const { remote, version } = request.params;
    const actor = `token ${token.name}`;
    const ctx = services.releaseContext(actor);
    const logRefusal = async (reason: string) => {
      if (isRemoteName(remote)) await ctx.records.log({ at: services.clock(), actor, remote, action: 'publish', from: null, to: version.slice(0, 100), check: `failed: ${reason}` });
    };
    if (!isRemoteName(remote)) throw refuse(404, 'CONSOLE.NOT_FOUND', `there is no area "${remote}"`);
    if (token.area !== remote) {
      await logRefusal(`the token ${token.name} ships ${token.area} only`);
      throw refuse(403, 'CONSOLE.FORBIDDEN', `this token ships the ${token.area} area only, not ${remote}`);
    }
    const { plan, needs } = planOf(request.query);
    if (!tokenAllows(token.may, needs)) {
      await logRefusal(`the token ${token.name} may not ${needs === 'canary' ? 'start a canary' : 'activate'}`);
      throw refuse(403, 'CONSOLE.FORBIDDEN', `this token may ${token.may === 'publish' ? 'only store versions' : 'start canaries, not activate'}: ask an admin for a token with --may ${needs}`);
    }
    return { remote, version, ctx, plan, refuse, logRefusal };
  }

  // Asked first by `release push`, before it builds: a token that cannot ship learns it in a second.
  app.get<{ Params: { remote: string; version: string }; Querystring: PushQuery }>('/deploy/api/areas/:remote/versions/:version', async (request, reply) => {
    const { remote, version } = await admit(request, reply);
    return { remote, version, stored: (await findVersion(remotesDir, remote, version)) !== undefined };
  });

  app.post<{ Params: { remote: string; version: string }; Querystring: PushQuery }>('/deploy/api/areas/:remote/versions/:version', async (request, reply) => {
    const { remote, version, ctx, plan, refuse, logRefusal } = await admit(request, reply);
    if (request.headers['content-type'] !== 'application/gzip') throw refuse(415, 'CONSOLE.BAD_REQUEST', 'send the version as application/gzip (a gzipped tar): npm run release -- push');
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > maxUploadBytes) throw refuse(413, 'CONSOLE.TOO_LARGE', `the upload is ${Math.ceil(declared / 1024 / 1024)} MB; at most ${maxUploadBytes / 1024 / 1024} MB (DEPLOY_MAX_UPLOAD_MB)`);
    if (running >= concurrentPushes) {
      reply.header('retry-after', '30');
      throw refuse(503, 'CONSOLE.BUSY', `${concurrentPushes} pushes are being received: try again in 30 s`);
    }

    running++;
    const archive = join(remotesDir, '.staging', `upload-${remote}-${process.pid}-${randomBytes(4).toString('hex')}.tgz`);
    try {
      const started = services.clock();
      const digest = await receiveUpload(request.body as NodeJS.ReadableStream, archive, maxUploadBytes, uploadTimeoutMs).catch(async (error: unknown) => {
        const reason = error instanceof UploadError ? error.message : 'the upload did not arrive whole';
        await logRefusal(reason);
        throw refuse(error instanceof UploadError ? error.status : 400, error instanceof UploadError && error.status === 413 ? 'CONSOLE.TOO_LARGE' : 'CONSOLE.BAD_REQUEST', reason);
      });
      const sent = request.headers['x-upload-sha256'];
      if (typeof sent === 'string' && sent.toLowerCase() !== digest) {
        await logRefusal('the upload arrived changed (its SHA-256 differs)');
        throw refuse(400, 'CONSOLE.BAD_REQUEST', `the upload arrived changed: its SHA-256 is ${digest}, the client sent ${sent}`);
      }
      const received = services.clock();
      try {
        const outcome = await receivePush(ctx, { remote, version, archive, digest, ...(plan ? { plan } : {}) });
        const timings = { receiveMs: received - started, verifyMs: services.clock() - received };
        return { remote, version, outcome: outcome.outcome, digest, files: outcome.files, lines: ctx.lines, timings } satisfies PushResult;
      } catch (error) {
        if (!(error instanceof ReleaseError)) throw error;
        await logRefusal(error.message);
        const status = error.kind === 'invalid' ? 400 : error.kind === 'refused' ? 422 : 409;
        throw new ConsoleHttpError(status, status === 400 ? 'CONSOLE.BAD_REQUEST' : 'CONSOLE.REFUSED', error.message, { lines: ctx.lines });
      }
    } finally {
      running--;
      await rm(archive, { force: true });
    }
  });
}

class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** Writes the upload to `file`, hashing it on the way; refuses one past `maxBytes` or slower than `timeoutMs`. Resolves with its SHA-256 (hex). */
async function receiveUpload(body: NodeJS.ReadableStream, file: string, maxBytes: number, timeoutMs: number): Promise<string> {
  await mkdir(join(file, '..'), { recursive: true });
  const hash = createHash('sha256');
  let bytes = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) return done(new UploadError(`the upload is larger than ${maxBytes / 1024 / 1024} MB (DEPLOY_MAX_UPLOAD_MB)`, 413));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(body, counted, createWriteStream(file), {
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (error instanceof UploadError) throw error;
    if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) throw new UploadError(`the upload took longer than ${timeoutMs / 1000} s`, 408);
    throw error;
  }
  if (bytes === 0) throw new UploadError('the upload is empty', 400);
  return hash.digest('hex');
}
