import type { SiteVital } from '@site/contracts';
import { vitalNames, type VitalFigure, type VitalName } from '@site/federation';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema.js';

type Db = Kysely<DatabaseSchema>;

const minuteMs = 60_000;

/** Every vital of one version (and page kind) over a window (@site/federation's VitalFigure each). */
export type SiteVitalFigures = Record<VitalName, VitalFigure>;

export interface SiteVitalsQuery {
  remote: SiteVital['remote'];
  /** The versions to read; each is in the answer, with null figures when it has no samples. */
  versions: readonly string[];
  /** Milliseconds since the epoch: from the minute holding it. */
  sinceMs: number;
}

/** Every vital without a sample. */
export const noSiteVitalFigures = (): SiteVitalFigures => Object.fromEntries(vitalNames.map((name) => [name, { p75: null, visitors: 0 }])) as SiteVitalFigures;
const isVitalName = (value: string): value is VitalName => (vitalNames as readonly string[]).includes(value);

/**
 * Keeps one report's vitals as `visitor`'s worst value per remote, version, page kind, vital and
 * minute (the larger one on conflict). Rows are written in key order in one transaction, so
 * concurrent reports on PostgreSQL never deadlock on each other's row locks.
 */
export async function recordSiteVitals(db: Db, vitals: readonly SiteVital[], visitor: string, minuteStart: number): Promise<void> {
  const worst = new Map<string, { remote: string; version: string; page: string; name: string; value: number }>();
  for (const { remote, version, page, name, value } of vitals) {
    const key = JSON.stringify([remote, version, page, name]);
    const kept = worst.get(key);
    if (!kept || value > kept.value) worst.set(key, { remote, version, page, name, value });
  }
  if (worst.size === 0) return;
  const rows = [...worst].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
  await db.transaction().execute(async (trx) => {
    for (const row of rows) {
      await trx
        .insertInto('site_vital')
        .values({ ...row, minute_start: minuteStart, visitor })
        .onConflict((conflict) =>
          conflict
            .columns(['remote', 'version', 'minute_start', 'page', 'name', 'visitor'])
            // max() of SQLite and greatest() of PostgreSQL differ; a CASE is both's.
            .doUpdateSet({ value: sql<number>`case when excluded.value > site_vital.value then excluded.value else site_vital.value end` }),
        )
        .execute();
    }
  });
}

interface FigureRow {
  version: string;
  page?: string;
  name: string;
  p75: number;
  visitors: number | string;
}

/**
 * The p75 over visitors of each vital, per version (and per page kind with `byPage`): every
 * visitor counts once, with their worst value in the window, so a client posting a thousand slow
 * values is one slow visitor. Nearest rank: the value at rank ⌈0.75·n⌉ of the n visitors' values in
 * ascending order (always a value someone measured). Computed in the database with window
 * functions (SQLite and PostgreSQL alike): only one row per group comes back.
 */
async function figureRows(db: Db, { remote, versions, sinceMs }: SiteVitalsQuery, byPage: boolean): Promise<FigureRow[]> {
  if (versions.length === 0) return [];
  const keys: RawBuilder<unknown> = byPage ? sql`version, page, name` : sql`version, name`;
  const { rows } = await sql<FigureRow>`
    with worst as (
      select ${keys}, visitor, max(value) as value from site_vital
      where remote = ${remote} and version in (${sql.join([...versions])}) and minute_start > ${sinceMs - minuteMs}
      group by ${keys}, visitor
    ), ranked as (
      select ${keys}, value, row_number() over (partition by ${keys} order by value) as visitor_rank, count(*) over (partition by ${keys}) as visitors
      from worst
    )
    select ${keys}, value as p75, visitors from ranked where visitor_rank = (3 * visitors + 3) / 4
  `.execute(db);
  return rows;
}

export async function readSiteVitals(db: Db, query: SiteVitalsQuery): Promise<Record<string, SiteVitalFigures>> {
  const result: Record<string, SiteVitalFigures> = Object.fromEntries(query.versions.map((version) => [version, noSiteVitalFigures()]));
  for (const row of await figureRows(db, query, false)) {
    if (isVitalName(row.name) && result[row.version]) result[row.version]![row.name] = { p75: Number(row.p75), visitors: Number(row.visitors) };
  }
  return result;
}

/** Per version, per page kind with samples (others absent), each vital's figure. */
export async function readSiteVitalsByPage(db: Db, query: SiteVitalsQuery): Promise<Record<string, Record<string, SiteVitalFigures>>> {
  const result: Record<string, Record<string, SiteVitalFigures>> = Object.fromEntries(query.versions.map((version) => [version, {}]));
  for (const row of await figureRows(db, query, true)) {
    const pages = result[row.version];
    if (!isVitalName(row.name) || !pages || row.page === undefined) continue;
    (pages[row.page] ??= noSiteVitalFigures())[row.name] = { p75: Number(row.p75), visitors: Number(row.visitors) };
  }
  return result;
}
