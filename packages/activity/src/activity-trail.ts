import { idColumn, migrateHome, withStartupLock, type Database, type DatabaseSchema, type Engine } from '@site/api';
import type { Generated, Kysely, Migration, Selectable } from 'kysely';
import type { ActivityAction, ActivitySection } from './activity-actions.js';

/** One entry: who did what to which user, enquiry, article or image, when, and how it went. */
export interface ActivityEntry {
  /** Milliseconds since the epoch. */
  at: number;
  /** The back office's user, or who ran a command-line tool (RELEASE_ACTOR or the system user). */
  actor: string;
  section: ActivitySection;
  action: ActivityAction;
  from: string | null;
  to: string | null;
  /** 'passed' or 'passed: <what>'; a command-line tool names itself: 'passed (npm run news)'. */
  check: string;
}

export interface StoredActivityEntry extends ActivityEntry {
  id: number;
}

/** Every filter optional; newest first, at most `limit`, older than the entry `beforeId` when given (the next page). */
export interface ActivityQuery {
  section?: string;
  actor?: string;
  action?: string;
  since?: number;
  until?: number;
  beforeId?: number;
  limit: number;
}

interface ActivityEntryTable {
  id: Generated<number>;
  at: number;
  actor: string;
  section: string;
  action: string;
  subject_from: string | null;
  subject_to: string | null;
  outcome: string;
}

type ActivityDb = Kysely<DatabaseSchema & { activity_entry: ActivityEntryTable }>;

function activityMigrations(engine: Engine): Record<string, Migration> {
  return {
    '001-activity-entry': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('activity_entry')
          .ifNotExists()
          .$call(idColumn(engine))
          .addColumn('at', 'bigint', (col) => col.notNull())
          .addColumn('actor', 'text', (col) => col.notNull())
          .addColumn('section', 'text', (col) => col.notNull())
          .addColumn('action', 'text', (col) => col.notNull())
          .addColumn('subject_from', 'text')
          .addColumn('subject_to', 'text')
          .addColumn('outcome', 'text', (col) => col.notNull())
          .execute();
        // The audit page's filters, each read newest first a page at a time.
        await db.schema.createIndex('activity_entry_actor').ifNotExists().on('activity_entry').columns(['actor', 'id']).execute();
        await db.schema.createIndex('activity_entry_section').ifNotExists().on('activity_entry').columns(['section', 'id']).execute();
        await db.schema.createIndex('activity_entry_at').ifNotExists().on('activity_entry').column('at').execute();
      },
    },
  };
}

const adoptedKey = 'activity_adopted_release_log';

const fromRow = (row: Selectable<ActivityEntryTable>): StoredActivityEntry => ({
  id: Number(row.id),
  at: Number(row.at),
  actor: row.actor,
  section: row.section as ActivitySection,
  action: row.action as ActivityAction,
  from: row.subject_from,
  to: row.subject_to,
  check: row.outcome,
});

/**
 * The back office's activity trail, in the site's database beside what it records (users, news,
 * enquiries), so every instance and every command-line tool writes the same trail. Apart from the
 * release log: release managers read releases there, admins read this.
 */
export class ActivityTrail {
  private constructor(private readonly db: ActivityDb) {}

  /** The trail of the site's database, its table made or brought up to date first. */
  static async open(database: Database): Promise<ActivityTrail> {
    await withStartupLock(database, () => migrateHome(database, 'activity', activityMigrations(database.engine)));
    return new ActivityTrail(database.db.withTables<{ activity_entry: ActivityEntryTable }>());
  }

  async record(entry: ActivityEntry): Promise<void> {
    await this.db.insertInto('activity_entry').values(toRow(entry)).execute();
  }

  /** One page of the entries that match, newest first; `truncated` when there are older ones. */
  async page(query: ActivityQuery): Promise<{ entries: StoredActivityEntry[]; truncated: boolean }> {
    let select = this.db.selectFrom('activity_entry').selectAll();
    if (query.section) select = select.where('section', '=', query.section);
    if (query.actor) select = select.where('actor', '=', query.actor);
    if (query.action) select = select.where('action', '=', query.action);
    if (query.since !== undefined) select = select.where('at', '>=', query.since);
    if (query.until !== undefined) select = select.where('at', '<=', query.until);
    if (query.beforeId !== undefined) select = select.where('id', '<', query.beforeId);
    const rows = await select.orderBy('id', 'desc').limit(query.limit + 1).execute();
    return { entries: rows.slice(0, query.limit).map(fromRow), truncated: rows.length > query.limit };
  }

  /** The newest entry's id (0: none yet): one indexed read, for whoever watches for changes. */
  async newestId(): Promise<number> {
    const row = await this.db.selectFrom('activity_entry').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
    return Number(row?.id ?? 0);
  }

  /** The entries after `id`, oldest first, at most `limit`. */
  async after(id: number, limit = 200): Promise<StoredActivityEntry[]> {
    return (await this.db.selectFrom('activity_entry').selectAll().where('id', '>', id).orderBy('id').limit(limit).execute()).map(fromRow);
  }

  /**
   * Takes in, once, the back office's entries that an older version wrote into the release log, so
   * the trail holds its whole history. Later calls do nothing.
   */
  async adopt(entries: () => Promise<ActivityEntry[]>, database: Database): Promise<number> {
    return withStartupLock(database, async () => {
      if (await this.db.selectFrom('app_meta').select('value').where('key', '=', adoptedKey).executeTakeFirst()) return 0;
      const adopted = await entries();
      await this.db.transaction().execute(async (trx) => {
        for (let start = 0; start < adopted.length; start += 500) await trx.insertInto('activity_entry').values(adopted.slice(start, start + 500).map(toRow)).execute();
        await trx.insertInto('app_meta').values({ key: adoptedKey, value: String(adopted.length) }).execute();
      });
      return adopted.length;
    });
  }
}

function toRow(entry: ActivityEntry) {
  return { at: entry.at, actor: entry.actor.slice(0, 100), section: entry.section, action: entry.action, subject_from: entry.from, subject_to: entry.to, outcome: entry.check };
}
