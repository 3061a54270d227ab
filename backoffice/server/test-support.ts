// What the console server's tests build on: a site's database and registry in a temporary folder,
// a store of versions, and console servers (several: instances) on them. Not part of the build.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ActivityTrail } from '@site/activity';
import { SiteEventsStore, type Database } from '@site/api';
import { remoteNames, remoteRecord, type Registry, type RemoteName } from '@site/federation';
import { openReleaseRecords, type ReleaseRecords } from '@site/release';
import type { FastifyInstance } from 'fastify';
import { openConsoleDatabase } from './console-database.js';
import { buildConsoleApp } from './console-app.js';
import { readConsoleConfig } from './console-config.js';
import { ConsoleUsers } from './auth/console-users.js';
import type { ConsoleServices } from './console-services.js';

export const password = 'correct horse battery';

/** A version in the store: its release.json and an area manifest with no pages. */
export function storeVersion(remotesDir: string, remote: RemoteName, version: string, publishedAt: number): void {
  mkdirSync(join(remotesDir, remote, version, 'web'), { recursive: true });
  writeFileSync(join(remotesDir, remote, version, 'release.json'), JSON.stringify({ version, publishedAt }));
  writeFileSync(join(remotesDir, remote, version, 'web', 'area.json'), JSON.stringify({ format: 1, remote, pages: [], entries: [] }));
}

export interface ConsoleSite {
  dir: string;
  database: Database;
  records: ReleaseRecords;
  activity: ActivityTrail;
  siteEvents: SiteEventsStore;
  users: ConsoleUsers;
  clock: { now: number };
  /** The activity trail, oldest first, each entry in the release log's shape (its section as `remote`). */
  trail(): Promise<{ at: number; actor: string; remote: string; action: string; from: string | null; to: string | null; check: string }[]>;
  /** What the health check finds (none: healthy). */
  problems: string[];
  /** A console server on this site: another instance each call. */
  instance(env?: NodeJS.ProcessEnv, log?: { level: string; stream: { write(line: string): void } }): Promise<{ app: FastifyInstance; services: ConsoleServices }>;
  close(): Promise<void>;
}

/**
 * A site in a temporary folder: SQLite there, or with `databaseUrl` PostgreSQL (a schema of its
 * own, given in the URL) for the database and the registry.
 */
export async function consoleSite(options: { databaseUrl?: string } = {}): Promise<ConsoleSite> {
  const dir = mkdtempSync(join(tmpdir(), 'console-'));
  const remotesDir = join(dir, 'remotes');
  const clock = { now: Date.now() };
  for (const remote of remoteNames) storeVersion(remotesDir, remote, '1.0.0', clock.now - 3_600_000);
  for (const version of ['1.1.0', '1.2.0']) storeVersion(remotesDir, 'parts', version, clock.now - 60_000);
  const { database, activity } = await openConsoleDatabase({ dataDir: join(dir, 'data'), databaseUrl: options.databaseUrl });
  const records = openReleaseRecords({ registryFile: join(dir, 'release', 'registry.json'), databaseUrl: options.databaseUrl });
  await records.seed(Object.fromEntries(remoteNames.map((name) => [name, remoteRecord(name, '1.0.0')])) as Registry);
  const siteEvents = new SiteEventsStore(database.db, () => clock.now);
  const apps: FastifyInstance[] = [];
  const site: ConsoleSite = {
    dir,
    database,
    records,
    activity,
    siteEvents,
    users: new ConsoleUsers(database.db, () => clock.now),
    clock,
    async trail() {
      const { entries } = await activity.page({ limit: 10_000 });
      return entries.reverse().map(({ at, actor, section, action, from, to, check }) => ({ at, actor, remote: section, action, from, to, check }));
    },
    problems: [],
    async instance(env = {}, log) {
      const built = await buildConsoleApp(
        readConsoleConfig({ CONSOLE_ALLOWED_HOSTS: 'localhost,127.0.0.1', ...env }),
        {
          database,
          records,
          activity,
          siteEvents,
          guard: { intervalMs: 10_000, thresholds: { windowMs: 600_000, minViews: 30, minErrors: 3, maxExcess: 0.05, maxRatio: 2, lcpWorsePct: 20, lcpMinMs: 100, inpWorseMs: 50, minVitals: 30 } },
          release: {
            repoRoot: dir,
            remotesDir,
            renderTimeoutMs: 3000,
            healthCheck: async () => site.problems,
            shellProvides: async () => ({ federationContract: 2, packages: {}, slots: [] }),
          },
          previews: { secret: 'a preview secret of the tests', origin: 'http://localhost:3000' },
          clock: () => clock.now,
        },
        log ? { logLevel: log.level, logStream: log.stream } : { logLevel: 'silent' },
      );
      apps.push(built.app);
      return built;
    },
    async close() {
      await Promise.all(apps.map((app) => app.close()));
      await records.close();
      await database.close();
    },
  };
  return site;
}

/** Signs `user` in on `app`: the cookie header and the CSRF token. */
export async function signIn(app: FastifyInstance, user: string, secret = password): Promise<{ cookie: string; csrf: string; headers: Record<string, string> }> {
  const response = await app.inject({ method: 'POST', url: '/console/api/session', payload: { user, password: secret } });
  if (response.statusCode !== 204) throw new Error(`sign-in of ${user} answered ${response.statusCode}: ${response.body}`);
  const cookie = String(response.headers['set-cookie']).split(';')[0]!;
  const session = await app.inject({ url: '/console/api/session', headers: { cookie } });
  const csrf = session.json<{ csrfToken: string }>().csrfToken;
  return { cookie, csrf, headers: { cookie, 'x-csrf-token': csrf } };
}
