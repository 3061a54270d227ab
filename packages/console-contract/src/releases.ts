// The console's HTTP API, the releases section (server/routes/remote-routes.ts and audit-routes.ts):
// each area's versions, canary and rollout, the guard's judgement, the browsers' reports and
// vitals, release actions, and the audit log with its live feed. The site's areas, the release
// log's actions and the vitals' names and figures (the guard's own) come from the federation contract
// (browser-safe), the back office's own actions from its activity trail's list.
import { activityActions, formerConsoleActions } from '@site/activity/actions';
import { releaseEventActions, type RemoteName, type SpeedCheck, type SpeedVitalName, type VitalFigure, type VitalName } from '@site/federation';
import type { BuildRequirements, Misfit } from '@site/federation/compatibility';
import type { Provenance } from './deploy.js';

export { remoteNames as areaNames, speedVitalNames, vitalNames } from '@site/federation';
export type { SpeedCheck, SpeedVitalName, VitalFigure, VitalName } from '@site/federation';
export type { BuildRequirements, Misfit } from '@site/federation/compatibility';
export type AreaName = RemoteName;

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
  /** Where it came from (a push's token, CI run and upload digest; a publish's checkout), null for versions stored before it was recorded. */
  provenance: Provenance | null;
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

/**
 * An area failing its visitors now (`GET /console/api/incidents`): a live version whose share of
 * visitors who saw a failure crossed the guard's threshold over its window, or a canary the guard
 * judges failing (by failures or by speed). `since`: its first failure in the window, or when the
 * guard's window for the canary began.
 */
export interface AreaIncident {
  remote: AreaName;
  version: string;
  role: 'active' | 'canary';
  reason: 'failures' | 'speed';
  figures: VisitorFigures;
  since: string;
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

/** Every action the audit log shows: the release log's, the back office's activity trail's, and the names old logs hold. */
export const auditActions = [...releaseEventActions, ...activityActions, ...formerConsoleActions] as const;
export type AuditAction = (typeof auditActions)[number];

/** The `remote` of the back office's own audit entries (user changes); the stored name stays for old logs. */
export const consoleRemote = 'console';
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
