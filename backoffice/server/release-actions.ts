import { activate, checkStored, pauseRollout, preview, promote, prune, ReleaseError, rollback, setCanaryPercent, type ReleaseContext } from '@site/release';
import type { RemoteName } from '@site/federation';
import { z } from 'zod';
import { releaseActions, type ActionResult, type ReleaseAction } from '@site/console-contract/releases';
import type { ConsoleRole } from '@site/console-contract/session';

/** What a role may do besides reading: a releaser acts on versions, an admin also prunes (and manages users). */
const allowed: Partial<Record<ConsoleRole, ReadonlySet<ReleaseAction>>> = {
  releaser: new Set(releaseActions.filter((action) => action !== 'prune')),
  admin: new Set(releaseActions),
};

export function mayAct(roles: readonly ConsoleRole[], action: ReleaseAction): boolean {
  return roles.some((role) => allowed[role]?.has(action));
}

const version = z.string().min(1).max(100);
/** The body of `POST /console/api/remotes/<remote>/actions`. */
export const actionRequestSchema = z.strictObject({
  action: z.enum(releaseActions),
  version: version.optional(),
  percent: z.number().int().optional(),
  steps: z.union([z.array(z.number().int()).max(20), z.string().max(100)]).optional(),
  every: z.string().max(10).optional(),
  ttl: z.string().max(10).optional(),
  keep: z.number().int().min(0).max(1000).optional(),
});
export type ActionRequestBody = z.infer<typeof actionRequestSchema>;

export interface PreviewSettings {
  secret: string | undefined;
  origin: string;
}

function needVersion(body: ActionRequestBody): string {
  if (!body.version) throw new ReleaseError(`${body.action} needs a version`, 'invalid');
  return body.version;
}

/**
 * Runs one action through the release library, as the CLI does, with the console user as actor:
 * the same checks, the same audit entry. Throws the library's ReleaseError when it refuses.
 */
export async function runAction(ctx: ReleaseContext & { lines: string[] }, remote: RemoteName, body: ActionRequestBody, previews: PreviewSettings): Promise<ActionResult> {
  const result: ActionResult = { action: body.action, remote, lines: ctx.lines };
  switch (body.action) {
    case 'activate':
      await activate(ctx, remote, needVersion(body), 'activate', body.steps || body.every ? { rollout: { steps: body.steps ?? [], every: body.every ?? '' } } : {});
      break;
    case 'canary':
      if (body.percent === undefined) throw new ReleaseError('canary needs a percent', 'invalid');
      if (body.version) await activate(ctx, remote, body.version, 'activate', { canaryPercent: body.percent });
      else await setCanaryPercent(ctx, remote, body.percent);
      break;
    case 'promote':
      await promote(ctx, remote);
      break;
    case 'rollback':
      await rollback(ctx, remote);
      break;
    case 'pause':
    case 'resume':
      await pauseRollout(ctx, remote, body.action === 'pause');
      break;
    case 'preview':
      result.link = await preview(ctx, remote, needVersion(body), { ttl: body.ttl ?? '2h', ...previews });
      break;
    case 'check':
      await checkStored(ctx, remote, needVersion(body));
      break;
    case 'prune':
      if (body.keep === undefined) throw new ReleaseError('prune needs keep: how many versions to keep', 'invalid');
      result.removed = await prune(ctx, remote, body.keep);
      break;
  }
  return result;
}
