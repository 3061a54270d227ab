import { existsSync } from 'node:fs';
import { access, constants, copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { shellBuildDir } from '@site/config/locations';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { incompatibility, type BuildRequirements } from '@site/federation/compatibility';
import { areaManifestFile } from '@site/federation/area-manifest';
import { runHealthCheck } from './health-check.js';
import { addReports, printReports } from './reports.js';
import type { SiteEventsReader } from '@site/api';
import { activationTimes, previousVersion, type ReleaseEvent } from './release-log.js';
import type { RegistryBackend } from '@site/federation/registry-backend';
import { devServerVersion, isRemoteName, nextStepAt, parseRolloutEvery, parseRolloutSteps, remoteNames, remoteRecord, versionPattern, type Canary, type Registry, type RemoteName, type Rollout } from '@site/federation';
import { signPreview } from '@site/federation/preview';
import { appFolder, assertBuildsArea, buildInto, commitOf, defaultVersion, workspaceApp } from './area-build.js';
import { contributionRefusal } from './area-manifests.js';
import { addPages, pageChanges } from './area-status.js';
import { findVersion, listVersions, moveIntoStore, readRequirements, removeVersion, stagingFolder, writeVersionInfo, type VersionInfo } from './version-store.js';

/** A refusal the release manager can act on: printed as one line, exit code 1. */
export class ReleaseError extends Error {
  override name = 'ReleaseError';
  /**
   * `invalid`: the request itself is wrong (an unknown version, a bad share); `conflict`: the state
   * does not allow it now; `refused`: activation's checks refuse the version.
   */
  constructor(
    message: string,
    readonly kind: 'invalid' | 'conflict' | 'refused' = 'conflict',
  ) {
    super(message);
  }
}

export interface ReleaseContext {
  repoRoot: string;
  remotesDir: string;
  backend: RegistryBackend;
  actor: string;
  renderTimeoutMs: number;
  now: () => number;
  print: (line: string) => void;
  /** Replaced in tests. */
  healthCheck?: typeof runHealthCheck;
  /** The live shell's build (provides.json, the server render): this checkout's `shell/dist` when absent. */
  shellBuildDir?: string;
  /** What the live shell provides (its build's provides.json); replaced in tests. */
  shellProvides?: () => Promise<BuildRequirements>;
  /** The site's browser reports (status, errors), opened when first asked. */
  siteEvents?: () => Promise<SiteEventsReader>;
}

/** What the live shell provides: its build records it (provides.json). */
async function builtShellProvides(ctx: ReleaseContext): Promise<BuildRequirements> {
  try {
    return JSON.parse(await readFile(join(ctx.shellBuildDir ?? shellBuildDir, 'provides.json'), 'utf8')) as BuildRequirements;
  } catch {
    throw new ReleaseError('the shell is not built, so what it provides is unknown: run npm run build');
  }
}

/** What the live shell provides, as the context says (tests) or its build records. */
const shellProvides = (ctx: ReleaseContext) => (ctx.shellProvides ?? (() => builtShellProvides(ctx)))();

const dayMs = 24 * 60 * 60 * 1000;

export function remoteArgument(value: string | undefined): RemoteName {
  if (!value) throw new ReleaseError(`name a remote: ${remoteNames.join(', ')}`);
  if (!isRemoteName(value)) throw new ReleaseError(`unknown remote "${value}" (remotes: ${remoteNames.join(', ')})`);
  return value;
}

export interface RemoteStatus {
  active: string | null;
  previous: string | null;
  /** The version a share of visitors gets beside the active one, and the staged rollout driving it. */
  canary: { version: string; percent: number; since: number; rollout?: Rollout } | null;
  versions: (VersionInfo & { activatedAt: number | null; publishedBy: string | null })[];
}

export async function readStatus(ctx: ReleaseContext): Promise<Record<RemoteName, RemoteStatus>> {
  const [registry, events] = await Promise.all([ctx.backend.read(), ctx.backend.events()]);
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
  return { steps, every, everyMs, step, stepSince: isoTime(stepSince)!, nextAt: isoTime(nextStepAt(rollout)), paused: pausedAt !== undefined, startedBy };
}

/**
 * What `status --json` prints (and the console's `GET /console/api/remotes` answers): per remote
 * the active, previous and canary versions (with a staged rollout's plan and step), the stored
 * versions with their details (published when and by whom, requirements and whether they fit the
 * live shell, last live), their pages and menu entries, and the last hour's browser reports.
 */
export async function statusObject(ctx: ReleaseContext): Promise<{ remotes: Record<RemoteName, Record<string, unknown>>; shell: string | null }> {
  const [all, shell] = await Promise.all([readStatus(ctx), shellProvides(ctx).catch(() => undefined)]);
  const details = (info: RemoteStatus['versions'][number]) => {
    const misfit = info.requires && shell ? (incompatibility(info.requires, shell) ?? null) : null;
    return {
      publishedAt: isoTime(info.publishedAt)!,
      publishedBy: info.publishedBy,
      activatedAt: isoTime(info.activatedAt),
      commit: info.commit ?? null,
      requires: info.requires ? describeRequirements(info.requires) : null,
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
  return { remotes, shell: shell ? describeRequirements(shell) : null };
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
    }
    for (const line of await pageChanges(ctx.remotesDir, remote, item)) ctx.print(line);
  }
  await printReports(ctx, all);
  const events = (await ctx.backend.events()).slice(-10);
  if (events.length) ctx.print('recent changes:');
  for (const event of events) {
    ctx.print(`  ${time(event.at)}  ${event.actor}  ${event.action} ${event.remote} ${event.from ?? '-'} -> ${event.to ?? '-'}  check: ${event.check}`);
  }
}

/**
 * Builds `remote` into a new version in the store (or, with `to`, an upload directory): the
 * workspace's app, or with `root` the app in that folder (a team's own copy of the area).
 */
export async function publish(ctx: ReleaseContext, remote: RemoteName, options: { version?: string; to?: string; baseUrl?: string; root?: string }): Promise<string> {
  if (options.to && !options.baseUrl) throw new ReleaseError('--to needs --base-url: the URL the upload directory is served at');
  const appDir = options.root ? appFolder(options.root) : workspaceApp(ctx.repoRoot, remote);
  const version = options.version ?? defaultVersion(appDir, ctx.now());
  if (!versionPattern.test(version)) throw new ReleaseError(`"${version}" is not a valid version name (letters, digits, . + - _)`);
  const target = options.to ?? ctx.remotesDir;
  // A pruned version's name stays taken: browsers may keep its files, cached as immutable.
  const publishedBefore = (await ctx.backend.events()).some((item) => item.remote === remote && item.action === 'publish' && item.to === version);
  if (existsSync(join(target, remote, version)) || (await findVersion(ctx.remotesDir, remote, version)) || publishedBefore) {
    throw new ReleaseError(`version ${version} of ${remote} already exists: versions are immutable, publish another version`);
  }
  for (const dir of new Set([target, ctx.remotesDir])) await writable(join(dir, remote));

  ctx.print(`building ${remote} ${version}${options.root ? ` from ${appDir}` : ''} into ${join(target, remote, version)} ...`);
  // Built in the staging area and renamed into place whole: no server or browser ever reads a
  // version folder that is still being written.
  const staging = await stagingFolder(target, remote);
  try {
    buildInto(appDir, remote, version, staging);
    await assertBuildsArea(join(staging, version), remote, appDir);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }

  const requires = await readRequirements(join(staging, version));
  const info: VersionInfo = { version, publishedAt: ctx.now(), ...commitOf(appDir), ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}), ...(requires ? { requires } : {}) };
  await writeFile(join(staging, version, 'release.json'), JSON.stringify(info, null, 2) + '\n');
  const added = await moveIntoStore(join(staging, version), target, remote, version);
  await rm(staging, { recursive: true, force: true });
  if (!added) throw new ReleaseError(`version ${version} of ${remote} was published by someone else meanwhile: versions are immutable, publish another version`);
  if (options.to) {
    // The store keeps only the record of a version that lives on another origin, and its area
    // manifest: activation's checks and status read it there.
    await mkdir(join(ctx.remotesDir, remote, version, 'web'), { recursive: true });
    await writeVersionInfo(ctx.remotesDir, remote, info);
    await copyFile(join(target, remote, version, 'web', areaManifestFile), join(ctx.remotesDir, remote, version, 'web', areaManifestFile));
  }
  await ctx.backend.log(event(ctx, remote, 'publish', null, version, 'none'));
  ctx.print(`published ${remote} ${version}`);
  return version;
}

