// The console's HTTP API (README, "Back office"; ../shared/design.md has the outside contract):
// the types the server answers with and the page reads, and the few lists both use. Nothing here
// is the server's own: the page imports this file (and types only from @site/release).
import type { SpeedCheck, VitalFigure } from '@site/release';

/**
 * A user holds a set of roles. Release management: `viewer` reads, `releaser` also acts, `admin`
 * also prunes and manages users. `editor`: the newsroom; `sales`: the lead desk. An admin has every
 * role.
 */
export const consoleRoles = ['viewer', 'releaser', 'admin', 'editor', 'sales'] as const;
export type ConsoleRole = (typeof consoleRoles)[number];

/** The back office's sections, and who may use them (reading included: the server refuses the others). */
export const sections = ['releases', 'newsroom', 'leads', 'users'] as const;
export type Section = (typeof sections)[number];
const sectionRoles: Record<Section, readonly ConsoleRole[]> = {
  releases: ['viewer', 'releaser'],
  newsroom: ['editor'],
  leads: ['sales'],
  users: [],
};

export function mayUse(roles: readonly ConsoleRole[], section: Section): boolean {
  return roles.includes('admin') || sectionRoles[section].some((role) => roles.includes(role));
}

/** A set of roles in the order of `consoleRoles`, each once. */
export function normalRoles(roles: readonly ConsoleRole[]): ConsoleRole[] {
  return consoleRoles.filter((role) => roles.includes(role));
}

// The site's areas and the audit log's actions, from the federation contract (browser-safe).
import type { RemoteName } from '@site/federation';
import type { BuildRequirements, Misfit } from '@site/federation/compatibility';

export { auditActions, remoteNames as areaNames } from '@site/federation';
export type { AuditAction } from '@site/federation';
export type { BuildRequirements, Misfit } from '@site/federation/compatibility';
export type AreaName = RemoteName;

/** Every error answer: `{ error: { code, message } }`; the page shows its own text for the code. */
export type ConsoleErrorCode =
  | 'CONSOLE.BAD_REQUEST'
  | 'CONSOLE.SIGNED_OUT'
  | 'CONSOLE.WRONG_LOGIN'
  | 'CONSOLE.LOGIN_LIMITED'
  | 'CONSOLE.FORBIDDEN'
  | 'CONSOLE.CSRF'
  | 'CONSOLE.REFUSED'
  | 'CONSOLE.NOT_FOUND'
  | 'CONSOLE.BUSY'
  | 'CONSOLE.FAILED';

export interface ConsoleError {
  error: {
    code: ConsoleErrorCode;
    /** English, for logs and scripts. */
    message: string;
    /** CONSOLE.REFUSED: what the release library printed (the check's problems). */
    lines?: string[];
    /** CONSOLE.LOGIN_LIMITED, CONSOLE.BUSY: when to try again (also the Retry-After header). */
    retryAfterSeconds?: number;
  };
}

/**
 * `GET /console/api/session`. `POST` `{ user, password }` signs in (204), `DELETE` signs out
 * (`?everywhere=true`: every session of this user). `PUT /console/api/session/password`
 * `{ current, password }`: any user's own new password (204; the user's other sessions end).
 */
/**
 * Sent (`1`) with the requests an open page makes on its own (a refresh every few seconds): they
 * do not keep the session alive, so an unattended tab is signed out at the idle limit.
 */
export const backgroundHeader = 'x-console-background';

export interface SessionInfo {
  user: string;
  roles: ConsoleRole[];
  /** Sent back as `X-CSRF-Token` on every POST, PATCH and DELETE. */
  csrfToken: string;
}

/** Browser reports of one version in the last hour. */
export interface ReportCounts {
  views: number;
  error: number;
  chunk: number;
  hydration: number;
  'area-failed': number;
}

export interface AreaEntry {
  slot: string;
  path?: string;
  href?: string;
  label?: { zh: string; en: string };
}

/** What a version contributes to the site (its area manifest), or null when it has none readable. */
export interface VersionPages {
  paths: string[];
  pages: string[];
  entries: AreaEntry[];
}

export interface VersionDetails {
  publishedAt: string;
  /** Who published it (the audit log), null when unknown. */
  publishedBy: string | null;
  /** When it was last made live for everyone, null if never. */
  activatedAt: string | null;
  commit: string | null;
  /** What it was built against (the contract, shared packages' versions), null when not recorded. */
  requires: BuildRequirements | null;
  /** Whether the live shell can run it; null when unknown (no requirements, or the shell not built). */
  fits: boolean | null;
  /** What it needs that the shell lacks, when it does not fit. */
  misfit: Misfit | null;
}

