// What browsers reported about each version (issue 27): the figures `status` shows for the active,
// previous and canary versions, and `errors`, the most frequent messages of an area.
import { openSiteEvents, type OpenSiteEventsOptions, type SiteEventCounts, type SiteEventMessage, type SiteEventsReader } from '@site/api';
import type { RemoteName } from '@site/federation';
import { ReleaseError, type ReleaseContext } from './release-context.js';

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;
/** The window `status` reports on. */
const statusWindowMs = hourMs;
const failureKinds = ['error', 'chunk', 'hydration', 'area-failed'] as const;

/** Opens the site's reports once, when a command first asks, and closes them at the end. */
export function siteEventsOpener(options: OpenSiteEventsOptions): { open: () => Promise<SiteEventsReader>; close: () => Promise<void> } {
  let opened: ReturnType<typeof openSiteEvents> | undefined;
  return {
    open: () => (opened ??= openSiteEvents(options)),
    close: async () => {
      if (opened) await (await opened.catch(() => undefined))?.close();
    },
  };
}

type Role = 'active' | 'previous' | 'canary';
interface StatusEntry {
  active: string | null;
  previous: string | null;
}

/** The versions `status` reports on, by remote: active, canary (when the registry has one), previous. */
async function watchedVersions(ctx: ReleaseContext, remotes: Record<string, StatusEntry>): Promise<Map<string, Map<string, Role>>> {
  const registry = (await ctx.records.read()) as Record<string, { canary?: { version?: string } }> | undefined;
  const watched = new Map<string, Map<string, Role>>();
  for (const [remote, entry] of Object.entries(remotes)) {
    const versions = new Map<string, Role>();
    const canary = registry?.[remote]?.canary?.version;
    for (const [version, role] of [[entry.active, 'active'], [canary, 'canary'], [entry.previous, 'previous']] as const) {
      if (version && !versions.has(version)) versions.set(version, role);
    }
    watched.set(remote, versions);
  }
  return watched;
}

async function readReports(
  siteEvents: () => Promise<SiteEventsReader>,
  ctx: ReleaseContext,
  watched: Map<string, Map<string, Role>>,
): Promise<Map<string, Record<string, SiteEventCounts>>> {
  const reader = await siteEvents();
  const sinceMs = ctx.now() - statusWindowMs;
  const reports = new Map<string, Record<string, SiteEventCounts>>();
  for (const [remote, versions] of watched) {
    reports.set(remote, await reader.summary({ remote: remote as RemoteName, versions: [...versions.keys()], sinceMs }));
  }
  return reports;
}

/**
 * `status --json`: adds `"reports": { "<version>": { views, error, chunk, hydration, "area-failed" } }`
 * (the last hour) to each remote's entry, or `"reports": null` when they cannot be read (said on
 * stderr). Nothing without a source of reports (`ctx.siteEvents`).
 */
export async function addReports(ctx: ReleaseContext, remotes: Record<string, StatusEntry>): Promise<void> {
  if (!ctx.siteEvents) return;
  let reports: Map<string, Record<string, SiteEventCounts>> | undefined;
  try {
    reports = await readReports(ctx.siteEvents, ctx, await watchedVersions(ctx, remotes));
  } catch (error) {
    console.error(`release: browser reports unavailable: ${error instanceof Error ? error.message : String(error)}`);
  }
  for (const [remote, entry] of Object.entries(remotes)) Object.assign(entry, { reports: reports?.get(remote) ?? null });
}

function rate(count: number, views: number): string {
  return views === 0 ? '' : ` (${((100 * count) / views).toFixed(1)}%)`;
}

/** One line of figures: `views 120, error 3 (2.5%), chunk 0, hydration 0, area-failed 1 (0.8%)`. */
export function describeCounts(counts: SiteEventCounts): string {
  return [`views ${counts.views}`, ...failureKinds.map((kind) => `${kind} ${counts[kind]}${counts[kind] ? rate(counts[kind], counts.views) : ''}`)].join(', ');
}

/** `status`: the last hour's reports of the active, canary and previous versions, rates per view. */
export async function printReports(ctx: ReleaseContext, remotes: Record<string, StatusEntry>): Promise<void> {
  if (!ctx.siteEvents) return;
  let watched: Map<string, Map<string, Role>>;
  let reports: Map<string, Record<string, SiteEventCounts>>;
  try {
    watched = await watchedVersions(ctx, remotes);
    reports = await readReports(ctx.siteEvents, ctx, watched);
  } catch (error) {
    ctx.print(`browser reports: unavailable (${error instanceof Error ? error.message : String(error)})`);
    return;
  }
  ctx.print('browser reports, last hour (rates per view):');
  for (const [remote, versions] of watched) {
    for (const [index, [version, role]] of [...versions].entries()) {
      const counts = reports.get(remote)?.[version];
      if (!counts) continue;
      ctx.print(`  ${(index === 0 ? remote : '').padEnd(9)} ${`${version} (${role})`.padEnd(30)} ${describeCounts(counts)}`);
    }
  }
}

/** `--since`: `30m`, `1h`, `2d`, up to the 30 days reports are kept. */
export function sinceWindowMs(value: string): number {
  const match = /^(\d+)(m|h|d)$/.exec(value);
  const ms = match ? Number(match[1]) * { m: minuteMs, h: hourMs, d: dayMs }[match[2] as 'm' | 'h' | 'd'] : NaN;
  if (!(ms > 0 && ms <= 30 * dayMs)) throw new ReleaseError(`--since takes minutes, hours or days up to 30 days (30m, 1h, 2d), not "${value}"`);
  return ms;
}

/**
 * `errors <remote> [--version V] [--since 1h] [--json]`: the most frequent messages browsers sent
 * about the area, with their counts and the pages they came from.
 */
export async function errors(ctx: ReleaseContext, remote: RemoteName, options: { version?: string; since?: string; json?: boolean; limit?: number }): Promise<SiteEventMessage[]> {
  const since = options.since ?? '1h';
  const sinceMs = ctx.now() - sinceWindowMs(since);
  if (!ctx.siteEvents) throw new ReleaseError('the browser reports are not available here');
  const reader = await ctx.siteEvents();
  const messages = await reader.topMessages({ remote, sinceMs, limit: options.limit ?? 20, ...(options.version ? { version: options.version } : {}) });
  if (options.json) {
    ctx.print(JSON.stringify({ remote, version: options.version ?? null, since: new Date(sinceMs).toISOString(), messages }));
    return messages;
  }
  const which = options.version ? `${remote} ${options.version}` : remote;
  if (messages.length === 0) {
    ctx.print(`${which}: no messages from browsers in the last ${since}`);
    return messages;
  }
  // Messages are kept per hour: the first hour counts whole.
  ctx.print(`${which}: most frequent messages from browsers in the last ${since} (from ${new Date(sinceMs - (sinceMs % hourMs)).toISOString().slice(0, 16).replace('T', ' ')} UTC)`);
  const width = String(messages[0]!.count).length;
  for (const entry of messages) {
    ctx.print(`  ${String(entry.count).padStart(width)}  ${entry.version}  ${entry.kind}  ${entry.message ?? '(other messages, beyond the ones kept per hour)'}`);
    ctx.print(`  ${' '.repeat(width)}  pages: ${entry.paths.join(', ') || '-'}`);
  }
  return messages;
}
