// @site/lead-desk's public entry: what the back office, its command line and the site's jobs use.
export { leadStatuses, leadViews, viewFilter, countViews, startOfWeek, listLeads, countLeads, leadCountries, findLead, firstOfRepeats, changeLead, bulkChangeLeads, undoBulkChange, bulkUndoMs, leadNotes, markLeadRead, readBy, newestLeadId, eraseContact, erasureOf, repeatWindowMs } from './lead-repository.js';
export type { BulkChange, LeadStatus, LeadView, LeadFilter, LeadChange, LeadDetail, LeadEventRow, LeadNotificationRow, Erased } from './lead-repository.js';
export { exportColumns, leadsCsv, leadsXlsx, machineReader, type ExportColumn, type ExportReader, type ExportWords } from './lead-export.js';
export { startEnquiryRetention } from './retention.js';
export { openLeadDesk } from './lead-desk-store.js';
export { assignNewLeads, readLeadSettings, writeLeadSettings } from './lead-assignment.js';
export { assignmentActor, defaultLeadSettings, type LeadSettings } from './lead-statuses.js';
