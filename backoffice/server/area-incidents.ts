import type { SiteEventsReader } from '@site/api';
import { remoteNames, type Registry } from '@site/federation';
import { failsByErrors, versionFailing, type GuardThresholds } from '@site/release';
import type { AreaIncident, GuardState } from '@site/console-contract/releases';

const minuteMs = 60_000;

/**
 * Every area failing its visitors now, by the guard's own rule and window: an active version whose
 * visitors see failures past the guard's threshold (nothing rolls that back on its own: a person must
 * act), and each canary the guard judges failing (it ends it on its next round). Since when: the
 * version's first failure in the window, or the start of the guard's window for a slow canary.
 */
export async function areaIncidents(deps: { siteEvents: SiteEventsReader; thresholds: GuardThresholds; registry: Registry | undefined; verdicts: GuardState['verdicts']; now: number }): Promise<AreaIncident[]> {
  const { siteEvents, thresholds, registry, verdicts, now } = deps;
  if (!registry) return [];
  const sinceMs = now - thresholds.windowMs;
  const incidents: AreaIncident[] = [];
  for (const remote of remoteNames) {
    const active = registry[remote].version;
    const counts = (await siteEvents.visitors({ remote, versions: [active], sinceMs }))[active] ?? { views: 0, failed: 0 };
    if (versionFailing(counts, thresholds)) incidents.push({ remote, version: active, role: 'active', reason: 'failures', figures: counts, since: await firstFailure(siteEvents, remote, active, sinceMs, now) });
    const verdict = verdicts[remote];
    if (verdict?.state === 'failing') {
      const byFailures = failsByErrors(verdict.canary, verdict.active, thresholds);
      incidents.push({
        remote,
        version: verdict.version,
        role: 'canary',
        reason: byFailures ? 'failures' : 'speed',
        figures: verdict.canary,
        since: byFailures ? await firstFailure(siteEvents, remote, verdict.version, Date.parse(verdict.since), now) : verdict.since,
      });
    }
  }
  return incidents;
}

/** The start of the first minute since `sinceMs` in which the version had a failure (ISO). */
async function firstFailure(siteEvents: SiteEventsReader, remote: AreaIncident['remote'], version: string, sinceMs: number, now: number): Promise<string> {
  const minutes = Math.ceil((now - sinceMs) / minuteMs) + 1;
  const series = await siteEvents.perMinute({ remote, sinceMs, minutes });
  const index = series.versions[version]?.failed.findIndex((failed) => failed > 0) ?? -1;
  return new Date(Math.max(sinceMs, series.from + Math.max(0, index) * minuteMs)).toISOString();
}
