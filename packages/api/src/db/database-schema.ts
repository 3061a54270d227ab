import type { Generated } from 'kysely';

/** Times are milliseconds since the epoch unless the name says otherwise. */
export interface NewsTable {
  id: Generated<number>;
  slug: string;
  language: string;
  title: string;
  description: string;
  cover: string;
  content_html: string;
  author_name: string;
  display: number;
  top: number;
  home_page: number;
  published_at: number;
  updated_at: number;
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

/** A change in an enquiry's pipeline: `status` or `owner` (the new value), or a `note`. */
export interface EnquiryEventTable {
  id: Generated<number>;
  enquiry_id: number;
  at: number;
  actor: string;
  kind: string;
  value: string;
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

/** The release console (issue 34): users, sessions, failed sign-ins. */
export interface ConsoleUserTable {
  name: string;
  role: string;
  password_hash: string;
  created_at: number;
}

export interface ConsoleSessionTable {
  token_hash: string;
  user_name: string;
  csrf_token: string;
  created_at: number;
  last_seen_at: number;
}

export interface ConsoleLoginFailureTable {
  subject: string;
  at: number;
  /** The sign-in attempt that wrote it (counted before its password was checked). */
  attempt: string | null;
}

/** Sign-ins, failed sign-ins, sign-outs, unlocks and own password changes (issue 39), for admins. */
export interface ConsoleSecurityEventTable {
  id: Generated<number>;
  at: number;
  kind: string;
  user_name: string;
  address: string | null;
  detail: string;
}

/** An article's working copy in one language (the newsroom saves it; publishing copies it into `news`). */
export interface NewsDraftTable {
  slug: string;
  language: string;
  title: string;
  description: string;
  cover: string;
  content_html: string;
  author_name: string;
  /** Whether the article is to be listed on the home page once published. */
  home_page: number;
  updated_at: number;
  updated_by: string;
  /** When it is to be published (ms), null unless scheduled. */
  scheduled_at: number | null;
  scheduled_by: string | null;
}

/** One save of an article's copy in one language. */
export interface NewsRevisionTable {
  id: Generated<number>;
  slug: string;
  language: string;
  saved_at: number;
  saved_by: string;
  title: string;
  description: string;
  cover: string;
  content_html: string;
  author_name: string;
  /** `import`, `restored from 12`, or ''. */
  note: string;
}

/** What happened to an article besides saves: publish, schedule, unschedule, unpublish, pin, unpin, home, unhome. */
export interface NewsEventTable {
  id: Generated<number>;
  slug: string;
  language: string;
  at: number;
  actor: string;
  kind: string;
  detail: string;
}

/** An image of the media library; its renditions are `news_cover` rows named in `files` (JSON). */
export interface NewsMediaTable {
  id: string;
  default_file: string;
  files: string;
  width: number;
  height: number;
  alt_zh: string;
  alt_en: string;
  original_name: string;
  bytes: number;
  created_at: number;
  created_by: string;
}

export interface DatabaseSchema {
  news: NewsTable;
  news_draft: NewsDraftTable;
  news_revision: NewsRevisionTable;
  news_event: NewsEventTable;
  news_media: NewsMediaTable;
  news_cover: NewsCoverTable;
  enquiry: EnquiryTable;
  enquiry_event: EnquiryEventTable;
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
  console_user: ConsoleUserTable;
  console_session: ConsoleSessionTable;
  console_login_failure: ConsoleLoginFailureTable;
  console_security_event: ConsoleSecurityEventTable;
}
