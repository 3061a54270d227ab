// @site/lead-desk's public entry: what the back office, its command line and the site's jobs use.
export { leadStatuses, listLeads, countLeads, leadCountries, findLead, firstOfRepeats, changeLead, markLeadRead, newestLeadId, eraseContact, repeatWindowMs } from './lead-repository.js';
export type { LeadStatus, LeadFilter, LeadChange, LeadDetail, LeadEventRow, LeadNotificationRow, Erased } from './lead-repository.js';
export { leadsCsv, leadsXlsx } from './lead-export.js';
export { startEnquiryRetention } from './retention.js';
export { openLeadDesk } from './lead-desk-store.js';
