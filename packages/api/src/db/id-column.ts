import type { CreateTableBuilder } from 'kysely';
import type { Engine } from './open-database.js';

/**
 * A table's `id`, an auto-incrementing primary key on either engine (PostgreSQL's bigserial,
 * SQLite's integer rowid): `db.schema.createTable(…).$call(idColumn(engine))`.
 */
export function idColumn(engine: Engine) {
  return <TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) =>
    table.addColumn('id', engine === 'postgres' ? 'bigserial' : 'integer', (col) => (engine === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement()));
}