/**
 * What `activate` would find, before publishing: builds the remote from this checkout into a
 * throwaway store, checks that the live shell can run it and serve its pages and menu entries
 * beside the other areas' live versions, and runs the same health check (every page in both
 * languages through the real shell render, the browser files) against this checkout's shell and
 * registry. Prints every problem; throws when there is one.
 */
export async function check(ctx: ReleaseContext, remote: RemoteName, options: { root?: string } = {}): Promise<void> {
  const registry = await ctx.backend.read();
  if (!registry) throw new ReleaseError('there is no registry yet: start the site once (npm start)');
  const store = await mkdtemp(join(tmpdir(), `release-check-${remote}-`));
  const version = `0.0.0-check.${ctx.now()}`;
  try {
    ctx.print(`building ${remote} from ${options.root ?? 'this checkout'} ...`);
    buildInto(options.root ? appFolder(options.root) : workspaceApp(ctx.repoRoot, remote), remote, version, join(store, remote));
    const problems: string[] = [];
    const requires = await readRequirements(join(store, remote, version));
    const shell = await shellProvides(ctx);
    const misfit = requires ? incompatibility(requires, shell) : 'requirements that the build did not record';
    if (misfit) problems.push(`it needs ${misfit}`);
    const refusal = await contributionRefusal({ remote, versionDir: join(store, remote, version), subject: remote }, { remotesDir: ctx.remotesDir, registry, slots: shell.slots ?? [] });
    if (refusal) problems.push(refusal.line);
    ctx.print(`checking ${remote} in the live shell ...`);
    const candidate = { ...registry, [remote]: remoteRecord(remote, version) };
    problems.push(
      ...(await (ctx.healthCheck ?? runHealthCheck)({ repoRoot: ctx.repoRoot, shellBuildDir: ctx.shellBuildDir ?? shellBuildDir, remotesDir: store, liveRemotesDir: ctx.remotesDir, remote, registry: candidate, renderTimeoutMs: ctx.renderTimeoutMs })),
    );
    for (const problem of problems) ctx.print(`  problem: ${problem}`);
    if (problems.length > 0) throw new ReleaseError(`${remote} would not pass activation: ${problems.length} problem${problems.length > 1 ? 's' : ''}, the first: ${problems[0]}`);
    ctx.print(`${remote}: this checkout's build fits the shell and passes the health check; activation would pass`);
  } finally {
    await rm(store, { recursive: true, force: true });
  }
}

