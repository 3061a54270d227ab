import type { DatabaseSchema } from '@site/api';
import type { Generated, Kysely } from 'kysely';

/** A change in an enquiry's pipeline: `status` or `owner` (the new value), or a `note`. */
export interface EnquiryEventTable {
  id: Generated<number>;
  enquiry_id: number;
  at: number;
  actor: string;
  kind: string;
  value: string;
}

/** The lead desk's table beside the site's enquiries (the enquiry record and its pipeline fields are the intake's). */
export type LeadDeskTables = {
  enquiry_event: EnquiryEventTable;
};

export type LeadDeskDb = Kysely<DatabaseSchema & LeadDeskTables>;

/** The site's database as the lead desk sees it: its own table too. */
export const leadDeskDb = (db: Kysely<DatabaseSchema>): LeadDeskDb => db.withTables<LeadDeskTables>();
