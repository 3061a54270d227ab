/**
 * The inbox as a salesperson last saw it (its enquiries in order and its address), kept for this
 * tab: an enquiry's page offers the previous and the next, and its way back lands on the same list.
 */
export interface LeadTrail {
  ids: number[];
  /** The inbox's query string (`?view=mine&page=2`), '' for none. */
  search: string;
}

const key = 'console.leads.trail';

export function rememberInbox(trail: LeadTrail): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(trail));
  } catch {
    // Storage refused (private mode, full): the enquiry page goes without its neighbours.
  }
}

export function inboxTrail(): LeadTrail {
  try {
    const stored = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Partial<LeadTrail> | null;
    if (stored && Array.isArray(stored.ids) && typeof stored.search === 'string') return { ids: stored.ids.filter(Number.isSafeInteger), search: stored.search };
  } catch {
    // A torn value: as if none.
  }
  return { ids: [], search: '' };
}

/** The enquiries before and after `id` in the inbox last seen. */
export function neighboursOf(id: number): { previous?: number; next?: number; search: string } {
  const { ids, search } = inboxTrail();
  const at = ids.indexOf(id);
  return { search, ...(at > 0 ? { previous: ids[at - 1]! } : {}), ...(at >= 0 && at < ids.length - 1 ? { next: ids[at + 1]! } : {}) };
}