/** Why activation's checks refuse a version: `reason` for the audit log, `line(from)` for the release manager. */
interface Refusal {
  reason: string;
  problems: string[];
  line(from: string): string;
}

/**
 * Activation's checks on a stored version, against the live registry with it in place: whether
 * the live shell can run it, whether its pages and menu entries fit beside the other areas' live
 * versions, and the health check. Resolves with the refusal, or undefined when it would pass.
 */
async function activationRefusal(ctx: ReleaseContext, remote: RemoteName, info: VersionInfo, registry: Registry): Promise<Refusal | undefined> {
  const { version } = info;
  // A version the live shell cannot run (another React, another major of @site/design, another
  // federation contract) is refused before anything is loaded.
  const shell = await shellProvides(ctx);
  const misfit = info.requires ? incompatibility(info.requires, shell) : undefined;
  if (misfit) {
    return { reason: `incompatible: ${misfit}`, problems: [`it needs ${misfit}`], line: (from) => `${remote} ${version} cannot run in the live shell, ${remote} stays at ${from}: it needs ${misfit}` };
  }
  // So is one whose pages or menu entries the shell could not serve beside the other areas' live
  // versions (active and canary): a path two areas claim, a slot the shell lacks, a missing label.
  const contribution = await contributionRefusal(
    { remote, versionDir: join(ctx.remotesDir, remote, version), subject: `${remote} ${version}` },
    { remotesDir: ctx.remotesDir, registry, slots: shell.slots ?? [] },
  );
  if (contribution) return { reason: contribution.reason, problems: [contribution.line], line: () => contribution.line };
  ctx.print(`checking ${remote} ${version} ...`);
  const problems = await (ctx.healthCheck ?? runHealthCheck)({
    repoRoot: ctx.repoRoot,
    shellBuildDir: ctx.shellBuildDir ?? shellBuildDir,
    remotesDir: ctx.remotesDir,
    remote,
    registry: { ...registry, [remote]: remoteRecord(remote, version, info.baseUrl) },
    renderTimeoutMs: ctx.renderTimeoutMs,
  });
  if (problems.length === 0) return undefined;
  const reason = problems[0] + (problems.length > 1 ? ` (and ${problems.length - 1} more)` : '');
  return { reason, problems, line: (from) => `health check failed, ${remote} stays at ${from}: ${reason}` };
}

