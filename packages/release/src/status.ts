// `status`: what is live and stored, per remote, as text or as the JSON object the console reads too.
import { incompatibility, misfitOf, type BuildRequirements } from '@site/federation/compatibility';
import { isRemoteName, remoteNames, type RemoteName, type Rollout } from '@site/federation';
import { nextStepAt } from './rollout-plan.js';
import { addPages, pageChanges } from './area-status.js';
import { activationTimes, previousVersion } from './release-log.js';
import { describeRequirements, shellProvides, type ReleaseContext } from './release-context.js';
import { addReports, printReports } from './reports.js';
import { listVersions, type Provenance, type VersionInfo } from './version-store.js';

export interface RemoteStatus {
  active: string | null;
  previous: string | null;
  /** The version a share of visitors gets beside the active one, and the staged rollout driving it. */
  canary: { version: string; percent: number; since: number; rollout?: Rollout } | null;
  versions: (VersionInfo & { activatedAt: number | null; publishedBy: string | null })[];
}

export async function readStatus(ctx: ReleaseContext): Promise<Record<RemoteName, RemoteStatus>> {
  const [registry, events] = await Promise.all([ctx.records.read(), ctx.records.events()]);
  const status = {} as Record<RemoteName, RemoteStatus>;
  for (const remote of remoteNames) {
    const active = registry?.[remote].version ?? null;
    const activated = activationTimes(events, remote);
    const publishers = new Map(events.filter((item) => item.remote === remote && item.action === 'publish' && item.to).map((item) => [item.to!, item.actor]));
    const versions = (await listVersions(ctx.remotesDir, remote)).map((info) => ({ ...info, activatedAt: activated.get(info.version) ?? null, publishedBy: publishers.get(info.version) ?? null }));
    const canary = registry?.[remote].canary;
    status[remote] = {
      active,
      previous: previousVersion(events, remote, active ?? undefined),
      canary: canary ? { version: canary.version, percent: canary.percent, since: canary.since, ...(canary.rollout ? { rollout: canary.rollout } : {}) } : null,
      versions,
    };
  }
  return status;
}

const isoTime = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms).toISOString());

/** A staged rollout as `status --json` shows it. */
function rolloutStatus(rollout: Rollout) {
  const { steps, every, everyMs, step, stepSince, pausedAt, startedBy } = rollout;
  return { steps, every, everyMs, step, stepSince: isoTime(stepSince)!, nextAt: isoTime(nextStepAt(rollout)), paused: pausedAt !== undefined, pausedAt: isoTime(pausedAt), startedBy };
}

/**
 * What `status --json` prints (and the console's `GET /console/api/remotes` answers): per remote
 * the active, previous and canary versions (with a staged rollout's plan and step), the stored
 * versions with their details (published when and by whom, requirements and whether they fit the
 * live shell, last live), their pages and menu entries, and the last hour's browser reports.
 */
export async function statusObject(ctx: ReleaseContext): Promise<{ remotes: Record<RemoteName, Record<string, unknown>>; shell: BuildRequirements | null }> {
  const [all, shell] = await Promise.all([readStatus(ctx), shellProvides(ctx).catch(() => undefined)]);
  const details = (info: RemoteStatus['versions'][number]) => {
    const misfit = info.requires && shell ? (misfitOf(info.requires, shell) ?? null) : null;
    return {
      publishedAt: isoTime(info.publishedAt)!,
      publishedBy: info.publishedBy,
      activatedAt: isoTime(info.activatedAt),
      commit: info.commit ?? null,
      provenance: info.provenance ?? null,
      requires: info.requires ?? null,
      fits: info.requires && shell ? misfit === null : null,
      misfit,
    };
  };
  const remotes = Object.fromEntries(
    Object.entries(all).map(([remote, item]) => [
      remote,
      {
        active: item.active,
        previous: item.previous,
        versions: item.versions.map((info) => info.version),
        canary: item.canary && {
          version: item.canary.version,
          percent: item.canary.percent,
          since: isoTime(item.canary.since)!,
          ...(item.canary.rollout ? { rollout: rolloutStatus(item.canary.rollout) } : {}),
        },
        details: Object.fromEntries(item.versions.map((info) => [info.version, details(info)])),
      },
    ]),
  ) as unknown as Record<RemoteName, Record<string, unknown> & { active: string | null; previous: string | null; versions: string[] }>;
  await addPages(ctx.remotesDir, remotes);
  await addReports(ctx, remotes);
  return { remotes, shell: shell ? { federationContract: shell.federationContract, packages: shell.packages } : null };
}