/** A staged rollout: the canary's share moves up one step per interval while the guard is satisfied, then promote. */
export interface RolloutPlan {
  steps: number[];
  /** `10m`, as given. */
  every: string;
  everyMs: number;
  /** Index in `steps` of the share now served. */
  step: number;
  stepSince: string;
  /** When the next step is due; null while paused. */
  nextAt: string | null;
  paused: boolean;
  /** Since when it is paused; null while it runs. */
  pausedAt: string | null;
  startedBy: string;
}

export interface CanaryStatus {
  version: string;
  percent: number;
  since: string;
  /** Present only when a staged rollout drives this canary. */
  rollout?: RolloutPlan;
}

export interface AreaStatus {
  active: string | null;
  previous: string | null;
  /** Stored versions, oldest first. */
  versions: string[];
  canary: CanaryStatus | null;
  pages: Record<string, VersionPages | null>;
  /** The last hour, for the active, canary and previous versions; null when reports cannot be read. */
  reports: Record<string, ReportCounts> | null;
  details: Record<string, VersionDetails>;
}

/** `GET /console/api/remotes`: the object `npm run release -- status --json` prints. */
export interface RemotesStatus {
  remotes: Record<AreaName, AreaStatus>;
  /** What the live shell provides, null when the shell is not built. */
  shell: BuildRequirements | null;
}

/** Visitors of a version over the guard's window, and how many of them saw a failure. */
export interface VisitorFigures {
  views: number;
  failed: number;
}

/** The Core Web Vitals browsers report: LCP and INP in ms, CLS unitless. The guard judges LCP and INP. */
export const vitalNames = ['LCP', 'INP', 'CLS'] as const;
export type VitalName = (typeof vitalNames)[number];
export const speedVitalNames = ['LCP', 'INP'] as const;
export type SpeedVitalName = (typeof speedVitalNames)[number];

/** A vital of a version over a window (p75 over visitors, each once at their slowest), and a canary's vital against the active one's: the guard's own types. */
export type { SpeedCheck, VitalFigure } from '@site/release';

/**
 * The guard's judgement of a running canary (its rule is @site/release's):
 * - `waiting`: too few canary visitors to judge its failures; `needed` more before it does;
 * - `healthy`: judged, and not worse than the active version by the thresholds;
 * - `failing`: clearly worse, by failures or by speed (`speed`): the guard ends it on its next round.
 * `worse`: the canary's share of visitors who saw a failure, or its p75 of LCP or INP, is above the
 * active version's so far.
 */
export interface GuardVerdict {
  version: string;
  /** When it was judged, and from when its visitors count (the window, or since the canary started). */
  at: string;
  since: string;
  state: 'waiting' | 'healthy' | 'failing';
  canary: VisitorFigures;
  active: VisitorFigures;
  needed: number;
  worse: boolean;
  speed: Record<SpeedVitalName, SpeedCheck>;
}

/** The guard's thresholds (CANARY_GUARD_*); @site/release explains each. */
export interface GuardThresholds {
  windowMs: number;
  minViews: number;
  minErrors: number;
  maxExcess: number;
  maxRatio: number;
  lcpWorsePct: number;
  lcpMinMs: number;
  inpWorseMs: number;
  minVitals: number;
}

/** `GET /console/api/guard`: the canary guard's settings and its judgement of each running canary now. */
export interface GuardState {
  intervalMs: number;
  thresholds: GuardThresholds;
  verdicts: Partial<Record<AreaName, GuardVerdict>>;
}

/** A page kind's vitals: the active version's, and the canary's while one runs. */
export interface PageVitals {
  /** The route module that rendered it (`part`, `news-detail`). */
  page: string;
  active: Record<VitalName, VitalFigure>;
  /** `worse`: above the guard's limit against the active version's figure (LCP and INP; CLS has no limit). */
  canary: Record<VitalName, VitalFigure & { worse: boolean }> | null;
}

/**
 * `GET /console/api/remotes/<remote>/vitals`: the p75 of each Core Web Vital per page kind over the
 * guard's window (since the canary started, when later), for the active version and the canary.
 * At most `maxVitalPages` page kinds, most visitors first.
 */
export interface AreaVitals {
  remote: AreaName;
  active: string | null;
  canary: string | null;
  since: string;
  pages: PageVitals[];
}

export const maxVitalPages = 20;

export const seriesRanges = ['hour', 'day', 'week'] as const;
export type SeriesRange = (typeof seriesRanges)[number];

/**
 * `GET /console/api/remotes/<remote>/series?range=hour|day|week`: browser reports per minute.
 * Each array has one value per minute from `from` (ms since the epoch), `stepMs` apart.
 */
export interface VersionSeries {
  role: 'active' | 'canary' | 'other';
  views: number[];
  /** Failures of every kind (error, chunk, hydration, area-failed). */
  failed: number[];
}

