// A version pushed by a team's CI (`release push`, issue 49): unpacked safely, verified as activation
// would, recorded with every file's SHA-256 and where it came from, then stored whole, or not at all.
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { versionPattern, type RemoteName } from '@site/federation';
import { incompatibility } from '@site/federation/compatibility';
import { contributionRefusal, readVersionManifest } from '../area-manifests.js';
import { activate, type ActivationPlan } from '../commands.js';
import { wasPublished } from '../release-log.js';
import { event, liveRegistry, ReleaseError, shellProvides, type ReleaseContext } from '../release-context.js';
import { findVersion, moveIntoStore, readRequirements, stagingFolder, type Provenance, type VersionInfo } from '../version-store.js';
import { filesUnder, hashFiles, sameFiles } from './file-hashes.js';
import { writeIntegrityList } from '../version-integrity.js';
import { unpackSafely, UnsafeArchiveError, type UnpackLimits } from './safe-unpack.js';

/** `push.json`, the push's own record in the upload: what it is and where it was built. */
const pushRecordSchema = z.strictObject({
  remote: z.string().max(40),
  version: z.string().max(100),
  commit: z.string().max(100).optional(),
  repository: z.string().max(300).optional(),
  pipeline: z.string().max(500).optional(),
  tools: z.record(z.string().max(100), z.string().max(100)).optional(),
});
export type PushRecord = z.infer<typeof pushRecordSchema>;

export interface PushRequest {
  remote: RemoteName;
  version: string;
  /** The upload as received: a gzipped tar of the version's folder. */
  archive: string;
  /** SHA-256 (hex) of `archive`. */
  digest: string;
  /** How it goes live once stored; none: it is only stored. */
  plan?: ActivationPlan & { activate?: boolean };
  limits?: UnpackLimits;
}

export interface PushOutcome {
  outcome: 'stored' | 'unchanged';
  files: number;
}

