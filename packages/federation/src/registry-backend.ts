import { isDeepStrictEqual } from 'node:util';
import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import type { ReleaseEvent } from './release-event.js';
import { AuditLogFile, syncFolder, type AuditLine } from './audit-log-file.js';
import { z } from 'zod';
import { remoteNames, versionPattern, type Canary, type Registry, type RemoteName, type RemoteRecord } from './remotes.js';

const entry = { version: z.string().regex(versionPattern), web: z.string().min(1), node: z.string().min(1) };
const rolloutSchema = z.strictObject({
  steps: z.array(z.number().int().min(1).max(100)).min(2),
  every: z.string(),
  everyMs: z.number().int().positive(),
  step: z.number().int().nonnegative(),
  stepSince: z.number().int().nonnegative(),
  pausedAt: z.number().int().nonnegative().optional(),
  startedBy: z.string(),
});
const canarySchema = z.strictObject({ ...entry, percent: z.number().int().min(1).max(99), since: z.number().int().nonnegative(), rollout: rolloutSchema.optional() });
const recordSchema = z.strictObject({ ...entry, canary: canarySchema.optional() });
/** registry.json as the shell reads it and the release tool writes it. */
export const registrySchema = z.strictObject({
  remotes: z.strictObject(Object.fromEntries(remoteNames.map((name) => [name, recordSchema])) as Record<RemoteName, typeof recordSchema>),
  /** The audit entry of the change that wrote it (file backend). */
  lastEvent: z.string().optional(),
});

