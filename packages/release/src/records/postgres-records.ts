import pg from 'pg';
import { remoteNames, type Canary, type LiveLaunch, type Registry, type ReleaseEvent, type RemoteRecord } from '@site/federation';
import { canarySchema, integritySchema, liveLaunchSchema } from './registry-schema.js';
import type { ReleaseRecords } from './release-records.js';

const channel = 'site_registry';
/** How far below the highest id read an entry is looked for again (a transaction that committed late). */
const lateCommitMargin = 100;

/** Tables `site_registry`, `site_launch` (the live launches) and `site_release_log`; every change is announced with NOTIFY. */
export function postgresRecords(url: string): ReleaseRecords {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  let ready: Promise<void> | undefined;
  const ensureTables = () =>
    (ready ??= pool
      .query(
        `CREATE TABLE IF NOT EXISTS site_registry (remote text PRIMARY KEY, version text NOT NULL, web text NOT NULL, node text NOT NULL);
         ALTER TABLE site_registry ADD COLUMN IF NOT EXISTS canary jsonb;
         ALTER TABLE site_registry ADD COLUMN IF NOT EXISTS integrity jsonb;
         CREATE TABLE IF NOT EXISTS site_launch (id integer PRIMARY KEY, cohort jsonb NOT NULL);
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
  const upsert = (client: pg.PoolClient, remote: string, { canary, ...record }: RemoteRecord, onConflict: 'update' | 'nothing') =>
    client.query(
      `INSERT INTO site_registry (remote, version, web, node, integrity, canary) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (remote) DO ${
        onConflict === 'update' ? 'UPDATE SET version = excluded.version, web = excluded.web, node = excluded.node, integrity = excluded.integrity, canary = excluded.canary' : 'NOTHING'
      }`,
      [remote, record.version, record.web, record.node, record.integrity ? JSON.stringify(record.integrity) : null, canary ? JSON.stringify(canary) : null],
    );
  // The live launches that went live with this canary (they end with it), or with it among their conditions (promoted: it no longer limits them).
  const withCanary = `cohort @> jsonb_build_array(jsonb_build_object('remote', $1::text, 'version', $2::text))`;
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

  // One statement, so one snapshot: the areas' records and the live launches as one write left them.
  const readSite = async (): Promise<{ registry: Registry; launches: LiveLaunch[] } | undefined> => {
    await ensureTables();
    const { rows } = await pool.query<{ remote: string | null; canary: Canary | null; integrity: unknown; launch_id: number | null; cohort: unknown } & RemoteRecord>(
      `SELECT remote, version, web, node, integrity, canary, NULL::integer AS launch_id, NULL::jsonb AS cohort FROM site_registry
       UNION ALL SELECT NULL, NULL, NULL, NULL, NULL, NULL, id, cohort FROM site_launch`,
    );
    const byName = new Map(
      rows.flatMap((row) =>
        row.remote === null
          ? []
          : [[row.remote, { version: row.version, web: row.web, node: row.node, ...(row.integrity ? { integrity: integritySchema.parse(row.integrity) } : {}), ...(row.canary ? { canary: canarySchema.parse(row.canary) } : {}) }] as const],
      ),
    );
    if (!remoteNames.every((name) => byName.has(name))) return undefined;
    const launches = rows.filter((row) => row.launch_id !== null).map((row) => liveLaunchSchema.parse({ id: row.launch_id, cohort: row.cohort }));
    return { registry: Object.fromEntries(remoteNames.map((name) => [name, byName.get(name)!])) as Registry, launches: launches.sort((a, b) => a.id - b.id) };
  };

  return {
    kind: 'postgres',
    readSite,
    read: async () => (await readSite())?.registry,
    switchLaunch: ({ records, launch }, events) =>
      transaction(async (client) => {
        if ('go' in launch) {
          const { rowCount } = await client.query('INSERT INTO site_launch (id, cohort) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [launch.go.id, JSON.stringify(launch.go.cohort)]);
          if (!rowCount) return false;
        } else await client.query('DELETE FROM site_launch WHERE id = $1', [launch.end]);
        for (const [remote, record] of Object.entries(records)) await upsert(client, remote, record, 'update');
        for (const event of events) await insertEvent(client, event);
      }),
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
        await client.query(`DELETE FROM site_launch WHERE ${withCanary}`, [remote, version]);
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
          "UPDATE site_registry SET version = canary->>'version', web = canary->>'web', node = canary->>'node', integrity = canary->'integrity', canary = NULL WHERE remote = $1 AND canary->>'version' = $2",
          [remote, version],
        );
        if (!rowCount) return false;
        await client.query(
          `UPDATE site_launch SET cohort = (SELECT coalesce(jsonb_agg(member), '[]'::jsonb) FROM jsonb_array_elements(cohort) AS member WHERE NOT (member->>'remote' = $1 AND member->>'version' = $2)) WHERE ${withCanary}`,
          [remote, version],
        );
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
