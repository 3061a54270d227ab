// `npm run release -- push`: a team's CI ships its area to the back office with a deploy token
// (issue 49). Builds (or takes a build), packs, uploads with progress, and prints what the server
// did. Nothing here touches the store or the registry: the server verifies and stores.
import { createReadStream, existsSync } from 'node:fs';
import { cp, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Readable, Transform } from 'node:stream';
import * as tar from 'tar';
import { versionPattern, type RemoteName } from '@site/federation';
import { pushPath, type PushResult } from '@site/console-contract/deploy';
import { appFolder, buildInto, commitOf, toolVersions } from '../area-build.js';
import { sha256OfFile } from '../intake/file-hashes.js';
import type { PushRecord } from '../intake/receive-push.js';
import { ReleaseError } from '../release-context.js';
import { ciProvenance } from './ci-provenance.js';

export interface PushOptions {
  remote: RemoteName;
  version: string;
  /** The back office's URL. */
  to: string;
  /** The deploy token (RELEASE_TOKEN). */
  token: string | undefined;
  /** The area's app to build; or `dist`, a version folder already built. */
  root?: string;
  dist?: string;
  canary?: number;
  steps?: string;
  every?: string;
  activate?: boolean;
  /** How long the whole upload and the server's answer may take. */
  timeoutMs?: number;
  print: (line: string) => void;
  env?: NodeJS.ProcessEnv;
}

const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/** A built version folder (`web/`, `node/`): `dist` itself, or `dist/<version>` (a build's output folder). */
function versionFolder(dist: string, version: string): string {
  for (const dir of [dist, join(dist, version)]) if (existsSync(join(dir, 'web', 'remoteEntry.js')) && existsSync(join(dir, 'node', 'remoteEntry.js'))) return dir;
  throw new ReleaseError(`--dist ${dist} holds no built version: neither it nor ${join(dist, version)} has web/remoteEntry.js and node/remoteEntry.js`);
}

/** The query that asks the server to start the version after storing it. */
function planQuery(options: PushOptions): string {
  const plans = [options.canary !== undefined, options.steps !== undefined || options.every !== undefined, options.activate === true].filter(Boolean).length;
  if (plans > 1) throw new ReleaseError('one of --canary, --steps with --every, or --activate');
  if (options.canary !== undefined) {
    if (!Number.isInteger(options.canary) || options.canary < 1 || options.canary > 99) throw new ReleaseError('--canary takes a whole percentage of visitors from 1 to 99');
    return `?canary=${options.canary}`;
  }
  if (options.steps !== undefined || options.every !== undefined) {
    if (!options.steps || !options.every) throw new ReleaseError('a staged rollout takes both --steps (5,25,100) and --every (10m)');
    return `?${new URLSearchParams({ steps: options.steps, every: options.every })}`;
  }
  return options.activate ? '?activate=1' : '';
}

