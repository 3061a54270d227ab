import { existsSync } from 'node:fs';
import { access, constants, copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { incompatibility, type BuildRequirements } from '@site/federation/compatibility';
import { areaManifestFile } from '@site/federation/area-manifest';
import { runHealthCheck } from './health-check.js';
import { addReports, printReports } from './reports.js';
import type { SiteEventsReader } from '@site/api';
import { activationTimes, previousVersion, type ReleaseEvent } from './release-log.js';
import type { RegistryBackend } from '@site/federation/registry-backend';
import { devServerVersion, isRemoteName, remoteNames, remoteRecord, versionPattern, type RemoteName } from '@site/federation';
import { signPreview } from '@site/federation/preview';
import { appFolder, assertBuildsArea, buildInto, commitOf, defaultVersion, workspaceApp } from './area-build.js';
import { contributionRefusal } from './area-manifests.js';
import { addPages, pageChanges } from './area-status.js';
import { findVersion, listVersions, moveIntoStore, readRequirements, removeVersion, stagingFolder, writeVersionInfo, type VersionInfo } from './version-store.js';

/** A refusal the release manager can act on: printed as one line, exit code 1. */
export class ReleaseError extends Error {
  override name = 'ReleaseError';
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
  /** What the live shell provides (its build's provides.json); replaced in tests. */
  shellProvides?: () => Promise<BuildRequirements>;
  /** The site's browser reports (status, errors), opened when first asked. */
  siteEvents?: () => Promise<SiteEventsReader>;
}

/** The shell's build records what it provides; the release tool declares it loads it (@site/shell). */
async function builtShellProvides(): Promise<BuildRequirements> {
  try {
    return createRequire(import.meta.url)('@site/shell/provides.json') as BuildRequirements;
  } catch {
    throw new ReleaseError('the shell is not built, so what it provides is unknown: run npm run build');
  }
}

const dayMs = 24 * 60 * 60 * 1000;

export function remoteArgument(value: string | undefined): RemoteName {
  if (!value) throw new ReleaseError(`name a remote: ${remoteNames.join(', ')}`);
  if (!isRemoteName(value)) throw new ReleaseError(`unknown remote "${value}" (remotes: ${remoteNames.join(', ')})`);
  return value;
}

export interface RemoteStatus {
  active: string | null;
  previous: string | null;
  /** The version a share of visitors gets beside the active one. */
  canary: { version: string; percent: number; since: number } | null;
  versions: (VersionInfo & { activatedAt: number | null })[];
}

export async function readStatus(ctx: ReleaseContext): Promise<Record<RemoteName, RemoteStatus>> {
  const [registry, events] = await Promise.all([ctx.backend.read(), ctx.backend.events()]);
  const status = {} as Record<RemoteName, RemoteStatus>;
  for (const remote of remoteNames) {
    const active = registry?.[remote].version ?? null;
    const activated = activationTimes(events, remote);
    const versions = (await listVersions(ctx.remotesDir, remote)).map((info) => ({ ...info, activatedAt: activated.get(info.version) ?? null }));
    const canary = registry?.[remote].canary;
    status[remote] = {
      active,
      previous: previousVersion(events, remote, active ?? undefined),
      canary: canary ? { version: canary.version, percent: canary.percent, since: canary.since } : null,
      versions,
    };
  }
  return status;
}

export async function status(ctx: ReleaseContext, json: boolean): Promise<void> {
  const all = await readStatus(ctx);
  if (json) {
    const remotes = Object.fromEntries(
      Object.entries(all).map(([remote, item]) => [
        remote,
        {
          active: item.active,
          previous: item.previous,
          versions: item.versions.map((info) => info.version),
          canary: item.canary && { version: item.canary.version, percent: item.canary.percent, since: new Date(item.canary.since).toISOString() },
        },
      ]),
    );
    await addPages(ctx.remotesDir, remotes);
    await addReports(ctx, remotes);
    ctx.print(JSON.stringify({ remotes }));
    return;
  }
  const time = (ms: number | null) => (ms === null ? '-' : new Date(ms).toISOString().replace('T', ' ').slice(0, 16));
  const shell = await (ctx.shellProvides ?? builtShellProvides)().catch(() => undefined);
  ctx.print(`shell provides: ${shell ? describeRequirements(shell) : 'unknown (the shell is not built)'}`);
  for (const [remote, item] of Object.entries(all)) {
    const canary = item.canary ? `, canary ${item.canary.version} for ${item.canary.percent}% since ${time(item.canary.since)}` : '';
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
    const shell = await (ctx.shellProvides ?? builtShellProvides)();
    const misfit = requires ? incompatibility(requires, shell) : 'requirements that the build did not record';
    if (misfit) problems.push(`it needs ${misfit}`);
    const refusal = await contributionRefusal({ remote, versionDir: join(store, remote, version), subject: remote }, { remotesDir: ctx.remotesDir, registry, slots: shell.slots ?? [] });
    if (refusal) problems.push(refusal.line);
    ctx.print(`checking ${remote} in the live shell ...`);
    const candidate = { ...registry, [remote]: remoteRecord(remote, version) };
    problems.push(
      ...(await (ctx.healthCheck ?? runHealthCheck)({ repoRoot: ctx.repoRoot, remotesDir: store, liveRemotesDir: ctx.remotesDir, remote, registry: candidate, renderTimeoutMs: ctx.renderTimeoutMs })),
    );
    for (const problem of problems) ctx.print(`  problem: ${problem}`);
    if (problems.length > 0) throw new ReleaseError(`${remote} would not pass activation: ${problems.length} problem${problems.length > 1 ? 's' : ''}, the first: ${problems[0]}`);
    ctx.print(`${remote}: this checkout's build fits the shell and passes the health check; activation would pass`);
  } finally {
    await rm(store, { recursive: true, force: true });
  }
}

/**
 * Makes `version` live after the compatibility and health checks: for everyone, or with
 * `canaryPercent` for that share of visitors beside the active version (a canary).
 */
export async function activate(ctx: ReleaseContext, remote: RemoteName, version: string, action: 'activate' | 'rollback' = 'activate', canaryPercent?: number): Promise<void> {
  if (canaryPercent !== undefined && !(Number.isInteger(canaryPercent) && canaryPercent >= 1 && canaryPercent <= 99)) {
    throw new ReleaseError('--canary takes a whole percentage of visitors from 1 to 99');
  }
  const info = await findVersion(ctx.remotesDir, remote, version);
  if (!info) {
    const known = (await listVersions(ctx.remotesDir, remote)).map((item) => item.version);
    throw new ReleaseError(`unknown version "${version}" of ${remote} (stored: ${known.join(', ') || 'none'})`);
  }
  const registry = await ctx.backend.read();
  if (!registry) throw new ReleaseError('there is no registry yet: start the site once (npm start)');
  const from = registry[remote].version;
  const running = registry[remote].canary;
  if (running) {
    throw new ReleaseError(`${remote} has a canary running (${running.version} for ${running.percent}% of visitors): promote it or roll it back first`);
  }
  if (from === version) {
    ctx.print(`${remote} ${version} is already active`);
    return;
  }
  const record = remoteRecord(remote, version, info.baseUrl);
  // A version the live shell cannot run (another React, another major of @site/design, another
  // federation contract) is refused before anything is loaded.
  const shell = await (ctx.shellProvides ?? builtShellProvides)();
  const misfit = info.requires ? incompatibility(info.requires, shell) : undefined;
  if (misfit) {
    await ctx.backend.log(event(ctx, remote, action, from, version, `failed: incompatible: ${misfit}`));
    throw new ReleaseError(`${remote} ${version} cannot run in the live shell, ${remote} stays at ${from}: it needs ${misfit}`);
  }
  // So is one whose pages or menu entries the shell could not serve beside the other areas' live
  // versions (active and canary): a path two areas claim, a slot the shell lacks, a missing label.
  const refusal = await contributionRefusal(
    { remote, versionDir: join(ctx.remotesDir, remote, version), subject: `${remote} ${version}` },
    { remotesDir: ctx.remotesDir, registry, slots: shell.slots ?? [] },
  );
  if (refusal) {
    await ctx.backend.log(event(ctx, remote, action, from, version, `failed: ${refusal.reason}`));
    throw new ReleaseError(refusal.line);
  }
  ctx.print(`checking ${remote} ${version} ...`);
  const problems = await (ctx.healthCheck ?? runHealthCheck)({
    repoRoot: ctx.repoRoot,
    remotesDir: ctx.remotesDir,
    remote,
    registry: { ...registry, [remote]: record },
    renderTimeoutMs: ctx.renderTimeoutMs,
  });
  if (problems.length > 0) {
    const reason = problems[0] + (problems.length > 1 ? ` (and ${problems.length - 1} more)` : '');
    await ctx.backend.log(event(ctx, remote, action, from, version, `failed: ${reason}`));
    throw new ReleaseError(`health check failed, ${remote} stays at ${from}: ${reason}`);
  }
  if (canaryPercent !== undefined) {
    await ctx.backend.startCanary(remote, { ...record, percent: canaryPercent, since: ctx.now() }, event(ctx, remote, 'canary', from, version, 'passed'));
    ctx.print(`${remote}: ${version} for ${canaryPercent}% of visitors, ${from} for the rest (canary; promote or rollback ends it)`);
    return;
  }
  await ctx.backend.activate(remote, record, event(ctx, remote, action, from, version, 'passed'));
  ctx.print(`${remote}: ${from} -> ${version} (${action === 'rollback' ? 'rolled back' : 'active'})`);
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
    const misfit = info.requires ? incompatibility(info.requires, await (ctx.shellProvides ?? builtShellProvides)()) : undefined;
    if (misfit) throw new ReleaseError(`${remote} ${version} cannot run in the live shell: it needs ${misfit}`);
  }
  const expiresAt = ctx.now() + ttlMs;
  const link = `${options.origin.replace(/\/$/, '')}/preview/${signPreview({ remote, version, expiresAt }, options.secret)}`;
  const what = version === devServerVersion ? `${remote} from npm run dev -- ${remote} on this machine` : `${remote} ${version}`;
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
