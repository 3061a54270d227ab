import type { SiteEventsReader, SiteVitalFigures } from '@site/api';
import type { RemoteName } from '@site/federation';
import { checkSpeed, speedVitals, type GuardSettings, type ReleaseRecords } from '@site/release';
import { maxVitalPages, vitalNames, type AreaVitals, type PageVitals } from './console-api.js';

const noFigures = (): SiteVitalFigures => ({ LCP: { p75: null, visitors: 0 }, INP: { p75: null, visitors: 0 }, CLS: { p75: null, visitors: 0 } });
const isSpeedVital = (name: string): name is (typeof speedVitals)[number] => (speedVitals as readonly string[]).includes(name);

/** The canary's figures, each marked when above the guard's limit against the active version's (the guard's own rule). */
function canaryFigures(canary: SiteVitalFigures, active: SiteVitalFigures, guard: GuardSettings): NonNullable<PageVitals['canary']> {
  const marked = (name: (typeof vitalNames)[number]) => ({ ...canary[name], worse: isSpeedVital(name) && checkSpeed(name, canary[name], active[name], guard.thresholds).worse });
  return { LCP: marked('LCP'), INP: marked('INP'), CLS: marked('CLS') };
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
    const active = activePages[page] ?? noFigures();
    return { page, active, canary: canary ? canaryFigures(canaryPages[page] ?? noFigures(), active, deps.guard) : null };
  });
  pages.sort((a, b) => visitorsOf(b) - visitorsOf(a) || (a.page < b.page ? -1 : 1));
  return { remote, active: record.version, canary, since: new Date(since).toISOString(), pages: pages.slice(0, maxVitalPages) };
}