async function storedVersion(ctx: ReleaseContext, remote: RemoteName, version: string): Promise<VersionInfo> {
  const info = await findVersion(ctx.remotesDir, remote, version);
  if (info) return info;
  const known = (await listVersions(ctx.remotesDir, remote)).map((item) => item.version);
  throw new ReleaseError(`unknown version "${version}" of ${remote} (stored: ${known.join(', ') || 'none'})`, 'invalid');
}

async function liveRegistry(ctx: ReleaseContext): Promise<Registry> {
  const registry = await ctx.backend.read();
  if (!registry) throw new ReleaseError('there is no registry yet: start the site once (npm start)');
  return registry;
}

/**
 * Activation's checks on a stored version without activating it (`check <remote> --version V`,
 * the console's Check): prints each problem and throws a refusal when there is one.
 */
export async function checkStored(ctx: ReleaseContext, remote: RemoteName, version: string): Promise<void> {
  const info = await storedVersion(ctx, remote, version);
  const registry = await liveRegistry(ctx);
  const refusal = await activationRefusal(ctx, remote, info, registry);
  for (const problem of refusal?.problems ?? []) ctx.print(`  problem: ${problem}`);
  await ctx.backend.log(event(ctx, remote, 'check', registry[remote].version, version, refusal ? `failed: ${refusal.reason}` : 'passed'));
  if (refusal) throw new ReleaseError(`${remote} ${version} would not pass activation: ${refusal.problems[0]}`, 'refused');
  ctx.print(`${remote} ${version} fits the shell and passes the health check; activation would pass`);
}

/** How a version goes live: for everyone, for a share of visitors (a canary), or in steps (a staged rollout). */
export type ActivationPlan = { canaryPercent?: number; rollout?: { steps: string | readonly number[]; every: string } };

function validRollout(plan: NonNullable<ActivationPlan['rollout']>, actor: string, now: number): Rollout {
  const steps = parseRolloutSteps(plan.steps);
  if (typeof steps === 'string') throw new ReleaseError(`--steps: ${steps}`, 'invalid');
  const everyMs = parseRolloutEvery(plan.every);
  if (typeof everyMs === 'string') throw new ReleaseError(everyMs, 'invalid');
  return { steps, every: plan.every.trim(), everyMs, step: 0, stepSince: now, startedBy: actor };
}

