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

/** A change made to many enquiries at once: what was asked, and each one's status and owner before it (JSON). */
export interface EnquiryBulkTable {
  id: Generated<number>;
  at: number;
  actor: string;
  change: string;
  before: string;
  undone_at: number | null;
}

/** A setting of the lead desk's: its JSON value under a key. */
export interface LeadDeskSettingTable {
  key: string;
  value: string;
}

/** Who on the desk has opened an enquiry, first when. */
export interface EnquiryReadTable {
  enquiry_id: number;
  reader: string;
  at: number;
}

/** The lead desk's tables beside the site's enquiries (the enquiry record and its pipeline fields are the intake's). */
export type LeadDeskTables = {
  enquiry_event: EnquiryEventTable;
  enquiry_bulk: EnquiryBulkTable;
  lead_desk_setting: LeadDeskSettingTable;
  enquiry_read: EnquiryReadTable;
};

export type LeadDeskDb = Kysely<DatabaseSchema & LeadDeskTables>;

/** The site's database as the lead desk sees it: its own table too. */
export const leadDeskDb = (db: Kysely<DatabaseSchema>): LeadDeskDb => db.withTables<LeadDeskTables>();
