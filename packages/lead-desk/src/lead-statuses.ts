// Browser-safe (the back office's pages import it): nothing here may import Node or the database.

/** An enquiry's place in the sales pipeline, in order; `spam` stands apart. */
export const leadStatuses = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** A second enquiry from the same phone or e-mail within this long is shown with the first. */
export const repeatWindowMs = 30 * 24 * 3600_000;

/** Statuses still in the salesperson's hands (not won, lost or spam). */
export const openStatuses: readonly LeadStatus[] = ['new', 'contacted', 'qualified'];

/**
 * The inbox's views, each a question a salesperson asks every day: everything; nobody has answered
 * yet (`new`); mine and still open (`mine`); mine, still new, and older than a day (`waiting`);
 * received this week, from Monday (`week`).
 */
export const leadViews = ['all', 'new', 'mine', 'waiting', 'week'] as const;
export type LeadView = (typeof leadViews)[number];

/** How long an enquiry may wait before it counts as waiting on its owner. */
export const waitingAfterMs = 24 * 3600_000;

/** How long a change made to many enquiries at once may be undone. */
export const bulkUndoMs = 10_000;

/** The most enquiries one bulk change takes (a page of the inbox). */
export const bulkMost = 100;

/**
 * The lead desk's settings (an admin's): how new enquiries find an owner (`off`; `round-robin`
 * among the salespeople on duty, the one with the fewest new enquiries given today first;
 * `country`: the salesperson named for the enquiry's country, else round-robin), and when an open
 * enquiry's age turns amber and red.
 */
export interface LeadSettings {
  assignment: 'off' | 'round-robin' | 'country';
  onDuty: string[];
  /** `CN` → `sam`. */
  byCountry: Record<string, string>;
  ageAmberHours: number;
  ageRedHours: number;
}

export const defaultLeadSettings: LeadSettings = { assignment: 'off', onDuty: [], byCountry: {}, ageAmberHours: 24, ageRedHours: 48 };

/** Who an automatic assignment is by, in histories and the audit log. */
export const assignmentActor = 'lead assignment';
