// The release commands that change what is stored or live: publish, check, activate (for everyone,
// as a canary or as a staged rollout), promote, preview, rollback and prune. `status` is in
// status.ts, a running canary's share and rollout in rollouts.ts.
import { existsSync } from 'node:fs';
import { access, constants, copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { shellBuildDir } from '@site/config/locations';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { incompatibility } from '@site/federation/compatibility';
import { areaManifestFile } from '@site/federation/area-manifest';
import { runHealthCheck } from './health-check.js';
import { devServerVersion, isRemoteName, parseRolloutEvery, parseRolloutSteps, remoteNames, remoteRecord, versionPattern, type Canary, type Registry, type RemoteName, type Rollout } from '@site/federation';
import { signPreview } from './serving/preview-token.js';
import { appFolder, assertBuildsArea, buildInto, commitOf, defaultVersion, toolVersions, workspaceApp } from './area-build.js';
import { hashFiles } from './intake/file-hashes.js';
import { versionIntegrity, writeIntegrityList } from './version-integrity.js';
import { contributionRefusal } from './area-manifests.js';
import { event, liveRegistry, ReleaseError, shellProvides, type ReleaseContext } from './release-context.js';
import { readStatus } from './status.js';
import { wasPublished } from './release-log.js';
import { findVersion, listVersions, moveIntoStore, readRequirements, removeVersion, stagingFolder, writeVersionInfo, type VersionInfo } from './version-store.js';

const dayMs = 24 * 60 * 60 * 1000;

export function remoteArgument(value: string | undefined): RemoteName {
  if (!value) throw new ReleaseError(`name a remote: ${remoteNames.join(', ')}`);
  if (!isRemoteName(value)) throw new ReleaseError(`unknown remote "${value}" (remotes: ${remoteNames.join(', ')})`);
  return value;
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
  const publishedBefore = wasPublished(await ctx.records.events(), remote, version);
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
  const { commit } = commitOf(appDir);
  const info: VersionInfo = {
    version,
    publishedAt: ctx.now(),
    ...(commit ? { commit } : {}),
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    ...(requires ? { requires } : {}),
    files: await hashFiles(join(staging, version)),
    provenance: { via: 'publish', by: ctx.actor, ...(commit ? { commit } : {}), repository: appDir, tools: toolVersions(appDir) },
  };
  await writeFile(join(staging, version, 'release.json'), JSON.stringify(info, null, 2) + '\n');
  await writeIntegrityList(join(staging, version), info.files!);
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
  await ctx.records.log(event(ctx, remote, 'publish', null, version, 'none'));
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
  const registry = await ctx.records.read();
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
    registry: { ...registry, [remote]: remoteRecord(remote, version, info.baseUrl, versionIntegrity(info.files)) },
    renderTimeoutMs: ctx.renderTimeoutMs,
  });
  if (problems.length === 0) return undefined;
  const reason = problems[0] + (problems.length > 1 ? ` (and ${problems.length - 1} more)` : '');
  return { reason, problems, line: (from) => `health check failed, ${remote} stays at ${from}: ${reason}` };
}

/**
 * Why activation would refuse a stored version beside `registry` (a launch's other versions in
 * place), in one line, or undefined when it would pass. Logs nothing: a launch's preflight asks it.
 */
export async function storedVersionRefusal(ctx: ReleaseContext, remote: RemoteName, version: string, registry: Registry): Promise<string | undefined> {
  const info = await findVersion(ctx.remotesDir, remote, version);
  if (!info) return 'it is not in the store (push or publish it first)';
  return (await activationRefusal(ctx, remote, info, registry))?.line(registry[remote].version);
}

async function storedVersion(ctx: ReleaseContext, remote: RemoteName, version: string): Promise<VersionInfo> {
  const info = await findVersion(ctx.remotesDir, remote, version);
  if (info) return info;
  const known = (await listVersions(ctx.remotesDir, remote)).map((item) => item.version);
  throw new ReleaseError(`unknown version "${version}" of ${remote} (stored: ${known.join(', ') || 'none'})`, 'invalid');
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
  await ctx.records.log(event(ctx, remote, 'check', registry[remote].version, version, refusal ? `failed: ${refusal.reason}` : 'passed'));
  if (refusal) throw new ReleaseError(`${remote} ${version} would not pass activation: ${refusal.problems[0]}`, 'refused');
  ctx.print(`${remote} ${version} fits the shell and passes the health check; activation would pass`);
}