export interface AreaSeries {
  remote: AreaName;
  range: SeriesRange;
  from: number;
  stepMs: number;
  points: number;
  versions: Record<string, VersionSeries>;
}

/** `GET /console/api/remotes/<remote>/messages?range=&version=`: the most frequent messages browsers sent. */
export interface AreaMessages {
  messages: { version: string; kind: 'error' | 'chunk' | 'hydration' | 'area-failed'; message: string | null; count: number; paths: string[] }[];
}

export const releaseActions = ['activate', 'canary', 'promote', 'rollback', 'pause', 'resume', 'preview', 'check', 'prune'] as const;
export type ReleaseAction = (typeof releaseActions)[number];

/**
 * `POST /console/api/remotes/<remote>/actions` with `X-CSRF-Token`:
 * - `activate` `{ version }`, or a staged rollout `{ version, steps: [5, 25, 50, 100], every: '10m' }`;
 * - `canary` `{ version, percent }` starts one, `{ percent }` changes the running one's share;
 * - `promote`, `rollback` (ends a canary or a rollout), `pause`, `resume` (a rollout);
 * - `preview` `{ version, ttl? }` answers `link`; `check` `{ version }`: activation's checks, nothing changed;
 * - `prune` `{ keep }` (admins) answers `removed`.
 */
export interface ActionRequest {
  action: ReleaseAction;
  version?: string;
  percent?: number;
  /** `[5, 25, 50, 100]`, or as the CLI takes it, `"5,25,50,100"`. */
  steps?: number[] | string;
  every?: string;
  ttl?: string;
  keep?: number;
}

export interface ActionResult {
  action: ReleaseAction;
  remote: AreaName;
  /** What the release library printed, as the CLI prints it. */
  lines: string[];
  link?: string;
  removed?: string[];
}

/** The `remote` of the back office's own audit entries (user changes); the stored name stays for old logs. */
export const backOfficeRemote = 'console';
/** Which entries the audit log shows: release actions (the page's default), the back office's own, or all. */
export const auditScopes = ['release', 'backoffice', 'all'] as const;
export type AuditScope = (typeof auditScopes)[number];

/** One line of the audit log. */
export interface AuditEntry {
  at: string;
  actor: string;
  /** An area, or `console` for sign-ins and user changes. */
  remote: string;
  action: string;
  from: string | null;
  to: string | null;
  check: string;
}

/**
 * `GET /console/api/audit?remote=&actor=&action=&since=&until=&limit=` answers the matching entries,
 * newest first (an array), and `X-Audit-Truncated: true` when more matched than `limit` (500 by
 * default); `&format=csv` downloads them. The page reads both as an AuditPage.
 */
export const auditTruncatedHeader = 'x-audit-truncated';

export interface AuditPage {
  entries: AuditEntry[];
  /** More matched than `limit`. */
  truncated: boolean;
}

/** `GET /console/api/live`: server-sent events. `change` carries the new audit entries; the page refetches what it shows. */
export interface LiveChange {
  entries: AuditEntry[];
  /** The newest enquiry's id, when one arrived (sent to those who may use the lead desk). */
  newLead?: number;
}

/** `GET /console/api/users` (admins); `POST` `{ name, roles, password }`, `PATCH /users/<name>` `{ roles?, password? }`, `DELETE /users/<name>`. */
export interface ConsoleUser {
  name: string;
  roles: ConsoleRole[];
  createdAt: string;
}

/** What the security log records (`GET /console/api/security`, admins). */
export const securityEventKinds = ['sign-in', 'sign-in-failed', 'sign-out', 'unlock', 'password-change'] as const;
export type SecurityEventKind = (typeof securityEventKinds)[number];

export interface SecurityEvent {
  at: string;
  kind: SecurityEventKind;
  /** The name as typed at sign-in (it may name nobody), or the user acted on. */
  user: string;
  address: string | null;
  /**
   * `sign-in-failed`: `wrong-password`, `no-such-user` or `wrong-current-password`; `sign-in`: the
   * roles (`editor,sales`); `sign-out`: `everywhere` or empty; `unlock`: who lifted the lock.
   */
  detail: string;
}

/** A name or address refused at sign-in until `until` (too many failures in the window). */
export interface LoginLock {
  kind: 'user' | 'address';
  name: string;
  until: string;
}

/**
 * `GET /console/api/security?user=&kind=&limit=` (admins): the newest security events and what is
 * locked now; `DELETE /console/api/login-locks/<name>` (admins) lets a locked name sign in again.
 */
export interface SecurityOverview {
  events: SecurityEvent[];
  locks: LoginLock[];
}

// ---- The lead desk (sales, admins) ----

import type { LeadStatus } from '@site/api/lead-statuses';

