import type { Kysely } from 'kysely';
import type { Engine } from '../open-database.js';

type AnyDb = Kysely<unknown>;

/**
 * The Core Web Vitals browsers measured (issue 42): one row per remote, version, page kind, vital,
 * minute and visitor (a keyed hash of the address, see visitor-ids.ts) holding that visitor's worst
 * value of the minute, so the canary guard takes a percentile over visitors, not over reports. Kept
 * as long as who-reported-what (two days).
 */
export function siteVitalsMigration(engine: Engine) {
  // SQLite's REAL is a double already; PostgreSQL's `real` would be single precision.
  const valueType = engine === 'postgres' ? 'double precision' : 'real';
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('site_vital')
        .addColumn('remote', 'text', (col) => col.notNull())
        .addColumn('version', 'text', (col) => col.notNull())
        .addColumn('page', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('minute_start', 'bigint', (col) => col.notNull())
        .addColumn('visitor', 'text', (col) => col.notNull())
        .addColumn('value', valueType, (col) => col.notNull())
        .addPrimaryKeyConstraint('site_vital_key', ['remote', 'version', 'minute_start', 'page', 'name', 'visitor'])
        .execute();
      await db.schema.createIndex('site_vital_time').on('site_vital').column('minute_start').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('site_vital').execute();
    },
  };
}
