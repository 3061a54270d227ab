import { siteEventKinds, type SiteEvent, type SiteEventKind, type SiteVital } from '@site/contracts';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema.js';
import { readSiteVitals, readSiteVitalsByPage, recordSiteVitals, type SiteVitalFigures, type SiteVitalsQuery } from './site-vitals.js';

type Db = Kysely<DatabaseSchema>;
type Remote = SiteEvent['remote'];

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

/** Browser reports of one version since a time: views, and each kind of failure. */
export interface SiteEventCounts {
  views: number;
  error: number;
  chunk: number;
  hydration: number;
  'area-failed': number;
}

export interface SiteEventMessage {
  version: string;
  kind: Exclude<SiteEventKind, 'view'>;
  /** null: the messages beyond the ones kept per version, kind and hour, counted together. */
  message: string | null;
  count: number;
  /** The first pages (paths) it came from, at most `SiteEventBounds.pathsPerMessage`. */
  paths: string[];
}

export interface SiteEventsSummaryQuery {
  remote: Remote;
  /** The versions to count; every version with reports when absent. Asked versions without reports count 0. */
  versions?: readonly string[];
  /** Milliseconds since the epoch: counts whole minutes from the one holding it. */
  sinceMs: number;
}

export interface SiteEventsMessagesQuery {
  remote: Remote;
  version?: string;
  /** Milliseconds since the epoch: messages are kept per hour, so from the hour holding it. */
  sinceMs: number;
  /** At most this many, most frequent first (20 when absent). */
  limit?: number;
}

/** Distinct visitors of one version since a time: who saw it, and who saw it fail (any kind). */
export interface SiteEventVisitorCounts {
  views: number;
  failed: number;
}

/** What the shell (the canary guard) and the release tool read. */
export interface SiteEventsReader {
  summary(query: SiteEventsSummaryQuery): Promise<Record<string, SiteEventCounts>>;
  /** Like summary, but visitors: one client counts once, however many reports it sends. */
  visitors(query: SiteEventsSummaryQuery & { versions: readonly string[] }): Promise<Record<string, SiteEventVisitorCounts>>;
  topMessages(query: SiteEventsMessagesQuery): Promise<SiteEventMessage[]>;
  /** Per version, per minute: views and failures of every kind, for charts. */
  perMinute(query: SiteEventsPerMinuteQuery): Promise<SiteEventsPerMinute>;
  /** Per version, each Core Web Vital's p75 over visitors (each visitor's worst value once) and how many visitors had a sample. */
  vitals(query: SiteVitalsQuery): Promise<Record<string, SiteVitalFigures>>;
  /** The same per version and page kind (only page kinds with samples). */
  vitalsByPage(query: SiteVitalsQuery): Promise<Record<string, Record<string, SiteVitalFigures>>>;
}

export interface SiteEventsPerMinuteQuery {
  remote: Remote;
  /** Milliseconds since the epoch: from the minute holding it. */
  sinceMs: number;
  /** How many minutes (at most a week's). */
  minutes: number;
}

/** `versions[v].views[i]`: the reports of minute `from + i` minutes. Versions without reports are absent. */
export interface SiteEventsPerMinute {
  from: number;
  minutes: number;
  versions: Record<string, { views: number[]; failed: number[] }>;
}

export type SiteEventsListener = (events: readonly SiteEvent[]) => void;

export interface SiteEventBounds {
  /** Distinct messages kept per remote, version, kind and hour; later ones are counted together. */
  messagesPerHour: number;
  /** Pages kept per message (the first seen). */
  pathsPerMessage: number;
  retentionDays: number;
  /** How long who-reported-what (and the vitals, per visitor) is kept (the canary guard's window is at most a day). */
  visitorRetentionMs: number;
}

export const defaultSiteEventBounds: SiteEventBounds = { messagesPerHour: 20, pathsPerMessage: 5, retentionDays: 30, visitorRetentionMs: 2 * 24 * hourMs };

/** The kept messages' stand-in for the ones beyond `messagesPerHour`. */
const otherMessages = '';

const emptyCounts = (): SiteEventCounts => ({ views: 0, error: 0, chunk: 0, hydration: 0, 'area-failed': 0 });
const countKey = (kind: SiteEventKind): keyof SiteEventCounts => (kind === 'view' ? 'views' : kind);
const isKind = (value: string): value is SiteEventKind => (siteEventKinds as readonly string[]).includes(value);