export { leadStatuses } from '@site/api/lead-statuses';
export type { LeadStatus } from '@site/api/lead-statuses';

/** The audit log's `remote` for the lead desk's and the newsroom's entries. */
export const leadsRemote = 'leads';
export const newsroomRemote = 'newsroom';

/**
 * `GET /console/api/enquiries?status=&country=&from=&until=&owner=&q=` (sales, admins), newest
 * first; `from`/`until` are days (`2026-11-27`, until inclusive) or ISO times; `owner=none`: nobody's.
 * `GET /console/api/enquiries/export?format=csv|xlsx&…` downloads the same list.
 */
export interface LeadQuery {
  status?: LeadStatus;
  country?: string;
  from?: string;
  until?: string;
  owner?: string;
  q?: string;
}

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

export interface LeadList {
  items: Lead[];
  /** The sales users (and admins) a lead may be given to. */
  owners: string[];
  /** The countries enquiries came from (`CN`), for the filter. */
  countries: string[];
  /** More matched than the page shows (500). */
  truncated: boolean;
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
 * `GET /console/api/enquiries/<id>`: one enquiry (the opening is audited, and marks it read);
 * `PATCH` `{ status?, owner?, note? }`; `POST …/<id>/notify`: retry its notifications now.
 */
export interface LeadDetails {
  lead: Lead;
  history: LeadEvent[];
  notifications: LeadNotification[];
  /** Other enquiries from the same phone or e-mail within 30 days of it, oldest first. */
  related: Lead[];
  owners: string[];
  /** Whether notification channels are configured (retry makes sense). */
  canNotify: boolean;
}

export interface LeadChangeRequest {
  status?: LeadStatus;
  owner?: string | null;
  note?: string;
}

/** `POST /console/api/enquiries/erase` `{ phone?, email? }` (admins): what was deleted. */
export interface EraseResult {
  enquiries: number;
  smsRecords: number;
}

// ---- The newsroom (editors, admins) ----

import type { ArticleCopy, ArticleSummary, NewsLanguage, RevisionSummary } from '@site/api/newsroom-types';

export { newsLanguages, pinnedShown } from '@site/api/newsroom-types';
export type { ArticleCopy, ArticleLanguage, ArticleSummary, LanguageState, MediaItem, NewsLanguage, PairStatus, RevisionSummary } from '@site/api/newsroom-types';

/**
 * `GET /console/api/news` (editors, admins): every article with each language's state, newest edit
 * first. `POST` `{ slug, zh?, en?, homePage }` creates one (201).
 */
export interface NewsList {
  items: ArticleSummary[];
  /** The pinned articles the site's list shows first (at most two, newest first), by slug. */
  pinnedShown: string[];
}

export interface NewsCreateRequest {
  slug: string;
  zh?: ArticleCopy;
  en?: ArticleCopy;
  homePage: boolean;
}

/** One article (`GET /console/api/news/<slug>`), `PUT` `{ zh?, en?, homePage? }` saves it (each changed copy a version). */
export interface ArticleDetails {
  article: ArticleSummary;
  revisions: RevisionSummary[];
  events: { at: number; actor: string; language: string; kind: string; detail: string }[];
  pinnedShown: string[];
  /** The site's origin (links to the published pages). */
  siteOrigin: string;
}

export interface ArticleSaveRequest {
  zh?: ArticleCopy;
  en?: ArticleCopy;
  homePage?: boolean;
}

export const newsActions = ['publish', 'schedule', 'unschedule', 'unpublish', 'pin', 'unpin', 'home', 'unhome'] as const;
export type NewsAction = (typeof newsActions)[number];

/** `POST /console/api/news/<slug>/actions` `{ action, languages?, at? }` (`at`: ISO time, for `schedule`). */
export interface NewsActionRequest {
  action: NewsAction;
  languages?: NewsLanguage[];
  at?: string;
}

/** `POST /console/api/news/<slug>/preview` `{ hours? }`: links to the working copy on the live site. */
export interface PreviewLinks {
  links: Partial<Record<NewsLanguage, string>>;
  expiresAt: string;
}

/** `GET /console/api/news/<slug>/revisions/<id>`: one saved version, whole. */
export interface RevisionDetails extends RevisionSummary {
  copy: ArticleCopy;
}

/**
 * `GET /console/api/media`: the library. `POST /console/api/media?name=<file name>&altZh=&altEn=`
 * with the image as the body (any type: it is checked by content); `PATCH /media/<id>` `{ alt }`;
 * `DELETE /media/<id>` (409 while an article uses it). Its items are `MediaItem`s; this is where the
 * site serves one of their files (`launch-w960-….jpg`).
 */
export const mediaPath = (file: string) => `/api/website/news/cover/${file}`;