/**
 * Makes `version` live after the compatibility and health checks: for everyone, or with
 * `plan.canaryPercent` for that share of visitors beside the active version (a canary), or with
 * `plan.rollout` as a canary whose share the site moves up step by step (a staged rollout).
 */
export async function activate(ctx: ReleaseContext, remote: RemoteName, version: string, action: 'activate' | 'rollback' = 'activate', plan: ActivationPlan = {}): Promise<void> {
  const { canaryPercent } = plan;
  if (canaryPercent !== undefined && !(Number.isInteger(canaryPercent) && canaryPercent >= 1 && canaryPercent <= 99)) {
    throw new ReleaseError('--canary takes a whole percentage of visitors from 1 to 99', 'invalid');
  }
  if (canaryPercent !== undefined && plan.rollout) throw new ReleaseError('--canary or --steps, not both: a staged rollout starts at its first step', 'invalid');
  const rollout = plan.rollout && validRollout(plan.rollout, ctx.actor, ctx.now());
  const info = await storedVersion(ctx, remote, version);
  const registry = await liveRegistry(ctx);
  const from = registry[remote].version;
  const running = registry[remote].canary;
  if (running) {
    throw new ReleaseError(`${remote} has a canary running (${running.version} for ${running.percent}% of visitors): promote it or roll it back first`);
  }
  if (from === version) {
    ctx.print(`${remote} ${version} is already active`);
    return;
  }
  const refusal = await activationRefusal(ctx, remote, info, registry);
  if (refusal) {
    await ctx.backend.log(event(ctx, remote, action, from, version, `failed: ${refusal.reason}`));
    throw new ReleaseError(refusal.line(from), 'refused');
  }
  const record = remoteRecord(remote, version, info.baseUrl);
  if (rollout) {
    const percent = rollout.steps[0]!;
    const canary: Canary = { ...record, percent, since: ctx.now(), rollout };
    await ctx.backend.startCanary(remote, canary, event(ctx, remote, 'rollout', from, version, `passed: step 1 of ${rollout.steps.length}, ${percent}% (steps ${rollout.steps.join(',')} every ${rollout.every})`));
    ctx.print(`${remote}: ${version} for ${percent}% of visitors, then ${rollout.steps.slice(1).join('%, ')}% every ${rollout.every} while the guard is satisfied (a staged rollout; pause, resume, or rollback ends it)`);
    return;
  }
  if (canaryPercent !== undefined) {
    await ctx.backend.startCanary(remote, { ...record, percent: canaryPercent, since: ctx.now() }, event(ctx, remote, 'canary', from, version, 'passed'));
    ctx.print(`${remote}: ${version} for ${canaryPercent}% of visitors, ${from} for the rest (canary; promote or rollback ends it)`);
    return;
  }
  await ctx.backend.activate(remote, record, event(ctx, remote, action, from, version, 'passed'));
  ctx.print(`${remote}: ${from} -> ${version} (${action === 'rollback' ? 'rolled back' : 'active'})`);
}

/** The running canary of `remote`, as stored. */
async function runningCanary(ctx: ReleaseContext, remote: RemoteName): Promise<{ canary: Canary; active: string }> {
  const registry = await liveRegistry(ctx);
  const canary = registry[remote].canary;
  if (!canary) throw new ReleaseError(`${remote} has no canary running (active: ${registry[remote].version})`);
  return { canary, active: registry[remote].version };
}

