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

/** An open enquiry's age turns amber, then red, past these (unless the deployment says otherwise). */
export const defaultAgeLimits = { amberMs: 24 * 3600_000, redMs: 48 * 3600_000 } as const;
