import type { Migration } from 'kysely';

/**
 * A step of the site's migration history whose tables moved to a home of their own (issue 47):
 * the back office's users and sessions (005, 006) and the newsroom (008). Databases that ran it
 * keep it in their history; the home's own migrations create its tables where they are missing
 * and take them over where they are not.
 */
export const movedMigration: Migration = { async up() {} };