/** How a version goes live: for everyone, for a share of visitors (a canary), or in steps (a staged rollout). */
export type ActivationPlan = { canaryPercent?: number; rollout?: { steps: string | readonly number[]; every: string } };

export function validRollout(plan: NonNullable<ActivationPlan['rollout']>, actor: string, now: number): Rollout {
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
    await ctx.records.log(event(ctx, remote, action, from, version, `failed: ${refusal.reason}`));
    throw new ReleaseError(refusal.line(from), 'refused');
  }
  const record = remoteRecord(remote, version, info.baseUrl, versionIntegrity(info.files));
  if (rollout) {
    const percent = rollout.steps[0]!;
    // The first step starts now, once the checks are done: it lasts a whole interval like the others.
    const now = ctx.now();
    const canary: Canary = { ...record, percent, since: now, rollout: { ...rollout, stepSince: now } };
    await ctx.records.startCanary(remote, canary, event(ctx, remote, 'rollout', from, version, `passed: step 1 of ${rollout.steps.length}, ${percent}% (steps ${rollout.steps.join(',')} every ${rollout.every})`));
    ctx.print(`${remote}: ${version} for ${percent}% of visitors, then ${rollout.steps.slice(1).join('%, ')}% every ${rollout.every} while the guard is satisfied (a staged rollout; pause, resume, or rollback ends it)`);
    return;
  }
  if (canaryPercent !== undefined) {
    await ctx.records.startCanary(remote, { ...record, percent: canaryPercent, since: ctx.now() }, event(ctx, remote, 'canary', from, version, 'passed'));
    ctx.print(`${remote}: ${version} for ${canaryPercent}% of visitors, ${from} for the rest (canary; promote or rollback ends it)`);
    return;
  }
  await ctx.records.activate(remote, record, event(ctx, remote, action, from, version, 'passed'));
  ctx.print(`${remote}: ${from} -> ${version} (${action === 'rollback' ? 'rolled back' : 'active'})`);
}

/** The canary becomes the active version for everyone. */
export async function promote(ctx: ReleaseContext, remote: RemoteName): Promise<void> {
  const registry = await ctx.records.read();
  const canary = registry?.[remote].canary;
  if (!registry || !canary) throw new ReleaseError(`${remote} has no canary to promote (active: ${registry?.[remote].version ?? 'none'})`);
  const from = registry[remote].version;
  if (!(await ctx.records.promote(remote, canary.version, event(ctx, remote, 'promote', from, canary.version, 'passed')))) {
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
  // The version's hashes go in the token: an instance without a copy of the store checks them.
  const integrity = version === devServerVersion ? undefined : versionIntegrity((await findVersion(ctx.remotesDir, remote, version))?.files);
  const link = `${options.origin.replace(/\/$/, '')}/preview/${signPreview({ remote, version, expiresAt, ...(integrity ? { integrity } : {}) }, options.secret)}`;
  const what = version === devServerVersion ? `${remote} from npm run dev -- ${remote} on this machine` : `${remote} ${version}`;
  await ctx.records.log(event(ctx, remote, 'preview', null, version, `none: until ${new Date(expiresAt).toISOString()}`));
  ctx.print(`preview of ${what} until ${new Date(expiresAt).toISOString()}; the badge's exit link (or ?preview=off) ends it. Open:`);
  ctx.print(link);
  return link;
}

/** Back to the version active before; during a canary, ends the canary (everyone keeps the active version). */
export async function rollback(ctx: ReleaseContext, remote: RemoteName): Promise<void> {
  const { previous, active, canary } = (await readStatus(ctx))[remote];
  if (canary && active) {
    await ctx.records.endCanary(remote, canary.version, event(ctx, remote, 'abort', canary.version, active, 'none'));
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
    await ctx.records.log(event(ctx, remote, 'prune', info.version, null, 'none'));
    removed.push(info.version);
  }
  ctx.print(removed.length ? `removed ${remote} ${removed.join(', ')}` : `nothing to remove for ${remote}`);
  return removed;
}

async function writable(dir: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
    await access(dir, constants.W_OK);
  } catch (error) {
    throw new ReleaseError(`cannot write the store at ${dir}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
}
