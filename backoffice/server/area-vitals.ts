import { noSiteVitalFigures, type SiteEventsReader, type SiteVitalFigures } from '@site/api';
import { speedVitalNames, vitalNames, type RemoteName, type SpeedVitalName, type VitalName } from '@site/federation';
import { checkSpeed, type GuardSettings, type ReleaseRecords } from '@site/release';
import { maxVitalPages, type AreaVitals, type PageVitals } from '@site/console-contract/releases';

const isSpeedVital = (name: string): name is SpeedVitalName => (speedVitalNames as readonly string[]).includes(name);

/** The canary's figures, each marked when above the guard's limit against the active version's (the guard's own rule). */
function canaryFigures(canary: SiteVitalFigures, active: SiteVitalFigures, guard: GuardSettings): NonNullable<PageVitals['canary']> {
  const marked = (name: VitalName) => ({ ...canary[name], worse: isSpeedVital(name) && checkSpeed(name, canary[name], active[name], guard.thresholds).worse });
  return Object.fromEntries(vitalNames.map((name) => [name, marked(name)])) as NonNullable<PageVitals['canary']>;
}

/** How many visitors a page kind's figures stand on: its best-sampled vital, both versions together. */
const visitorsOf = (row: PageVitals) => Math.max(...vitalNames.map((name) => row.active[name].visitors + (row.canary?.[name].visitors ?? 0)));

/**
 * An area's vitals per page kind, over the window the guard judges by (since the canary started,
 * when that is later): the active version's and the running canary's, most visited page kinds first.
 */
export async function areaVitals(deps: { records: ReleaseRecords; siteEvents: SiteEventsReader; guard: GuardSettings }, remote: RemoteName, now: number): Promise<AreaVitals> {
  const record = (await deps.records.read())?.[remote];
  const since = Math.max(record?.canary?.since ?? 0, now - deps.guard.thresholds.windowMs);
  if (!record) return { remote, active: null, canary: null, since: new Date(since).toISOString(), pages: [] };
  const canary = record.canary?.version ?? null;
  const byPage = await deps.siteEvents.vitalsByPage({ remote, versions: canary ? [record.version, canary] : [record.version], sinceMs: since });
  const [activePages, canaryPages] = [byPage[record.version] ?? {}, canary ? (byPage[canary] ?? {}) : {}];
  const pages = [...new Set([...Object.keys(activePages), ...Object.keys(canaryPages)])].map((page): PageVitals => {
    const active = activePages[page] ?? noSiteVitalFigures();
    return { page, active, canary: canary ? canaryFigures(canaryPages[page] ?? noSiteVitalFigures(), active, deps.guard) : null };
  });
  pages.sort((a, b) => visitorsOf(b) - visitorsOf(a) || (a.page < b.page ? -1 : 1));
  return { remote, active: record.version, canary, since: new Date(since).toISOString(), pages: pages.slice(0, maxVitalPages) };
}