/** Changes the running canary's share of visitors. A staged rollout it followed ends: the share is set by hand from now on. */
export async function setCanaryPercent(ctx: ReleaseContext, remote: RemoteName, percent: number): Promise<void> {
  if (!(Number.isInteger(percent) && percent >= 1 && percent <= 99)) throw new ReleaseError('a canary takes a whole percentage of visitors from 1 to 99', 'invalid');
  const { canary, active } = await runningCanary(ctx, remote);
  const { rollout: _ended, ...byHand } = canary;
  const note = canary.rollout ? ` (the staged rollout ends: its share is set by hand now)` : '';
  if (!(await ctx.backend.updateCanary(remote, canary, { ...byHand, percent }, event(ctx, remote, 'canary', active, canary.version, `passed: ${canary.percent}% -> ${percent}%${note}`)))) {
    throw new ReleaseError(`the canary of ${remote} changed meanwhile: see release status`);
  }
  ctx.print(`${remote}: ${canary.version} for ${percent}% of visitors (was ${canary.percent}%)${note}`);
}

/** Pauses (`pause`) or resumes a staged rollout; resumed, its next step is due one interval later. */
export async function pauseRollout(ctx: ReleaseContext, remote: RemoteName, pause: boolean): Promise<void> {
  const { canary, active } = await runningCanary(ctx, remote);
  const rollout = canary.rollout;
  if (!rollout) throw new ReleaseError(`the canary of ${remote} is not a staged rollout`);
  if ((rollout.pausedAt !== undefined) === pause) {
    ctx.print(`${remote}: the rollout is already ${pause ? 'paused' : 'running'}`);
    return;
  }
  const { pausedAt: _was, ...running } = rollout;
  const next: Rollout = pause ? { ...rollout, pausedAt: ctx.now() } : { ...running, stepSince: ctx.now() };
  const what = `${pause ? 'paused' : 'resumed'} at step ${rollout.step + 1} of ${rollout.steps.length}, ${canary.percent}%`;
  if (!(await ctx.backend.updateCanary(remote, canary, { ...canary, rollout: next }, event(ctx, remote, 'rollout', active, canary.version, `passed: ${what}`)))) {
    throw new ReleaseError(`the canary of ${remote} changed meanwhile: see release status`);
  }
  ctx.print(`${remote}: rollout of ${canary.version} ${what}`);
}

/** The canary becomes the active version for everyone. */
export async function promote(ctx: ReleaseContext, remote: RemoteName): Promise<void> {
  const registry = await ctx.backend.read();
  const canary = registry?.[remote].canary;
  if (!registry || !canary) throw new ReleaseError(`${remote} has no canary to promote (active: ${registry?.[remote].version ?? 'none'})`);
  const from = registry[remote].version;
  if (!(await ctx.backend.promote(remote, canary.version, event(ctx, remote, 'promote', from, canary.version, 'passed')))) {
    throw new ReleaseError(`the canary of ${remote} changed meanwhile: see release status`);
  }
  ctx.print(`${remote}: ${from} -> ${canary.version} (promoted: active for everyone)`);
}

/** How long a preview link works: `90m`, `2h`, `1d` (at most a week). */
export function previewTtlMs(value: string): number {
  const match = /^(\d+)(m|h|d)$/.exec(value);
  const ms = match ? Number(match[1]) * { m: 60_000, h: 3_600_000, d: dayMs }[match[2] as 'm' | 'h' | 'd'] : NaN;
  if (!(ms > 0 && ms <= 7 * dayMs)) throw new ReleaseError(`--ttl takes minutes, hours or days up to a week (30m, 2h, 1d), not "${value}"`);
  return ms;
}

/**
 * A link that shows one browser the live site with `version` of `remote` (or, as `dev`, the area's
 * running `npm run dev -- <remote>` on this machine). Printed last on stdout.
 */