/** Where the runtime registry and the audit log live: files beside the store, or PostgreSQL (Node only). The shell reads and watches it; the release tool writes it. */
export interface RegistryBackend {
  readonly kind: 'file' | 'postgres';
  /** The live registry, or undefined before the first one is written. */
  read(): Promise<Registry | undefined>;
  /** Writes a whole registry only where none exists yet (the first start). */
  seed(registry: Registry): Promise<void>;
  /** Makes `record` live for `remote` (ending any canary) and logs `event`, together. */
  activate(remote: RemoteName, record: RemoteRecord, event: ReleaseEvent): Promise<void>;
  /** Serves `canary` to its share of visitors beside the active version (replacing a running canary) and logs `event`. */
  startCanary(remote: RemoteName, canary: Canary, event: ReleaseEvent): Promise<void>;
  /**
   * Ends the canary of `remote` if it is still `version`, and logs `event`. True when this call ended
   * it: several processes may try at once (the guard runs in every instance), one succeeds.
   */
  endCanary(remote: RemoteName, version: string, event: ReleaseEvent): Promise<boolean>;
  /**
   * Replaces the running canary with `next` if it is still exactly `current` (its share, its
   * rollout's step), and logs `event`. True when this call changed it: of several instances
   * moving a staged rollout at once, one does.
   */
  updateCanary(remote: RemoteName, current: Canary, next: Canary, event: ReleaseEvent): Promise<boolean>;
  /** Makes the canary `version` the active version for everyone, and logs `event`; true when this call did it. */
  promote(remote: RemoteName, version: string, event: ReleaseEvent): Promise<boolean>;
  /** Appends to the audit log without changing the registry. */
  log(event: ReleaseEvent): Promise<void>;
  /** Every entry, oldest first; read incrementally (the array is shared: do not change it). */
  events(): Promise<ReleaseEvent[]>;
  /** Changes whenever the audit log grows (and so whenever the registry changes): cheap to ask often. */
  logStamp(): Promise<string>;
  /** Calls `onChange` promptly when any process changes the registry; PostgreSQL only. */
  watch(onChange: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The same canary, share and rollout step (the stored form has no undefined fields). */
function sameCanary(stored: Canary | undefined, expected: Canary): boolean {
  return stored !== undefined && isDeepStrictEqual(JSON.parse(JSON.stringify(stored)), JSON.parse(JSON.stringify(expected)));
}

export function openRegistryBackend(options: { registryFile: string; databaseUrl?: string }): RegistryBackend {
  return options.databaseUrl ? postgresBackend(options.databaseUrl) : fileBackend(options.registryFile);
}

/**
 * registry.json (the format the shell reads) and release-log.jsonl beside it.
 *
 * A change is made under a lock, in an order that survives a crash at any point: its audit entry
 * is appended first (durably: the intent, with an id), then the registry is written beside, synced
 * and renamed over the old one, naming that entry (`lastEvent`). A crash between the two leaves an
 * entry whose change never happened, never a change that nobody logged; the next change finds the
 * registry not naming the log's last change and logs that it did not take effect.
 */
function fileBackend(registryFile: string): RegistryBackend {
  const log = new AuditLogFile(join(dirname(registryFile), 'release-log.jsonl'));
  const readFileRegistry = async (): Promise<{ remotes: Registry; lastEvent?: string } | undefined> => {
    const text = await readFile(registryFile, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    return text === undefined ? undefined : registrySchema.parse(JSON.parse(text));
  };
  const read = async (): Promise<Registry | undefined> => (await readFileRegistry())?.remotes;
  // Written beside, synced and renamed over: a reader never sees half a registry, and a crash leaves the old one or the new one.
  const write = async (registry: Registry, lastEvent?: string) => {
    await mkdir(dirname(registryFile), { recursive: true });
    const temporary = `${registryFile}.${process.pid}.tmp`;
    const handle = await open(temporary, 'w');
    try {
      await handle.writeFile(JSON.stringify({ remotes: registry, ...(lastEvent ? { lastEvent } : {}) }, null, 2) + '\n');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, registryFile);
    await syncFolder(dirname(registryFile));
  };
  /** The log's last registry change did not take effect (a crash before the registry was written): say so once. */
  const reconcile = async (current: { lastEvent?: string }) => {
    if (!current.lastEvent) return;
    const lines = await log.lines();
    const last = lines.findLast((line) => line.id !== undefined);
    if (!last || last.id === current.lastEvent) return;
    const event = withoutId(last);
    // Named with the registry's id: the log's last change is then the one the registry names, and this is said once.
    await log.append({ ...event, at: Date.now(), check: `failed: interrupted before it took effect (the registry was not changed)`, id: current.lastEvent });
  };
  /**
   * Read, change and write under a lock, so that of several processes changing one entry at once
   * (every instance's canary guard) each sees the other's write. `change` returns undefined to write nothing.
   */
  const update = async (change: (current: Registry) => Registry | undefined, event: ReleaseEvent): Promise<boolean> => {
    if (!(await read())) throw new Error('there is no registry yet: start the site once (npm start)');
    // A holder that died (kill -9) leaves its lock: it counts as stale once not refreshed for 5 s,
    // and a waiter waits long enough to take it over.
    const unlock = await lockfile.lock(registryFile, { realpath: false, stale: 5_000, retries: { retries: 100, minTimeout: 20, maxTimeout: 200 } });
    try {
      const current = (await readFileRegistry())!;
      await reconcile(current);
      const next = change(current.remotes);
      if (!next) return false;
      const id = randomUUID();
      await log.append({ ...event, id });
      testHooks.afterIntent?.();
      await write(next, id);
      return true;
    } finally {
      await unlock();
    }
  };
  const withoutCanary = ({ version, web, node }: RemoteRecord): RemoteRecord => ({ version, web, node });
  let events: ReleaseEvent[] = [];
  return {
    kind: 'file',
    read,
    async seed(registry) {
      if (!(await read())) await write(registry);
    },
    async activate(remote, record, event) {
      await update((current) => ({ ...current, [remote]: withoutCanary(record) }), event);
    },
    async startCanary(remote, canary, event) {
      await update((current) => ({ ...current, [remote]: { ...withoutCanary(current[remote]), canary } }), event);
    },
    endCanary: (remote, version, event) =>
      update((current) => (current[remote].canary?.version === version ? { ...current, [remote]: withoutCanary(current[remote]) } : undefined), event),
    updateCanary: (remote, current, next, event) =>
      update((registry) => (sameCanary(registry[remote].canary, current) ? { ...registry, [remote]: { ...withoutCanary(registry[remote]), canary: next } } : undefined), event),
    promote: (remote, version, event) =>
      update((current) => {
        const canary = current[remote].canary;
        return canary?.version === version ? { ...current, [remote]: { version: canary.version, web: canary.web, node: canary.node } } : undefined;
      }, event),
    log: (event) => log.append(event),
    async events() {
      const lines = await log.lines();
      if (lines.length !== events.length || lines.length === 0) events = lines.map(withoutId);
      return events;
    },
    logStamp: () => log.stamp(),
    // Servers watch the file themselves (they re-read it when it changes).
    watch: async () => async () => {},
    close: async () => {},
  };
}

function withoutId(line: AuditLine): ReleaseEvent {
  const event: AuditLine = { ...line };
  delete event.id;
  return event;
}

/** For a test that kills the process between a change's audit entry and its registry write. */
export const testHooks: { afterIntent?: () => void } = {};

const channel = 'site_registry';
/** How far below the highest id read an entry is looked for again (a transaction that committed late). */
const lateCommitMargin = 100;

/** Tables `site_registry` and `site_release_log`; every change is announced with NOTIFY. */
function postgresBackend(url: string): RegistryBackend {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  let ready: Promise<void> | undefined;
  const ensureTables = () =>
    (ready ??= pool
      .query(
        `CREATE TABLE IF NOT EXISTS site_registry (remote text PRIMARY KEY, version text NOT NULL, web text NOT NULL, node text NOT NULL);
         ALTER TABLE site_registry ADD COLUMN IF NOT EXISTS canary jsonb;
         CREATE TABLE IF NOT EXISTS site_release_log (id bigserial PRIMARY KEY, at bigint NOT NULL, actor text NOT NULL, remote text NOT NULL,
           action text NOT NULL, from_version text, to_version text, check_result text NOT NULL)`,
      )
      .then(() => undefined));
  const insertEvent = (client: pg.Pool | pg.PoolClient, event: ReleaseEvent) =>
    client.query('INSERT INTO site_release_log (at, actor, remote, action, from_version, to_version, check_result) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      event.at,
      event.actor,
      event.remote,
      event.action,
      event.from,
      event.to,
      event.check,
    ]);
  const upsert = (client: pg.PoolClient, remote: string, record: RemoteRecord, onConflict: 'update' | 'nothing') =>
    client.query(
      `INSERT INTO site_registry (remote, version, web, node, canary) VALUES ($1, $2, $3, $4, NULL) ON CONFLICT (remote) DO ${
        onConflict === 'update' ? 'UPDATE SET version = excluded.version, web = excluded.web, node = excluded.node, canary = NULL' : 'NOTHING'
      }`,
      [remote, record.version, record.web, record.node],
    );
  const known: ReleaseEvent[] = [];
  const seen = new Set<number>();
  let lastId = 0;
  let reading: Promise<ReleaseEvent[]> | undefined;
  /** Runs `work` in a transaction; when it returns false nothing is written or announced. */
  const transaction = async (work: (client: pg.PoolClient) => Promise<boolean | void>): Promise<boolean> => {
    await ensureTables();
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      if ((await work(client)) === false) {
        await client.query('ROLLBACK');
        return false;
      }
      await client.query(`SELECT pg_notify('${channel}', '')`);
      await client.query('COMMIT');
      return true;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  };

  return {
    kind: 'postgres',
    async read() {
      await ensureTables();
      const { rows } = await pool.query<{ remote: string; canary: Canary | null } & RemoteRecord>('SELECT remote, version, web, node, canary FROM site_registry');
      const byName = new Map(rows.map((row) => [row.remote, { version: row.version, web: row.web, node: row.node, ...(row.canary ? { canary: canarySchema.parse(row.canary) } : {}) }]));
      if (!remoteNames.every((name) => byName.has(name))) return undefined;
      return Object.fromEntries(remoteNames.map((name) => [name, byName.get(name)!])) as Registry;
    },
    async seed(registry) {
      await transaction(async (client) => {
        for (const name of remoteNames) await upsert(client, name, registry[name], 'nothing');
      });
    },
    async activate(remote, record, event) {
      await transaction(async (client) => {
        await upsert(client, remote, record, 'update');
        await insertEvent(client, event);
      });
    },
    async startCanary(remote, canary, event) {
      await transaction(async (client) => {
        await client.query('UPDATE site_registry SET canary = $2 WHERE remote = $1', [remote, JSON.stringify(canary)]);
        await insertEvent(client, event);
      });
    },
    // The row changes only while it still holds that canary: of several instances, one succeeds.
    endCanary: (remote, version, event) =>
      transaction(async (client) => {
        const { rowCount } = await client.query("UPDATE site_registry SET canary = NULL WHERE remote = $1 AND canary->>'version' = $2", [remote, version]);
        if (!rowCount) return false;
        await insertEvent(client, event);
      }),
    // jsonb equality: the row changes only while it holds exactly the canary the caller saw.
    updateCanary: (remote, current, next, event) =>
      transaction(async (client) => {
        const { rowCount } = await client.query('UPDATE site_registry SET canary = $3::jsonb WHERE remote = $1 AND canary = $2::jsonb', [remote, JSON.stringify(current), JSON.stringify(next)]);
        if (!rowCount) return false;
        await insertEvent(client, event);
      }),
    promote: (remote, version, event) =>
      transaction(async (client) => {
        const { rowCount } = await client.query(
          "UPDATE site_registry SET version = canary->>'version', web = canary->>'web', node = canary->>'node', canary = NULL WHERE remote = $1 AND canary->>'version' = $2",
          [remote, version],
        );
        if (!rowCount) return false;
        await insertEvent(client, event);
      }),
    async log(event) {
      await ensureTables();
      await insertEvent(pool, event);
    },
    async logStamp() {
      await ensureTables();
      const { rows } = await pool.query<{ last: string | null }>('SELECT max(id) AS last FROM site_release_log');
      return String(rows[0]?.last ?? 0);
    },
    // Only the entries added since the last read are asked for, with a margin: ids are handed out
    // when a transaction inserts, so one that commits late can hold a lower id than one already read.
    async events() {
      await ensureTables();
      reading ??= pool
        .query<{ id: string; at: string; actor: string; remote: string; action: ReleaseEvent['action']; from_version: string | null; to_version: string | null; check_result: string }>(
          'SELECT id, at, actor, remote, action, from_version, to_version, check_result FROM site_release_log WHERE id > $1 ORDER BY id',
          [Math.max(0, lastId - lateCommitMargin)],
        )
        .then(({ rows }) => {
          for (const row of rows) {
            const id = Number(row.id);
            if (id <= lastId && seen.has(id)) continue;
            seen.add(id);
            known.push({ at: Number(row.at), actor: row.actor, remote: row.remote, action: row.action, from: row.from_version, to: row.to_version, check: row.check_result });
            lastId = Math.max(lastId, id);
          }
          return known;
        })
        .finally(() => (reading = undefined));
      return reading;
    },
    async watch(onChange) {
      await ensureTables();
      let stopped = false;
      let client: pg.Client | undefined;
      // A dedicated connection LISTENs; when it drops, it reconnects and re-reads (a change may have been missed).
      const reconnect = () => {
        if (!stopped) setTimeout(() => void connect().then(onChange, reconnect), 1000);
      };
      const connect = async (): Promise<void> => {
        if (stopped) return;
        const next = new pg.Client({ connectionString: url });
        next.on('notification', () => onChange());
        next.on('error', () => undefined);
        next.on('end', reconnect);
        await next.connect();
        await next.query(`LISTEN ${channel}`);
        client = next;
      };
      await connect();
      return async () => {
        stopped = true;
        await client?.end();
      };
    },
    close: () => pool.end(),
  };
}
