import type { Database, SiteEventsReader } from '@site/api';
import type { AuditAction } from '@site/federation';
import type { RegistryBackend } from '@site/federation/registry-backend';
import type { ReleaseContext } from '@site/release';
import { ConsoleUsers } from './auth/console-users.js';
import { ConsoleSessions } from './auth/console-sessions.js';
import { LoginFailures } from './auth/login-limits.js';
import type { ConsoleConfig } from './console-config.js';
import type { GuardState } from './console-api.js';
import { createLiveFeed } from './live-feed.js';
import { createLiveStreams, type LiveStreams } from './live-streams.js';
import { SecurityEvents } from './auth/security-events.js';
import type { PreviewSettings } from './release-actions.js';

/** What the shell server hands the console: its database, reports, guard, and where releases live. */
export interface ConsoleDependencies {
  database: Pick<Database, 'db'>;
  /** The registry and the audit log (the release tool's backend). */
  backend: RegistryBackend;
  siteEvents: SiteEventsReader;
  /** The canary guard of this instance: its settings and last verdicts. */
  guardState: () => GuardState;
  /** The release library's context, but for who acts and where its lines go. */
  release: Omit<ReleaseContext, 'actor' | 'print' | 'backend' | 'siteEvents' | 'now'>;
  previews: PreviewSettings;
  clock?: () => number;
}

export interface ConsoleServices {
  config: ConsoleConfig;
  users: ConsoleUsers;
  sessions: ConsoleSessions;
  loginFailures: LoginFailures;
  /** Sign-ins, failures, unlocks, own password changes: for admins, apart from the release audit trail. */
  security: SecurityEvents;
  backend: RegistryBackend;
  siteEvents: SiteEventsReader;
  guardState: () => GuardState;
  previews: PreviewSettings;
  /** The open live streams, each ended with its session. */
  streams: LiveStreams;
  clock: () => number;
  /** One audit entry of the console's own (user changes). */
  audit(remote: 'console', actor: string, action: AuditAction, check: string, change?: { from?: string | null; to?: string | null }): Promise<void>;
  /** The release library's context with `actor` acting; what it prints is collected in `lines`. */
  releaseContext(actor: string): ReleaseContext & { lines: string[] };
}

export function consoleServices(config: ConsoleConfig, deps: ConsoleDependencies, onError: (error: unknown) => void): ConsoleServices {
  const clock = deps.clock ?? Date.now;
  const { db } = deps.database;
  const sessions = new ConsoleSessions(db, { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs }, clock);
  return {
    config,
    users: new ConsoleUsers(db, clock),
    sessions,
    loginFailures: new LoginFailures(db, config.loginLimits, clock),
    security: new SecurityEvents(db, clock),
    backend: deps.backend,
    siteEvents: deps.siteEvents,
    guardState: deps.guardState,
    previews: deps.previews,
    streams: createLiveStreams(createLiveFeed(deps.backend, { onError }), sessions, onError),
    clock,
    audit: (remote, actor, action, check, change = {}) => deps.backend.log({ at: clock(), actor, remote, action, from: change.from ?? null, to: change.to ?? null, check }),
    releaseContext(actor) {
      const lines: string[] = [];
      return { ...deps.release, backend: deps.backend, siteEvents: async () => deps.siteEvents, actor, now: clock, print: (line) => lines.push(line), lines };
    },
  };
}
