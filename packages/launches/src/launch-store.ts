import { idColumn, migrateHome, withStartupLock, type Database, type DatabaseSchema, type Engine } from '@site/api';
import type { Generated, Kysely, Migration } from 'kysely';

/** A launch: a name, its state and its time. */
export interface LaunchTable {
  id: Generated<number>;
  name: string;
  /** draft | scheduled | live | reverted */
  state: string;
  /** When it goes live (ms); null: when someone presses Go. */
  at: number | null;
  created_at: number;
  created_by: string;
  updated_at: number;
  /** What its moment replaced (JSON, `LaunchBefore`), kept for its revert; '' before it went live. */
  before: Generated<string>;
  /** When it went live and when it was last reverted (ms), or null. */
  live_at: number | null;
  reverted_at: number | null;
  /** Why its time passed without it going live (a blocked preflight, a failure), for the back office; '' when nothing is wrong. */
  alert: Generated<string>;
}

/** What a launch holds: an area version (`area`, key the remote) or an article (`article`, key the slug). */
export interface LaunchMemberTable {
  launch_id: number;
  kind: string;
  key: string;
  /** An area member: its version and how it goes live (JSON); '' for an article. */
  version: string;
  plan: string;
  /** An article member: `both`, `zh` or `en`; its pin and home-page state once live; the saves it joined at (JSON). */
  languages: string;
  pinned: number;
  home_page: number;
  joined_revisions: string;
  joined_at: number;
  joined_by: string;
}

/** Everything done to a launch, and by whom: created, member added or removed, scheduled, live, reverted. */
export interface LaunchEventTable {
  id: Generated<number>;
  launch_id: number;
  at: number;
  actor: string;
  kind: string;
  detail: string;
}

export type LaunchTables = { launch: LaunchTable; launch_member: LaunchMemberTable; launch_event: LaunchEventTable };
export type LaunchDb = Kysely<DatabaseSchema & LaunchTables>;
export const launchDb = (db: Kysely<DatabaseSchema>): LaunchDb => db.withTables<LaunchTables>();

/** The launches' tables beside the site's; their history is `launches_migration`. */
function launchMigrations(engine: Engine): Record<string, Migration> {
  return {
    '001-launches': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('launch')
          .ifNotExists()
          .$call(idColumn(engine))
          .addColumn('name', 'text', (col) => col.notNull())
          .addColumn('state', 'text', (col) => col.notNull())
          .addColumn('at', 'bigint')
          .addColumn('created_at', 'bigint', (col) => col.notNull())
          .addColumn('created_by', 'text', (col) => col.notNull())
          .addColumn('updated_at', 'bigint', (col) => col.notNull())
          .execute();
        await db.schema
          .createTable('launch_member')
          .ifNotExists()
          .addColumn('launch_id', 'integer', (col) => col.notNull())
          .addColumn('kind', 'text', (col) => col.notNull())
          .addColumn('key', 'text', (col) => col.notNull())
          .addColumn('version', 'text', (col) => col.notNull().defaultTo(''))
          .addColumn('plan', 'text', (col) => col.notNull().defaultTo(''))
          .addColumn('languages', 'text', (col) => col.notNull().defaultTo('both'))
          .addColumn('pinned', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('home_page', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('joined_revisions', 'text', (col) => col.notNull().defaultTo('{}'))
          .addColumn('joined_at', 'bigint', (col) => col.notNull())
          .addColumn('joined_by', 'text', (col) => col.notNull())
          .addPrimaryKeyConstraint('launch_member_pk', ['launch_id', 'kind', 'key'])
          .execute();
        await db.schema
          .createTable('launch_event')
          .ifNotExists()
          .$call(idColumn(engine))
          .addColumn('launch_id', 'integer', (col) => col.notNull())
          .addColumn('at', 'bigint', (col) => col.notNull())
          .addColumn('actor', 'text', (col) => col.notNull())
          .addColumn('kind', 'text', (col) => col.notNull())
          .addColumn('detail', 'text', (col) => col.notNull().defaultTo(''))
          .execute();
        await db.schema.createIndex('launch_event_launch').ifNotExists().on('launch_event').columns(['launch_id', 'at']).execute();
      },
    },
    '002-launch-moments': {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('launch').addColumn('before', 'text', (col) => col.notNull().defaultTo('')).execute();
        await db.schema.alterTable('launch').addColumn('live_at', 'bigint').execute();
        await db.schema.alterTable('launch').addColumn('reverted_at', 'bigint').execute();
        await db.schema.alterTable('launch').addColumn('alert', 'text', (col) => col.notNull().defaultTo('')).execute();
      },
    },
  };
}

/** Makes the launches' tables (or brings them up to date); run after the site's own migrations. */
export async function openLaunches(database: Database): Promise<void> {
  await withStartupLock(database, () => migrateHome(database, 'launches', launchMigrations(database.engine)));
}
