// Each version's area manifest (`web/area.json`, written by the build): the gate that refuses a
// version whose pages or menu entries the shell could not serve beside the other areas' versions.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { remoteNames, type Registry, type RemoteName } from '@site/federation';
import { areaManifestFile, contributionProblem, readAreaManifest, type AreaManifest } from '@site/federation/area-manifest';

export type ManifestRead = { manifest: AreaManifest } | { problem: string };
const manifestFile = `web/${areaManifestFile}`;

/** The JSON in a version folder's `web/area.json`, or why there is none to read. */
async function readManifestJson(versionDir: string): Promise<{ json: unknown } | { problem: string }> {
  let text: string;
  try {
    text = await readFile(join(versionDir, manifestFile), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { problem: code === 'ENOENT' ? `there is no ${manifestFile}` : `${manifestFile}: ${code ?? String(error)}` };
  }
  try {
    return { json: JSON.parse(text) as unknown };
  } catch {
    return { problem: `${manifestFile} is not JSON` };
  }
}

/** The manifest of a version folder, or why it cannot be used. */
export async function readVersionManifest(versionDir: string): Promise<ManifestRead> {
  const read = await readManifestJson(versionDir);
  return 'json' in read ? readAreaManifest(read.json) : read;
}

/**
 * The manifests of the versions the areas other than `remote` are served at: each one's active
 * version and its running canary. A version without a readable manifest is left out: it is live
 * already, and the candidate is judged against what can be known.
 */
async function servedManifests(remotesDir: string, registry: Registry, remote: RemoteName): Promise<AreaManifest[]> {
  const served = remoteNames
    .filter((name) => name !== remote)
    .flatMap((name) => [registry[name].version, registry[name].canary?.version].flatMap((version) => (version ? [join(remotesDir, name, version)] : [])));
  const reads = await Promise.all(served.map(readVersionManifest));
  return reads.flatMap((read) => ('manifest' in read ? [read.manifest] : []));
}

/** A refusal: `line` for the release manager, `reason` for the audit log's check result. */
export interface ContributionRefusal {
  line: string;
  reason: string;
}

/**
 * Why the version of `remote` in `versionDir` must not go live beside the other areas' versions in
 * `registry` and in a shell with `slots`, or undefined. `subject` names it in the line (`parts 2.0.0`).
 */
export async function contributionRefusal(
  candidate: { remote: RemoteName; versionDir: string; subject: string },
  served: { remotesDir: string; registry: Registry; slots: readonly string[] },
): Promise<ContributionRefusal | undefined> {
  // No manifest to read is one refusal; a manifest that breaks the contract (a missing label, a
  // path two areas claim) is another: it names the entry to fix.
  const file = await readManifestJson(candidate.versionDir);
  if ('problem' in file) return { line: `${candidate.subject}: its area manifest cannot be read: ${file.problem}`, reason: `area manifest unreadable: ${file.problem}` };
  const read = readAreaManifest(file.json);
  const problem =
    'problem' in read ? read.problem : contributionProblem(candidate.remote, read.manifest, await servedManifests(served.remotesDir, served.registry, candidate.remote), served.slots);
  return problem === undefined ? undefined : { line: `${candidate.subject} cannot go live: ${problem}`, reason: `contribution: ${problem}` };
}