function parsePaths(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function mergePaths(kept: readonly string[], more: Iterable<string>, max: number): string[] {
  const merged = [...kept];
  for (const path of more) {
    if (merged.length >= max) break;
    if (!merged.includes(path)) merged.push(path);
  }
  return merged;
}

/**
 * A map's values in the order of their keys: every report writes its rows in the same order, so
 * concurrent reports on PostgreSQL never deadlock on each other's row locks.
 */
function inKeyOrder<T>(entries: Map<string, T>): T[] {
  return [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, value]) => value);
}

interface MessageBucket {
  remote: Remote;
  version: string;
  kind: string;
  hour_start: number;
}

interface MessageGroup {
  remote: Remote;
  version: string;
  kind: string;
  message: string;
  count: number;
  paths: Set<string>;
}

/**
 * Browser reports, aggregated as they arrive: one row per remote, version, kind and minute (a
 * counter), and per remote, version, kind and hour the most frequent messages with the pages they
 * came from, bounded (`SiteEventBounds`) so that a flood of distinct messages adds at most one
 * row per version, kind and hour. No address, cookie, user agent or query string is stored: the
 * events hold none (the contract's parse drops queries). One transaction per report.
 */
export class SiteEventsStore implements SiteEventsReader {
  private readonly listeners = new Set<SiteEventsListener>();

  constructor(
    private readonly db: Db,
    private readonly clock: () => number,
    private readonly bounds: SiteEventBounds = defaultSiteEventBounds,
    private readonly onListenerError: (error: unknown) => void = () => {},
  ) {}