export async function preview(ctx: ReleaseContext, remote: RemoteName, version: string, options: { ttl: string; secret: string | undefined; origin: string }): Promise<string> {
  if (!options.secret || options.secret.length < 16) {
    throw new ReleaseError('RELEASE_PREVIEW_SECRET (16 characters or more, the same as the site\'s) must be set to sign a preview');
  }
  const ttlMs = previewTtlMs(options.ttl);
  if (version !== devServerVersion) {
    const info = await findVersion(ctx.remotesDir, remote, version);
    if (!info || info.baseUrl) {
      const known = (await listVersions(ctx.remotesDir, remote)).filter((item) => !item.baseUrl).map((item) => item.version);
      throw new ReleaseError(`unknown version "${version}" of ${remote} in this site's store (stored: ${known.join(', ') || 'none'}; or dev)`);
    }
    const misfit = info.requires ? incompatibility(info.requires, await shellProvides(ctx)) : undefined;
    if (misfit) throw new ReleaseError(`${remote} ${version} cannot run in the live shell: it needs ${misfit}`);
  }
  const expiresAt = ctx.now() + ttlMs;
  const link = `${options.origin.replace(/\/$/, '')}/preview/${signPreview({ remote, version, expiresAt }, options.secret)}`;
  const what = version === devServerVersion ? `${remote} from npm run dev -- ${remote} on this machine` : `${remote} ${version}`;
  await ctx.backend.log(event(ctx, remote, 'preview', null, version, `none: until ${new Date(expiresAt).toISOString()}`));
  ctx.print(`preview of ${what} until ${new Date(expiresAt).toISOString()}; the badge's exit link (or ?preview=off) ends it. Open:`);
  ctx.print(link);
  return link;
}

/** Back to the version active before; during a canary, ends the canary (everyone keeps the active version). */
export async function rollback(ctx: ReleaseContext, remote: RemoteName): Promise<void> {
  const { previous, active, canary } = (await readStatus(ctx))[remote];
  if (canary && active) {
    await ctx.backend.endCanary(remote, canary.version, event(ctx, remote, 'abort', canary.version, active, 'none'));
    ctx.print(`${remote}: canary ${canary.version} ended, everyone gets ${active}`);
    return;
  }
  if (!previous) throw new ReleaseError(`${remote} has no previous version to roll back to (active: ${active ?? 'none'})`);
  await activate(ctx, remote, previous, 'rollback');
}

export async function prune(ctx: ReleaseContext, remote: RemoteName, keep: number): Promise<string[]> {
  if (!Number.isInteger(keep) || keep < 0) throw new ReleaseError('--keep takes a whole number of versions to keep');
  const { active, previous, canary, versions } = (await readStatus(ctx))[remote];
  const newestFirst = [...versions].reverse();
  const removed: string[] = [];
  for (const [index, info] of newestFirst.entries()) {
    // Open browser tabs may still load the chunks of a version live in the last day.
    const recentlyLive = info.activatedAt !== null && ctx.now() - info.activatedAt < dayMs;
    if (index < keep || info.version === active || info.version === previous || info.version === canary?.version || recentlyLive) continue;
    await removeVersion(ctx.remotesDir, remote, info.version);
    await ctx.backend.log(event(ctx, remote, 'prune', info.version, null, 'none'));
    removed.push(info.version);
  }
  ctx.print(removed.length ? `removed ${remote} ${removed.join(', ')}` : `nothing to remove for ${remote}`);
  return removed;
}

/** `contract 1, react 19.3.1, …` */
function describeRequirements(requirements: BuildRequirements): string {
  return [`contract ${requirements.federationContract}`, ...Object.entries(requirements.packages).map(([name, version]) => `${name} ${version}`)].join(', ');
}

function event(ctx: ReleaseContext, remote: RemoteName, action: ReleaseEvent['action'], from: string | null, to: string | null, check: string): ReleaseEvent {
  return { at: ctx.now(), actor: ctx.actor, remote, action, from, to, check };
}

async function writable(dir: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
    await access(dir, constants.W_OK);
  } catch (error) {
    throw new ReleaseError(`cannot write the store at ${dir}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
}
