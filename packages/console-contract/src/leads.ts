// The console's HTTP API, the lead desk section (sales, admins; server/routes/lead-routes.ts).
// Its statuses are the lead desk's own list, from its browser-safe entry.
import type { LeadSettings, LeadStatus, LeadView } from '@site/lead-desk/statuses';

export { bulkMost, bulkUndoMs, leadStatuses, leadViews, openStatuses, waitingAfterMs } from '@site/lead-desk/statuses';
export type { LeadSettings, LeadStatus, LeadView } from '@site/lead-desk/statuses';
export { assignmentActor, defaultLeadSettings } from '@site/lead-desk/statuses';

/** The audit log's `remote` for the lead desk's entries. */
export const leadsRemote = 'leads';

/**
 * `GET /console/api/enquiries?status=&country=&from=&until=&owner=&q=&page=&pageSize=` (sales,
 * admins), newest first, a page at a time; `from`/`until` are days (`2026-11-27`, until inclusive)
 * or ISO times; `owner=none`: nobody's. Each read is audited (`lead-list`).
 * `GET /console/api/enquiries/export?format=csv|xlsx&…` downloads the whole filtered list.
 */
export interface LeadQuery {
  /** One of the inbox's views (`mine`: the signed-in salesperson's), with the filters below. */
  view?: LeadView;
  status?: LeadStatus;
  country?: string;
  from?: string;
  until?: string;
  owner?: string;
  q?: string;
  /** From 1. */
  page?: number;
  pageSize?: number;
}

/** The inbox's page size unless asked otherwise, and the most a page holds. */
export const leadPageSizes = { standard: 50, most: 100 } as const;

/** One enquiry as the lead desk shows it. */
export interface Lead {
  id: number;
  receivedAt: string;
  status: LeadStatus;
  owner: string | null;
  /** Nobody on the lead desk has opened it yet. */
  unread: boolean;
  name: string;
  company: string;
  email: string;
  /** `CN`, and the number with its dial code first (`8613800000000`). */
  countryCode: string;
  phoneNumber: string;
  phoneVerified: boolean;
  city: string;
  /** The form's cooperation details. */
  remark: string;
  /** The site's language the form was sent in (`zh`, `en`). */
  language: string;
  /** The page it was sent from (`/en/contact`), '' when unknown. */
  sourcePath: string;
  /** When the privacy box was ticked, and the policy (version, language) it linked to. */
  consentAt: string;
  policyVersion: string;
  policyLanguage: string | null;
  /** Whether every notification channel has sent it. */
  notifiedAt: string | null;
  /** The first enquiry from the same phone or e-mail within 30 days before this one, if any. */
  repeatOf: number | null;
}

/**
 * An enquiry as an inbox row (or a repeat's line) shows it: no e-mail, phone, city or message.
 * Those come with an opening of the enquiry, which is audited.
 */
export type LeadRow = Pick<Lead, 'id' | 'receivedAt' | 'status' | 'owner' | 'unread' | 'name' | 'company' | 'countryCode' | 'repeatOf'>;

export interface LeadList {
  items: LeadRow[];
  /** The sales users (and admins) a lead may be given to. */
  owners: string[];
  /** The countries enquiries came from (`CN`), for the filter. */
  countries: string[];
  /** How many enquiries each view holds now, for the signed-in user (without the other filters). */
  views: Record<LeadView, number>;
  /** When an open enquiry's age turns amber, then red (the lead desk's settings). */
  ageLimits: { amberMs: number; redMs: number };
  /** This page (from 1), its size, and how many enquiries match in all. */
  page: number;
  pageSize: number;
  total: number;
}

/** A change in a lead's pipeline: `status`, `owner` (a name, '' for nobody), or a `note`. */
export interface LeadEvent {
  at: string;
  actor: string;
  kind: 'status' | 'owner' | 'note';
  value: string;
}

export interface LeadNotification {
  at: string;
  /** `webhook`, `email`. */
  channel: string;
  ok: boolean;
  error: string | null;
}

/**
 * `GET /console/api/enquiries/<id>`: one enquiry. Every opening marks it read and is audited,
 * whatever its headers: a page's own refresh (`X-Console-Background`) too, but one user's openings
 * of one enquiry within 5 minutes are one entry.
 * `PATCH` `{ status?, owner?, note? }`; `POST …/<id>/notify`: retry its notifications now.
 */
export interface LeadDetails {
  lead: Lead;
  history: LeadEvent[];
  notifications: LeadNotification[];
  /** Other enquiries from the same phone or e-mail within 30 days of it, oldest first (rows: opening one is its own audited read). */
  related: LeadRow[];
  owners: string[];
  /** Whether notification channels are configured (retry makes sense). */
  canNotify: boolean;
}

export interface LeadChangeRequest {
  status?: LeadStatus;
  owner?: string | null;
  note?: string;
}

/**
 * `GET /console/api/enquiries/<id>/erasure` (admins): what erasing this enquiry's person (its phone
 * and its e-mail) would delete now, for the confirmation to say exactly.
 */
export interface ErasurePreview {
  phone: string;
  email: string;
  /** Every enquiry of that phone or e-mail, newest first. */
  enquiries: { id: number; receivedAt: string }[];
  smsRecords: number;
}

/**
 * `POST /console/api/enquiries/bulk` `{ ids, status?, owner? }` (sales, admins): one change to up to
 * `bulkMost` enquiries, audited; `POST …/bulk/<bulkId>/undo` within `bulkUndoMs`, by the same user.
 */
export interface BulkRequest {
  ids: number[];
  status?: LeadStatus;
  /** A salesperson's name, or null for nobody. */
  owner?: string | null;
}

export interface BulkResult {
  bulkId: number;
  /** The enquiries it changed (those already so are left as they were). */
  changed: number[];
}

export interface BulkUndoResult {
  restored: number[];
  /** Changed by someone since: left as they are now. */
  changedSince: number[];
}

/** `GET /console/api/lead-settings` (the lead desk's users); `PUT` the settings (admins). */
export interface LeadSettingsView {
  settings: LeadSettings;
  /** Who an enquiry may go to: the sales users and admins. */
  people: string[];
}

/** `POST /console/api/enquiries/erase` `{ phone?, email? }` (admins): what was deleted. */
export interface EraseResult {
  enquiries: number;
  smsRecords: number;
}
