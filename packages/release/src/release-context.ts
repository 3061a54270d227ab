// What every release command works with: its context (store, registry, who acts, where it prints),
// its one kind of refusal, and the few things each of them asks of the live site.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { shellBuildDir } from '@site/config/locations';
import type { SiteEventsReader } from '@site/api';
import type { Registry, ReleaseEvent, RemoteName } from '@site/federation';
import type { BuildRequirements } from '@site/federation/compatibility';
import type { ReleaseRecords } from './records/release-records.js';
import type { runHealthCheck } from './health-check.js';

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
  records: ReleaseRecords;
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
export const shellProvides = (ctx: ReleaseContext) => (ctx.shellProvides ?? (() => builtShellProvides(ctx)))();

/** The live registry; refused before the site's first start. */
export async function liveRegistry(ctx: ReleaseContext): Promise<Registry> {
  const registry = await ctx.records.read();
  if (!registry) throw new ReleaseError('there is no registry yet: start the site once (npm start)');
  return registry;
}

/** `contract 1, react 19.3.1, …` */
export function describeRequirements(requirements: BuildRequirements): string {
  return [`contract ${requirements.federationContract}`, ...Object.entries(requirements.packages).map(([name, version]) => `${name} ${version}`)].join(', ');
}

/** An audit entry of this context's actor, now. */
export function event(ctx: ReleaseContext, remote: RemoteName, action: ReleaseEvent['action'], from: string | null, to: string | null, check: string): ReleaseEvent {
  return { at: ctx.now(), actor: ctx.actor, remote, action, from, to, check };
}

