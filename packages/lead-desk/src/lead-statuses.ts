// Browser-safe (the back office's pages import it): nothing here may import Node or the database.

/** An enquiry's place in the sales pipeline, in order; `spam` stands apart. */
export const leadStatuses = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** A second enquiry from the same phone or e-mail within this long is shown with the first. */
export const repeatWindowMs = 30 * 24 * 3600_000;