/** `push.json` of an unpacked upload, checked against the address it was sent to. */
async function readPushRecord(dir: string, remote: RemoteName, version: string): Promise<PushRecord> {
  const text = await readFile(join(dir, 'push.json'), 'utf8').catch(() => undefined);
  if (text === undefined) throw new ReleaseError('the upload has no push.json: push with npm run release -- push', 'invalid');
  let parsed: ReturnType<typeof pushRecordSchema.safeParse>;
  try {
    parsed = pushRecordSchema.safeParse(JSON.parse(text));
  } catch {
    throw new ReleaseError('push.json is not JSON', 'invalid');
  }
  if (!parsed.success) throw new ReleaseError(`push.json: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'its fields'}: ${issue.message}`).join('; ')}`, 'invalid');
  if (parsed.data.remote !== remote || parsed.data.version !== version) {
    throw new ReleaseError(`the upload is ${parsed.data.remote} ${parsed.data.version}, sent as ${remote} ${version}`, 'invalid');
  }
  return parsed.data;
}

/**
 * Why the unpacked version in `dir` may not join the store: a build without both entries, an area
 * manifest that fails its schema or is another area's, a build the live shell cannot run, pages
 * or menu entries that clash with the other areas' live versions.
 */
async function versionRefusal(ctx: ReleaseContext, remote: RemoteName, version: string, dir: string): Promise<string | undefined> {
  for (const entry of ['web/remoteEntry.js', 'node/remoteEntry.js']) if (!existsSync(join(dir, entry))) return `the upload has no ${entry}: it is not a built area`;
  const read = await readVersionManifest(dir);
  if ('problem' in read) return `its area manifest: ${read.problem}`;
  if (read.manifest.remote !== remote) return `it builds the ${read.manifest.remote} area, not ${remote}`;
  const requires = await readRequirements(dir);
  if (!requires) return 'it has no requirements.json: what it was built against is unknown';
  const shell = await shellProvides(ctx);
  const misfit = incompatibility(requires, shell);
  if (misfit) return `the live shell cannot run it: it needs ${misfit}`;
  const registry = await liveRegistry(ctx);
  const refusal = await contributionRefusal(
    { remote, versionDir: dir, subject: `${remote} ${version}` },
    {
      remotesDir: ctx.remotesDir,
      registry,
      slots: shell.slots ?? [],
    },
  );
  return refusal?.line;
}

/**
 * Takes a pushed version into the store: unpacks it in the store's staging area, verifies it,
 * records each file's SHA-256 and its provenance, and renames it into place whole. The same
 * version with the same bytes is a no-op; with other bytes it is refused (versions are immutable).
 * Then, with a plan, makes it live through the same checks as every activation. Whatever fails,
 * the store and the registry are as they were (a version stored before its activation was refused stays stored).
 */
export async function receivePush(ctx: ReleaseContext, request: PushRequest): Promise<PushOutcome> {
  const { remote, version } = request;
  if (!versionPattern.test(version)) throw new ReleaseError(`"${version}" is not a valid version name (letters, digits, . + - _)`, 'invalid');
  const staging = await stagingFolder(ctx.remotesDir, remote);
  try {
    const dir = join(staging, version);
    let files: number;
    try {
      files = await unpackSafely(request.archive, dir, request.limits);
    } catch (error) {
      if (error instanceof UnsafeArchiveError) throw new ReleaseError(error.message, 'invalid');
      throw error;
    }
    ctx.print(`unpacked ${files} files`);
    const record = await readPushRecord(dir, remote, version);
    const hashes = await hashFiles(dir, await filesUnder(dir));

    const stored = await findVersion(ctx.remotesDir, remote, version);
    if (stored) {
      const storedHashes = stored.files ?? (await hashFiles(join(ctx.remotesDir, remote, version)));
      // push.json says when and where it was built: the same build pushed again by another run differs there only.
      const withoutRecord = (all: Record<string, string>) => Object.fromEntries(Object.entries(all).filter(([path]) => path !== 'push.json' && path !== 'release.json'));
      if (!sameFiles(withoutRecord(hashes), withoutRecord(storedHashes)))
        throw new ReleaseError(`version ${version} of ${remote} exists already with other files: versions are immutable, push another version`, 'conflict');
      ctx.print(`${remote} ${version} is stored already with the same files: nothing changed`);
      await startIfPlanned(ctx, request);
      return { outcome: 'unchanged', files };
    }
    // A pruned version's name stays taken: browsers may keep its files, cached as immutable.
    if (wasPublished(await ctx.records.events(), remote, version)) {
      throw new ReleaseError(`version ${version} of ${remote} was published before and pruned: versions are immutable, push another version`, 'conflict');
    }

    const refusal = await versionRefusal(ctx, remote, version, dir);
    if (refusal) throw new ReleaseError(`${remote} ${version} was refused: ${refusal}`, 'refused');
    ctx.print('verified: area manifest, compatibility with the live shell, pages and menu entries');

    const requires = await readRequirements(dir);
    const provenance: Provenance = {
      via: 'push',
      by: ctx.actor,
      ...(record.commit ? { commit: record.commit } : {}),
      ...(record.repository ? { repository: record.repository } : {}),
      ...(record.pipeline ? { pipeline: record.pipeline } : {}),
      ...(record.tools ? { tools: record.tools } : {}),
      digest: request.digest,
    };
    const info: VersionInfo = {
      version,
      publishedAt: ctx.now(),
      ...(record.commit ? { commit: record.commit } : {}),
      ...(requires ? { requires } : {}),
      files: hashes,
      provenance,
    };
    await writeFile(join(dir, 'release.json'), JSON.stringify(info, null, 2) + '\n');
    await writeIntegrityList(dir, hashes);
    if (!(await moveIntoStore(dir, ctx.remotesDir, remote, version))) {
      throw new ReleaseError(`version ${version} of ${remote} was stored by another push meanwhile: push again to compare its files`, 'conflict');
    }
    await ctx.records.log(event(ctx, remote, 'publish', null, version, 'passed: pushed'));
    ctx.print(`stored ${remote} ${version} (${files} files, upload sha256 ${request.digest.slice(0, 12)}…)`);
    await startIfPlanned(ctx, request);
    return { outcome: 'stored', files };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function startIfPlanned(ctx: ReleaseContext, request: PushRequest): Promise<void> {
  const plan = request.plan;
  if (!plan || (plan.canaryPercent === undefined && !plan.rollout && !plan.activate)) return;
  const { activate: _everyone, ...activation } = plan;
  await activate(ctx, request.remote, request.version, 'activate', activation);
}
