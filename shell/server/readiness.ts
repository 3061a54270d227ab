import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { withDeadline } from '@site/federation/deadline';
import type { WarmUpResult } from '@site/federation/render-contract';
import type { ResolvedVersions, SiteVersions } from '@site/release/site';

/** How often the warm-up looks for versions it has not loaded (an activation, a canary), and how long it waits after a failure at most. */
const checkEveryMs = 5_000;
const maxRetryMs = 5_000;
const pingTimeoutMs = 1_000;

export interface Readiness {
  /** Why this instance should not get visitors now; empty when it should. */
  problems(): Promise<string[]>;
  /** Starts loading the areas (once the server listens). */
  start(): void;
  /** From now on the instance is going away: not ready, whatever else holds. */
  stopping(): void;
  stop(): void;
}

/**
 * Whether this instance is ready for visitors (`GET /healthz/ready`): every area's active version
 * loaded on the server (its manifest, modules and texts, so the first visitors after a start or a
 * deploy do not pay for them), the database answering, and no stop asked for. The warm-up starts
 * at once and follows the registry: a version activated or started as a canary later is loaded in
 * the background (the instance stays ready meanwhile; its first visitors to that area pay for it).
 */
export function createReadiness(deps: {
  versions: Pick<SiteVersions, 'load'>;
  warmUp: (internalRegistry: ResolvedVersions['internal'], timeoutMs: number) => Promise<WarmUpResult>;
  pingDatabase: () => Promise<unknown>;
  timeoutMs: number;
  log: FastifyBaseLogger;
  /** Load each version the registry names later too (production); false: only until first ready (`npm run dev`, where every save is a new build). */
  follow?: boolean;
}): Readiness {
  let warmedActive = false;
  let lastProblem = 'the areas are not loaded yet';
  let going = false;
  let warmedKeys = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let retryMs = 1_000;

  async function warm(registry: ResolvedVersions): Promise<boolean> {
    const problems = await deps.warmUp(registry.internal, deps.timeoutMs).catch((error: unknown) => ({ shell: String(error) }) as WarmUpResult);
    const failed = Object.entries(problems);
    if (failed.length) {
      lastProblem = `not loaded: ${failed.map(([remote, why]) => `${remote} (${why})`).join('; ')}`;
      deps.log.warn({ problems }, 'areas not loaded on the server yet; trying again');
      return false;
    }
    return true;
  }

  async function round(): Promise<void> {
    timer = undefined;
    if (going) return;
    let next = checkEveryMs;
    try {
      const live = await deps.versions.load();
      // The active versions, then each canary's (one registry per bucket a canary covers).
      const wanted = [live, ...live.canaries.map((canary) => live.forBucket(canary.percent - 1))];
      const keys = new Set<string>();
      let allLoaded = true;
      for (const registry of wanted) {
        keys.add(registry.key);
        if (warmedKeys.has(registry.key)) continue;
        const loaded = await warm(registry);
        if (loaded && registry === live && !warmedActive) {
          warmedActive = true;
          deps.log.info('every area is loaded on the server: ready');
        }
        if (loaded) warmedKeys.add(registry.key);
        allLoaded &&= loaded;
      }
      // Only the registries still served are remembered.
      warmedKeys = new Set([...warmedKeys].filter((key) => keys.has(key)));
      if (!allLoaded) {
        next = retryMs;
        retryMs = Math.min(maxRetryMs, retryMs * 2);
      } else retryMs = 1_000;
    } catch (error) {
      lastProblem = `the registry cannot be read: ${String(error)}`;
      next = retryMs;
      retryMs = Math.min(maxRetryMs, retryMs * 2);
    }
    if (!going && (deps.follow !== false || !warmedActive)) {
      timer = setTimeout(() => void round(), next);
      timer.unref();
    }
  }
  return {
    start() {
      if (!timer && !going) void round();
    },
    async problems() {
      if (going) return ['stopping'];
      const problems: string[] = [];
      if (!warmedActive) problems.push(lastProblem);
      const ping = await withDeadline(deps.pingDatabase(), pingTimeoutMs).then(
        () => undefined,
        (error: unknown) => `the database does not answer: ${error instanceof Error ? error.message : String(error)}`,
      );
      if (ping) problems.push(ping);
      return problems;
    },
    stopping() {
      going = true;
    },
    stop() {
      going = true;
      if (timer) clearTimeout(timer);
    },
  };
}

/** `GET /healthz/live` and `GET /healthz/ready` (never cached, no page, a line of JSON). */
export async function healthRoutes(app: FastifyInstance, { readiness }: { readiness: Readiness }): Promise<void> {
  app.get('/healthz/live', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'live' }));
  app.get('/healthz/ready', async (_request, reply) => {
    const problems = await readiness.problems();
    reply.header('cache-control', 'no-store');
    if (problems.length === 0) return reply.send({ status: 'ready' });
    return reply.status(503).header('retry-after', '1').send({ status: 'not ready', problems });
  });
}