  /**
   * Counts one report's events (already parsed) at the current time, and notes that `visitor`
   * (visitor-ids.ts) reported them; listeners hear them after the commit.
   */
  async record(events: readonly SiteEvent[], visitor?: string): Promise<void> {
    if (events.length === 0) return;
    const now = this.clock();
    const minuteStart = now - (now % minuteMs);
    const hourStart = now - (now % hourMs);
    const counts = new Map<string, { remote: Remote; version: string; kind: string; count: number }>();
    const messages = new Map<string, MessageGroup>();
    for (const { remote, version, kind, message, path } of events) {
      const key = JSON.stringify([remote, version, kind]);
      const counted = counts.get(key) ?? { remote, version, kind, count: 0 };
      counted.count += 1;
      counts.set(key, counted);
      if (kind === 'view' || !message) continue;
      const messageKey = JSON.stringify([remote, version, kind, message]);
      const group = messages.get(messageKey) ?? { remote, version, kind, message, count: 0, paths: new Set<string>() };
      group.count += 1;
      group.paths.add(path);
      messages.set(messageKey, group);
    }
    await this.db.transaction().execute(async (trx) => {
      for (const { remote, version, kind, count } of inKeyOrder(counts)) {
        await trx
          .insertInto('site_event_count')
          .values({ remote, version, kind, minute_start: minuteStart, count })
          .onConflict((conflict) =>
            conflict.columns(['remote', 'version', 'kind', 'minute_start']).doUpdateSet({ count: sql<number>`site_event_count.count + excluded.count` }),
          )
          .execute();
      }
      await this.addMessages(trx, inKeyOrder(messages), hourStart);
      if (visitor === undefined) return;
      for (const { remote, version, kind } of inKeyOrder(counts)) {
        await trx
          .insertInto('site_event_visitor')
          .values({ remote, version, kind, minute_start: minuteStart, visitor })
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      }
    });
    for (const listener of this.listeners) {
      try {
        listener(events);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }

  /**
   * Keeps one report's Core Web Vitals (already parsed) at the current time, as `visitor`'s worst
   * value per minute, version, page kind and vital (site-vitals.ts). One transaction.
   */
  async recordVitals(vitals: readonly SiteVital[], visitor: string): Promise<void> {
    const now = this.clock();
    await recordSiteVitals(this.db, vitals, visitor, now - (now % minuteMs));
  }

  /**
   * Adds the report's messages to their rows of this hour, starting rows while the hour has room;
   * beyond that a message is counted in the hour's row for other messages. The rows are chosen
   * first (reads take no locks) and written in key order, so concurrent reports never wait on each
   * other in a circle. Two instances starting rows at the same moment may each take the last free
   * place (the bound holds up to the number of instances), and one's pages may replace the other's.
   */
  private async addMessages(trx: Db, groups: MessageGroup[], hourStart: number): Promise<void> {
    const targets = new Map<string, { bucket: MessageBucket; message: string; count: number; paths: string[] }>();
    const admitted = new Map<string, number>();
    for (const group of groups) {
      const bucket: MessageBucket = { remote: group.remote, version: group.version, kind: group.kind, hour_start: hourStart };
      const bucketKey = JSON.stringify([bucket.remote, bucket.version, bucket.kind]);
      const inBucket = trx
        .selectFrom('site_event_message')
        .where('remote', '=', bucket.remote)
        .where('version', '=', bucket.version)
        .where('kind', '=', bucket.kind)
        .where('hour_start', '=', bucket.hour_start);
      let message = group.message;
      let target = targets.get(JSON.stringify([bucketKey, message]));
      let row = target ? undefined : await inBucket.select('paths').where('message', '=', message).executeTakeFirst();
      if (!target && !row) {
        if (!admitted.has(bucketKey)) {
          const kept = await inBucket.select((eb) => eb.fn.countAll<number>().as('n')).where('message', '!=', otherMessages).executeTakeFirstOrThrow();
          admitted.set(bucketKey, Number(kept.n));
        }
        if (admitted.get(bucketKey)! < this.bounds.messagesPerHour) {
          admitted.set(bucketKey, admitted.get(bucketKey)! + 1);
        } else {
          message = otherMessages;
          target = targets.get(JSON.stringify([bucketKey, message]));
          row = target ? undefined : await inBucket.select('paths').where('message', '=', message).executeTakeFirst();
        }
      }
      if (!target) {
        target = { bucket, message, count: 0, paths: row ? parsePaths(row.paths) : [] };
        targets.set(JSON.stringify([bucketKey, message]), target);
      }
      target.count += group.count;
      target.paths = mergePaths(target.paths, group.paths, this.bounds.pathsPerMessage);
    }
    for (const { bucket, message, count, paths } of inKeyOrder(targets)) {
      await trx
        .insertInto('site_event_message')
        .values({ ...bucket, message, count, paths: JSON.stringify(paths) })
        .onConflict((conflict) =>
          conflict
            .columns(['remote', 'version', 'kind', 'hour_start', 'message'])
            .doUpdateSet({ count: sql<number>`site_event_message.count + excluded.count`, paths: JSON.stringify(paths) }),
        )
        .execute();
    }
  }

  async summary({ remote, versions, sinceMs }: SiteEventsSummaryQuery): Promise<Record<string, SiteEventCounts>> {
    const result: Record<string, SiteEventCounts> = {};
    for (const version of versions ?? []) result[version] = emptyCounts();
    if (versions?.length === 0) return result;
    let query = this.db
      .selectFrom('site_event_count')
      .select(['version', 'kind', (eb) => eb.fn.sum<number>('count').as('total')])
      .where('remote', '=', remote)
      .where('minute_start', '>', sinceMs - minuteMs);
    if (versions) query = query.where('version', 'in', [...versions]);
    for (const row of await query.groupBy(['version', 'kind']).execute()) {
      if (!isKind(row.kind)) continue;
      const counts = (result[row.version] ??= emptyCounts());
      counts[countKey(row.kind)] += Number(row.total);
    }
    return result;
  }

  async visitors({ remote, versions, sinceMs }: SiteEventsSummaryQuery & { versions: readonly string[] }): Promise<Record<string, SiteEventVisitorCounts>> {
    const result: Record<string, SiteEventVisitorCounts> = Object.fromEntries(versions.map((version) => [version, { views: 0, failed: 0 }]));
    if (versions.length === 0) return result;
    const rows = await this.db
      .selectFrom('site_event_visitor')
      .select([
        'version',
        sql<number>`count(distinct case when kind = 'view' then visitor end)`.as('views'),
        sql<number>`count(distinct case when kind <> 'view' then visitor end)`.as('failed'),
      ])
      .where('remote', '=', remote)
      .where('version', 'in', [...versions])
      .where('minute_start', '>', sinceMs - minuteMs)
      .groupBy('version')
      .execute();
    for (const row of rows) result[row.version] = { views: Number(row.views), failed: Number(row.failed) };
    return result;
  }

  vitals(query: SiteVitalsQuery): Promise<Record<string, SiteVitalFigures>> {
    return readSiteVitals(this.db, query);
  }

  vitalsByPage(query: SiteVitalsQuery): Promise<Record<string, Record<string, SiteVitalFigures>>> {
    return readSiteVitalsByPage(this.db, query);
  }

  async topMessages({ remote, version, sinceMs, limit = 20 }: SiteEventsMessagesQuery): Promise<SiteEventMessage[]> {
    const recent = () => {
      let query = this.db.selectFrom('site_event_message').where('remote', '=', remote).where('hour_start', '>', sinceMs - hourMs);
      if (version !== undefined) query = query.where('version', '=', version);
      return query;
    };
    const top = await recent()
      .select(['version', 'kind', 'message', (eb) => eb.fn.sum<number>('count').as('total')])
      .groupBy(['version', 'kind', 'message'])
      .orderBy('total', 'desc')
      .orderBy('version')
      .orderBy('kind')
      .orderBy('message')
      .limit(Math.max(1, Math.floor(limit)))
      .execute();
    if (top.length === 0) return [];
    // Their pages, from every hour they were counted in.
    const rows = await recent()
      .select(['version', 'kind', 'message', 'paths'])
      .where('message', 'in', [...new Set(top.map((row) => row.message))])
      .orderBy('hour_start')
      .execute();
    return top.map((entry) => {
      const paths = rows
        .filter((row) => row.version === entry.version && row.kind === entry.kind && row.message === entry.message)
        .reduce<string[]>((kept, row) => mergePaths(kept, parsePaths(row.paths), this.bounds.pathsPerMessage), []);
      return {
        version: entry.version,
        kind: entry.kind as SiteEventMessage['kind'],
        message: entry.message === otherMessages ? null : entry.message,
        count: Number(entry.total),
        paths,
      };
    });
  }

  async perMinute({ remote, sinceMs, minutes }: SiteEventsPerMinuteQuery): Promise<SiteEventsPerMinute> {
    const from = sinceMs - (sinceMs % minuteMs);
    const length = Math.max(1, Math.min(Math.floor(minutes), 7 * 24 * 60));
    const rows = await this.db
      .selectFrom('site_event_count')
      .select(['version', 'minute_start', sql<number>`sum(case when kind = 'view' then count else 0 end)`.as('views'), sql<number>`sum(case when kind <> 'view' then count else 0 end)`.as('failed')])
      .where('remote', '=', remote)
      .where('minute_start', '>=', from)
      .where('minute_start', '<', from + length * minuteMs)
      .groupBy(['version', 'minute_start'])
      .execute();
    const versions: SiteEventsPerMinute['versions'] = {};
    for (const row of rows) {
      const series = (versions[row.version] ??= { views: new Array<number>(length).fill(0), failed: new Array<number>(length).fill(0) });
      const index = Math.floor((Number(row.minute_start) - from) / minuteMs);
      series.views[index] = Number(row.views);
      series.failed[index] = Number(row.failed);
    }
    return { from, minutes: length, versions };
  }

  /** Hears every recorded report (after its commit), e.g. to count them in metrics; returns the unsubscribe. */
  onRecorded(listener: SiteEventsListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Drops what is older than the retention (30 days; who reported what and the vitals, two days); returns the rows removed. */
  async prune(): Promise<number> {
    const cutoff = this.clock() - this.bounds.retentionDays * 24 * hourMs;
    const visitorCutoff = this.clock() - this.bounds.visitorRetentionMs;
    const counts = await this.db.deleteFrom('site_event_count').where('minute_start', '<', cutoff).executeTakeFirst();
    const messages = await this.db.deleteFrom('site_event_message').where('hour_start', '<', cutoff).executeTakeFirst();
    const visitors = await this.db.deleteFrom('site_event_visitor').where('minute_start', '<', visitorCutoff).executeTakeFirst();
    const vitals = await this.db.deleteFrom('site_vital').where('minute_start', '<', visitorCutoff).executeTakeFirst();
    return [counts, messages, visitors, vitals].reduce((sum, result) => sum + Number(result.numDeletedRows), 0);
  }
}
