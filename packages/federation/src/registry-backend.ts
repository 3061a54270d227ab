import { appendFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import pg from 'pg';
import type { ReleaseEvent } from './release-event.js';
import { z } from 'zod';
import { remoteNames, versionPattern, type Registry, type RemoteName, type RemoteRecord } from './remotes.js';

const recordSchema = z.strictObject({ version: z.string().regex(versionPattern), web: z.string().min(1), node: z.string().min(1) });
/** registry.json as the shell reads it and the release tool writes it. */
export const registrySchema = z.strictObject({
  remotes: z.strictObject(Object.fromEntries(remoteNames.map((name) => [name, recordSchema])) as Record<RemoteName, typeof recordSchema>),
});

/** Where the runtime registry and the audit log live: files beside the store, or PostgreSQL (Node only). The shell reads and watches it; the release tool writes it. */
export interface RegistryBackend {
  readonly kind: 'file' | 'postgres';
  /** The live registry, or undefined before the first one is written. */
  read(): Promise<Registry | undefined>;
  /** Writes a whole registry only where none exists yet (the first start). */
  seed(registry: Registry): Promise<void>;
  /** Makes `record` live for `remote` and logs `event`, together. */
  activate(remote: RemoteName, record: RemoteRecord, event: ReleaseEvent): Promise<void>;
  /** Appends to the audit log without changing the registry. */
  log(event: ReleaseEvent): Promise<void>;
  events(): Promise<ReleaseEvent[]>;
  /** Calls `onChange` promptly when any process changes the registry; PostgreSQL only. */
  watch(onChange: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export function openRegistryBackend(options: { registryFile: string; databaseUrl?: string }): RegistryBackend {
  return options.databaseUrl ? postgresBackend(options.databaseUrl) : fileBackend(options.registryFile);
}

/** registry.json (the format the shell reads) and release-log.jsonl beside it. */
function fileBackend(registryFile: string): RegistryBackend {
  const logFile = join(dirname(registryFile), 'release-log.jsonl');
  const read = async (): Promise<Registry | undefined> => {
    const text = await readFile(registryFile, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    return text === undefined ? undefined : registrySchema.parse(JSON.parse(text)).remotes;
  };
  // Written beside and renamed over: a reader never sees half a registry.
  const write = async (registry: Registry) => {
    await mkdir(dirname(registryFile), { recursive: true });
    const temporary = `${registryFile}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify({ remotes: registry }, null, 2) + '\n');
    await rename(temporary, registryFile);
  };
  const log = async (event: ReleaseEvent) => {
    await mkdir(dirname(logFile), { recursive: true });
    await appendFile(logFile, JSON.stringify(event) + '\n');
  };
  return {
    kind: 'file',
    read,
    async seed(registry) {
      if (!(await read())) await write(registry);
    },
    async activate(remote, record, event) {
      const current = await read();
      if (!current) throw new Error('there is no registry yet: start the site once (npm start)');
      await write({ ...current, [remote]: record });
      await log(event);
    },
    log,
    async events() {
      const text = await readFile(logFile, 'utf8').catch(() => '');
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as ReleaseEvent);
    },
    // Servers watch the file themselves (they re-read it when it changes).
    watch: async () => async () => {},
    close: async () => {},
  };
}

const channel = 'site_registry';

/** Tables `site_registry` and `site_release_log`; every change is announced with NOTIFY. */
function postgresBackend(url: string): RegistryBackend {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  let ready: Promise<void> | undefined;
  const ensureTables = () =>
    (ready ??= pool
      .query(
        `CREATE TABLE IF NOT EXISTS site_registry (remote text PRIMARY KEY, version text NOT NULL, web text NOT NULL, node text NOT NULL);
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
      `INSERT INTO site_registry (remote, version, web, node) VALUES ($1, $2, $3, $4) ON CONFLICT (remote) DO ${
        onConflict === 'update' ? 'UPDATE SET version = excluded.version, web = excluded.web, node = excluded.node' : 'NOTHING'
      }`,
      [remote, record.version, record.web, record.node],
    );
  const transaction = async (work: (client: pg.PoolClient) => Promise<void>) => {
    await ensureTables();
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await work(client);
      await client.query(`SELECT pg_notify('${channel}', '')`);
      await client.query('COMMIT');
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
      const { rows } = await pool.query<{ remote: string } & RemoteRecord>('SELECT remote, version, web, node FROM site_registry');
      const byName = new Map(rows.map((row) => [row.remote, { version: row.version, web: row.web, node: row.node }]));
      if (!remoteNames.every((name) => byName.has(name))) return undefined;
      return Object.fromEntries(remoteNames.map((name) => [name, byName.get(name)!])) as Registry;
    },
    seed: (registry) =>
      transaction(async (client) => {
        for (const name of remoteNames) await upsert(client, name, registry[name], 'nothing');
      }),
    activate: (remote, record, event) =>
      transaction(async (client) => {
        await upsert(client, remote, record, 'update');
        await insertEvent(client, event);
      }),
    async log(event) {
      await ensureTables();
      await insertEvent(pool, event);
    },
    async events() {
      await ensureTables();
      const { rows } = await pool.query<{ at: string; actor: string; remote: string; action: ReleaseEvent['action']; from_version: string | null; to_version: string | null; check_result: string }>(
        'SELECT at, actor, remote, action, from_version, to_version, check_result FROM site_release_log ORDER BY id',
      );
      return rows.map((row) => ({ at: Number(row.at), actor: row.actor, remote: row.remote, action: row.action, from: row.from_version, to: row.to_version, check: row.check_result }));
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
