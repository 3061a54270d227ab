import type { Generated } from 'kysely';

/** Times are milliseconds since the epoch unless the name says otherwise. */
export interface NewsTable {
  id: Generated<number>;
  /** The article this row is a language copy of: the id of its first row (set by `insertNewsRow`). */
  article_id: number | null;
  slug: string;
  language: string;
  title: string;
  description: string;
  cover: string;
  content_html: string;
  author_name: string;
  /** The editors' search-engine title and description; '' means the title and the summary. */
  meta_title: Generated<string>;
  meta_description: Generated<string>;
  display: number;
  top: number;
  home_page: number;
  published_at: number;
  updated_at: number;
  /** The launch it went out with: shown only to visits that see that launch live (null: to everyone). */
  launch_id: Generated<number | null>;
}

/** A newsroom preview link as issued: `revisions` is JSON (language → news_revision id). */
export interface NewsPreviewLinkTable {
  id: string;
  slug: string;
  revisions: string;
  created_at: number;
  created_by: string;
  expires_at: number;
  revoked_at: number | null;
  revoked_by: string | null;
}

export interface NewsCoverTable {
  file_name: string;
  content_type: string;
  body: Buffer;
  created_at: number;
}

export interface EnquiryTable {
  id: Generated<number>;
  received_at: number;
  name: string;
  email: string;
  company: string;
  city: string;
  country_code: string;
  phone_number: string;
  remark: string;
  language: string;
  client_ip: string;
  consent_at: number;
  privacy_policy_version: string;
  notified_at: number | null;
  /** The lead desk (issue 41): new, contacted, qualified, won, lost or spam. */
  status: Generated<string>;
  /** The salesperson who follows it up. */
  owner: string | null;
  /** When someone on the lead desk first opened it (null: unread). */
  read_at: number | null;
  /** The page the form was sent from (`/en/contact`), '' when unknown. */
  source_path: Generated<string>;
  phone_verified: Generated<number>;
  /** The language of the privacy policy the ticked box linked to (the form's language). */
  policy_language: string | null;
}

/** One attempt to tell the sales team about an enquiry, per channel (`webhook`, `email`). */
export interface EnquiryNotificationTable {
  id: Generated<number>;
  enquiry_id: number;
  at: number;
  channel: string;
  ok: number;
  error: string | null;
}

export interface SmsCodeTable {
  phone_number: string;
  code_hash: string;
  created_at: number;
  expires_at: number;
  wrong_attempts: number;
}

export interface SmsSendTable {
  id: Generated<number>;
  phone_number: string;
  client_ip: string;
  sent_at: number;
}

export interface SmsFailedCheckTable {
  id: Generated<number>;
  phone_number: string;
  failed_at: number;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  phone_number: string;
  code: string;
  sent_at: number;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

/** Browser reports of one kind for one version of an area, in the minute starting at `minute_start`. */
export interface SiteEventCountTable {
  remote: string;
  version: string;
  kind: string;
  minute_start: number;
  count: number;
}

/** One message of one kind and version, in the hour starting at `hour_start`; `paths` is a JSON array. */
export interface SiteEventMessageTable {
  remote: string;
  version: string;
  kind: string;
  hour_start: number;
  /** '' for the messages beyond the ones kept per hour. */
  message: string;
  count: number;
  paths: string;
}

/** A visitor (a keyed hash of the address, see visitor-ids.ts) who reported one kind for one version in the minute starting at `minute_start`. */
export interface SiteEventVisitorTable {
  remote: string;
  version: string;
  kind: string;
  minute_start: number;
  visitor: string;
}

/**
 * A visitor's worst value of one Core Web Vital (LCP and INP in ms, CLS unitless) on one page kind
 * of one version, in the minute starting at `minute_start`.
 */
export interface SiteVitalTable {
  remote: string;
  version: string;
  page: string;
  name: string;
  minute_start: number;
  visitor: string;
  value: number;
}

/**
 * A step of the contact form posted without scripts (issue 28): the page state the redirect's GET
 * shows (JSON), readable only with the browser's cookie (`owner`, hashed), for half an hour;
 * `token` is the one-time token of the page's form, `used_at` and `next_id` what its post became.
 */
export interface FormStepTable {
  id: string;
  owner: string;
  token: string;
  state: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  next_id: string | null;
}

export interface DatabaseSchema {
  news: NewsTable;
  news_cover: NewsCoverTable;
  news_preview_link: NewsPreviewLinkTable;
  enquiry: EnquiryTable;
  enquiry_notification: EnquiryNotificationTable;
  sms_code: SmsCodeTable;
  sms_send: SmsSendTable;
  sms_failed_check: SmsFailedCheckTable;
  sms_outbox: SmsOutboxTable;
  app_meta: AppMetaTable;
  site_event_count: SiteEventCountTable;
  site_event_message: SiteEventMessageTable;
  site_event_visitor: SiteEventVisitorTable;
  site_vital: SiteVitalTable;
  form_step: FormStepTable;
}
