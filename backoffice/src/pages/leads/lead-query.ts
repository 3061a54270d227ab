import { leadStatuses, leadViews, type LeadQuery, type LeadStatus, type LeadView } from '@site/console-contract/leads';

const textFilters = ['country', 'from', 'until', 'owner', 'q'] as const;
const isStatus = (value: string | null): value is LeadStatus => (leadStatuses as readonly (string | null)[]).includes(value);
const isView = (value: string | null): value is LeadView => value !== 'all' && (leadViews as readonly (string | null)[]).includes(value);

/** The inbox's filters and page in the page's address (so a filtered list can be shared, and comes back after a reload). */
export function leadQueryFrom(params: URLSearchParams): LeadQuery {
  const query: LeadQuery = {};
  const view = params.get('view');
  if (isView(view)) query.view = view;
  const status = params.get('status');
  if (isStatus(status)) query.status = status;
  for (const name of textFilters) {
    const value = params.get(name)?.trim();
    if (value) query[name] = value;
  }
  const page = Number(params.get('page'));
  if (Number.isSafeInteger(page) && page > 1) query.page = page;
  return query;
}
