import type { FastifyBaseLogger } from 'fastify';
import { EnquiryNotifier, type Database, type EnquiryChannel, type SiteEventsReader } from '@site/api';
import { newestLeadId } from '@site/lead-desk';
import type { ActivityTrail } from '@site/activity';
import type { ActivityAction, ActivitySection } from '@site/activity/actions';
import { remoteNames, type RemoteName } from '@site/federation';
import { judgeRunningCanary, type GuardSettings, type ReleaseContext, type ReleaseRecords } from '@site/release';
import { ConsoleUsers } from './auth/console-users.js';
import { ConsoleSessions } from './auth/console-sessions.js';
import { LoginFailures } from './auth/login-limits.js';
import type { ConsoleConfig } from './console-config.js';
import type { AreaIncident, AreaVitals, GuardState } from '@site/console-contract/releases';
import { areaIncidents } from './area-incidents.js';
import { areaVitals } from './area-vitals.js';
import { createLiveFeed } from './live-feed.js';
import { createLiveStreams, type LiveStreams } from './live-streams.js';
import { SecurityEvents } from './auth/security-events.js';
import { DeployTokens } from './deploy/deploy-tokens.js';
import type { PreviewSettings } from './release-actions.js';

/** What the back office works with: the site's database and browser reports, where releases are recorded, the guard's settings. */
export interface ConsoleDependencies {
  database: Pick<Database, 'db' | 'engine'>;
  /** The registry and the release log (@site/release). */
  records: ReleaseRecords;
  /** The back office's own record of who changed users, news, media and enquiries (@site/activity). */
  activity: ActivityTrail;
  siteEvents: SiteEventsReader;
  /** The canary guard's interval and thresholds, as the site's instances have them (CANARY_GUARD_*). */
  guard: GuardSettings;
  /** The release library's context, but for who acts and where its lines go. */
  release: Omit<ReleaseContext, 'actor' | 'print' | 'records' | 'siteEvents' | 'now'>;
  previews: PreviewSettings;
  /** Where the lead desk's "retry now" sends an enquiry (the site's NOTIFY_* settings); none: no retry. */
  notify?: EnquiryChannel[];
  clock?: () => number;
}

export interface ConsoleServices {
  config: ConsoleConfig;
  users: ConsoleUsers;
  sessions: ConsoleSessions;
  loginFailures: LoginFailures;
  /** Sign-ins, failures, unlocks, own password changes: for admins, apart from the release audit trail. */
  security: SecurityEvents;
  /** The teams' deploy tokens (issue 49). */
  deployTokens: DeployTokens;
  records: ReleaseRecords;
  activity: ActivityTrail;
  siteEvents: SiteEventsReader;
  /** The guard's judgement of each running canary now, from the same reports the site's instances judge by. */
  guardState: () => Promise<GuardState>;
  /** Every area failing its visitors now, by the guard's rule (the overview heads with them). */
  incidents: () => Promise<AreaIncident[]>;
  /** An area's Core Web Vitals per page kind over the guard's window, the canary's marked by the guard's limits. */
  vitals: (remote: RemoteName) => Promise<AreaVitals>;
  previews: PreviewSettings;
  /** The open live streams, each ended with its session. */
  streams: LiveStreams;
  clock: () => number;
  /** The site's database (the lead desk and the newsroom work on it), and its engine. */
  db: Database['db'];
  database: Pick<Database, 'db' | 'engine'>;
  notifier: EnquiryNotifier;
  /** One entry of the activity trail: a user change, a lead desk's or a newsroom's action. */
  audit(section: ActivitySection, actor: string, action: ActivityAction, check: string, change?: { from?: string | null; to?: string | null }): Promise<void>;
  /** The release library's context with `actor` acting; what it prints is collected in `lines`. */
  releaseContext(actor: string): ReleaseContext & { lines: string[] };
}

export function consoleServices(config: ConsoleConfig, deps: ConsoleDependencies, log: FastifyBaseLogger): ConsoleServices {
  const onError = (error: unknown) => log.error({ err: error }, 'console live feed failed');
  const clock = deps.clock ?? Date.now;
  const { db } = deps.database;
  const sessions = new ConsoleSessions(db, { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs }, clock);
  return {
    config,
    users: new ConsoleUsers(db, clock),
    sessions,
    loginFailures: new LoginFailures(db, config.loginLimits, clock),
    security: new SecurityEvents(db, clock),
    deployTokens: new DeployTokens(db, clock),
    records: deps.records,
    activity: deps.activity,
    siteEvents: deps.siteEvents,
    guardState: () => guardState(deps, clock()),
    incidents: async () => {
      const now = clock();
      const [registry, guard] = await Promise.all([deps.records.read(), guardState(deps, now)]);
      return areaIncidents({ siteEvents: deps.siteEvents, thresholds: deps.guard.thresholds, registry, verdicts: guard.verdicts, now });
    },
    vitals: (remote) => areaVitals(deps, remote, clock()),
    previews: deps.previews,
    streams: createLiveStreams(createLiveFeed(deps.records, deps.activity, { onError, newestLead: () => newestLeadId(db) }), sessions, onError),
    clock,
    db,
    database: deps.database,
    notifier: new EnquiryNotifier(db, deps.notify ?? [], log, clock, []),
    audit: (section, actor, action, check, change = {}) => deps.activity.record({ at: clock(), actor, section, action, from: change.from ?? null, to: change.to ?? null, check }),
    releaseContext(actor) {
      const lines: string[] = [];
      return { ...deps.release, records: deps.records, siteEvents: async () => deps.siteEvents, actor, now: clock, print: (line) => lines.push(line), lines };
    },
  };
}

/** Each running canary as the guard judges it now (@site/release's rule), with the guard's settings. */
async function guardState(deps: ConsoleDependencies, now: number): Promise<GuardState> {
  const registry = await deps.records.read();
  const verdicts: GuardState['verdicts'] = {};
  for (const remote of remoteNames) {
    const canary = registry?.[remote].canary;
    if (!registry || !canary) continue;
    const judged = await judgeRunningCanary(deps.siteEvents, { remote, version: canary.version, since: canary.since }, registry[remote].version, deps.guard.thresholds, now);
    verdicts[remote] = { version: canary.version, at: new Date(now).toISOString(), since: new Date(judged.sinceMs).toISOString(), state: judged.state, canary: judged.canary, active: judged.active, needed: judged.needed, worse: judged.worse, speed: judged.speed };
  }
  return { intervalMs: deps.guard.intervalMs, thresholds: deps.guard.thresholds, verdicts };
}