export async function status(ctx: ReleaseContext, json: boolean): Promise<void> {
  if (json) {
    ctx.print(JSON.stringify(await statusObject(ctx)));
    return;
  }
  const all = await readStatus(ctx);
  const time = (ms: number | null) => (ms === null ? '-' : new Date(ms).toISOString().replace('T', ' ').slice(0, 16));
  const shell = await shellProvides(ctx).catch(() => undefined);
  ctx.print(`shell provides: ${shell ? describeRequirements(shell) : 'unknown (the shell is not built)'}`);
  for (const [remote, item] of Object.entries(all)) {
    const rollout = item.canary?.rollout;
    const plan = rollout
      ? `, staged rollout ${rollout.steps.join(',')}% every ${rollout.every}: step ${rollout.step + 1}${rollout.pausedAt === undefined ? `, next at ${time(nextStepAt(rollout)!)}` : ', paused'}`
      : '';
    const canary = item.canary ? `, canary ${item.canary.version} for ${item.canary.percent}% since ${time(item.canary.since)}${plan}` : '';
    ctx.print(`${remote}: active ${item.active ?? '-'}, previous ${item.previous ?? '-'}${canary}`);
    for (const info of item.versions) {
      const mark = info.version === item.active ? '*' : info.version === item.canary?.version ? '~' : ' ';
      ctx.print(`  ${mark} ${info.version.padEnd(28)} published ${time(info.publishedAt)}  activated ${time(info.activatedAt)}${info.baseUrl ? `  at ${info.baseUrl}` : ''}`);
      const misfit = info.requires && shell ? incompatibility(info.requires, shell) : undefined;
      const verdict = !info.requires ? 'not recorded' : !shell ? 'unknown' : misfit ? `does not fit the shell: needs ${misfit}` : 'fits the shell';
      ctx.print(`      requires ${info.requires ? describeRequirements(info.requires) : '-'}: ${verdict}`);
      if (info.provenance) ctx.print(`      from ${describeProvenance(info.provenance)}`);
    }
    for (const line of await pageChanges(ctx.remotesDir, remote, item)) ctx.print(line);
  }
  await printReports(ctx, all);
  // Releases only: the back office's own entries (user changes) are the console's to show.
  const events = (await ctx.records.events()).filter((event) => isRemoteName(event.remote)).slice(-10);
  if (events.length) ctx.print('recent changes:');
  for (const event of events) {
    ctx.print(`  ${time(event.at)}  ${event.actor}  ${event.action} ${event.remote} ${event.from ?? '-'} -> ${event.to ?? '-'}  check: ${event.check}`);
  }
}


/** `pushed with token parts-ci, commit 1a2b3c4 of https://git.example/parts, run https://ci.example/7, upload sha256 4adf5a917da8…` */
function describeProvenance(provenance: Provenance): string {
  return [
    provenance.via === 'push' ? `pushed with ${provenance.by}` : `published from the checkout by ${provenance.by}`,
    ...(provenance.commit ? [`commit ${provenance.commit}${provenance.repository ? ` of ${provenance.repository}` : ''}`] : []),
    ...(provenance.pipeline ? [`run ${provenance.pipeline}`] : []),
    ...(provenance.digest ? [`upload sha256 ${provenance.digest.slice(0, 12)}…`] : []),
  ].join(', ');
}
