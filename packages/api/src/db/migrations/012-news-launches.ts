import type { Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * A published copy that went out with a launch (issue 51) names it: the site shows it only to a
 * visit that sees that launch live (the registry says which), so its page and its article appear,
 * and go, together. Null: shown to everyone.
 */
export function newsLaunchesMigration() {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('news').addColumn('launch_id', 'integer').execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('news').dropColumn('launch_id').execute();
    },
  };
}