/** Builds or takes the version, packs it with its push.json, uploads it, and prints every step. Throws the server's reason when refused. */
export async function push(options: PushOptions): Promise<PushResult> {
  const { remote, version, print } = options;
  if (!options.token) throw new ReleaseError('set RELEASE_TOKEN to the deploy token (it is never taken as an argument)');
  if (!versionPattern.test(version)) throw new ReleaseError(`"${version}" is not a valid version name (letters, digits, . + - _)`);
  if (!options.root === !options.dist) throw new ReleaseError('--root <the area app> to build it, or --dist <a built version> to ship a build (one of them)');
  let target: URL;
  try {
    target = new URL(pushPath(remote, version) + planQuery(options), options.to);
  } catch (error) {
    if (error instanceof ReleaseError) throw error;
    throw new ReleaseError(`--to ${options.to} is not a URL (the back office's, such as https://backoffice.example.com)`);
  }
  // The token travels in a header: over the network, only inside TLS.
  if (target.protocol !== 'https:' && !(target.protocol === 'http:' && loopback.has(target.hostname))) {
    throw new ReleaseError(`--to ${target.origin}: the token would cross the network unencrypted; use the back office's https:// address (plain http only to this machine)`);
  }
  // The token, the area and the right first: a push that cannot go learns it before the build.
  const admitted = await answerOf(await send(target, { method: 'GET', headers: { authorization: `Bearer ${options.token}` }, signal: AbortSignal.timeout(30_000) }));
  print(`token: may ship ${remote}${(admitted as { stored?: boolean }).stored ? ` (${version} is stored already: the same files again change nothing)` : ''}`);
  const work = await mkdtemp(join(tmpdir(), `release-push-${remote}-`));
  try {
    const folder = join(work, version);
    const appDir = options.root ? appFolder(resolve(options.root)) : undefined;
    if (options.dist) {
      await cp(versionFolder(resolve(options.dist), version), folder, {
        recursive: true,
      });
      print(`build: taken from ${options.dist}`);
    } else {
      if (!appDir) throw new ReleaseError('--root <the area app> to build it');
      const started = Date.now();
      print(`build: ${remote} ${version} from ${appDir} ...`);
      buildInto(appDir, remote, version, work);
      print(`build: done in ${seconds(Date.now() - started)}`);
    }
    const record: PushRecord = {
      remote,
      version,
      ...ciProvenance(options.env ?? process.env, appDir ? commitOf(appDir).commit : undefined),
      tools: toolVersions(appDir ?? resolve(options.dist!)),
    };
    await writeFile(join(folder, 'push.json'), JSON.stringify(record, null, 2) + '\n');

    const packStarted = Date.now();
    const archive = join(work, `${remote}-${version}.tgz`);
    const entries = ['web', 'node', 'requirements.json', 'push.json'].filter((entry) => existsSync(join(folder, entry)));
    await tar.c({ gzip: { level: 9 }, file: archive, cwd: folder, portable: true }, entries);
    const size = (await stat(archive)).size;
    const digest = await sha256OfFile(archive);
    print(`pack: ${megabytes(size)} in ${seconds(Date.now() - packStarted)}, sha256 ${digest}`);

    const uploadStarted = Date.now();
    const body = (await answerOf(await upload(target, archive, size, digest, options))) as PushResult;
    print(`upload: received whole by the server in ${seconds(body.timings.receiveMs)}`);
    for (const line of body.lines) print(`server: ${line}`);
    print(`verify and store: ${seconds(body.timings.verifyMs)} on the server (${seconds(Date.now() - uploadStarted)} from the first byte sent to the answer)`);
    print(body.outcome === 'stored' ? `pushed: ${remote} ${version}` : `pushed: ${remote} ${version} was stored already with the same files, nothing changed`);
    return body;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** POSTs the archive, printing how much has gone at most once a second, and at the end. */
async function upload(target: URL, archive: string, size: number, digest: string, options: PushOptions): Promise<Response> {
  let sent = 0;
  let printedAt = 0;
  const progress = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sent += chunk.length;
      const now = Date.now();
      if (now - printedAt >= 1000 || sent === size) {
        printedAt = now;
        options.print(`upload: ${Math.round((sent / size) * 100)}% (${megabytes(sent)} of ${megabytes(size)})`);
      }
      done(null, chunk);
    },
  });
  const body = Readable.toWeb(createReadStream(archive).pipe(progress)) as ReadableStream<Uint8Array>;
  return send(target, {
    method: 'POST',
    headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/gzip', 'content-length': String(size), 'x-upload-sha256': digest },
    body,
    duplex: 'half',
    signal: AbortSignal.timeout(options.timeoutMs ?? 10 * 60_000),
  } as RequestInit & { duplex: 'half' });
}

/** A request to the back office; a network failure becomes a refusal that says so. */
async function send(target: URL, init: RequestInit): Promise<Response> {
  try {
    return await fetch(target, init);
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : error instanceof Error ? error.message : String(error);
    throw new ReleaseError(`the back office at ${target.origin} did not answer: ${cause}; push again (the same files again change nothing)`);
  }
}

/** The back office's answer, or its reason (and what the release library printed) as a refusal. */
async function answerOf(answer: Response): Promise<unknown> {
  const body = (await answer.json().catch(() => undefined)) as { error?: { message: string; lines?: string[] } } | undefined;
  if (answer.ok && body && !body.error) return body;
  const lines = body?.error?.lines?.map((line) => `\n  ${line}`).join('') ?? '';
  throw new ReleaseError(`the back office refused the push (${answer.status}): ${body?.error?.message ?? answer.statusText}${lines}`);
}
