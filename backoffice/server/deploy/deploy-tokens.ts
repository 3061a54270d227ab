// Deploy tokens (issue 49): what a team's CI ships its area with. A token is not a user: it signs in
// nowhere, reads nothing, and pushes versions of one area only (and, with its right, starts them).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { secretHash } from '../auth/secret-hash.js';
import { migrateHome, withStartupLock, type Database, type DatabaseSchema } from '@site/api';
import { isRemoteName, type RemoteName } from '@site/federation';
import { deployRights, type DeployRight, type DeployToken } from '@site/console-contract/deploy';
import type { Kysely, Migration } from 'kysely';

export interface DeployTokenTable {
  /** Public, in the token itself (`sdt_<id>_<secret>`): finds the row without a search by secret. */
  id: string;
  name: string;
  area: string;
  may: string;
  /** SHA-256 of the secret: the table alone ships nothing. */
  secret_hash: string;
  created_by: string;
  created_at: number;
  expires_at: number | null;
  last_used_at: number | null;
  revoked_at: number | null;
}

type DeployTables = { deploy_token: DeployTokenTable };
type DeployDb = Kysely<DatabaseSchema & DeployTables>;

const migrations: Record<string, Migration> = {
  '001-deploy-tokens': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('deploy_token')
        .ifNotExists()
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('name', 'text', (col) => col.notNull().unique())
        .addColumn('area', 'text', (col) => col.notNull())
        .addColumn('may', 'text', (col) => col.notNull())
        .addColumn('secret_hash', 'text', (col) => col.notNull())
        .addColumn('created_by', 'text', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('expires_at', 'bigint')
        .addColumn('last_used_at', 'bigint')
        .addColumn('revoked_at', 'bigint')
        .execute();
    },
  },
};

/** Makes the deploy tokens' table (or brings it up to date); its history is `deploy_migration`. */
export async function openDeployTokens(database: Database): Promise<void> {
  await withStartupLock(database, () => migrateHome(database, 'deploy', migrations));
}

/** A request the token store refuses: a bad name, an unknown area, a name taken. */
export class DeployTokenError extends Error {
  override name = 'DeployTokenError';
}

const tokenPattern = /^sdt_([a-f0-9]{16})_([A-Za-z0-9_-]{43})$/;
const namePattern = /^[a-z0-9][a-z0-9._-]{1,62}$/;
const dayMs = 24 * 60 * 60 * 1000;

/** `90d`, `12h`, `never` (or nothing: 90 days). */
export function parseExpiry(text: string | undefined): number | null {
  if (text === undefined) return 90 * dayMs;
  if (text === 'never') return null;
  const match = /^(\d{1,4})([dh])$/.exec(text.trim());
  if (!match || Number(match[1]) === 0) throw new DeployTokenError(`--expires takes days or hours (90d, 12h) or "never", not "${text}"`);
  return Number(match[1]) * (match[2] === 'd' ? dayMs : dayMs / 24);
}

/** Why a presented token does not ship: missing, malformed or unknown, revoked, expired. */
export type TokenRefusal = 'missing' | 'unknown' | 'revoked' | 'expired';

export class DeployTokens {
  private readonly db: DeployDb;
  constructor(
    db: Kysely<DatabaseSchema>,
    private readonly clock: () => number = Date.now,
  ) {
    this.db = db.withTables<DeployTables>();
  }

  /** A new token; its text is returned once and never stored. */
  async add(input: { name: string; area: string; may?: string | undefined; expiresInMs: number | null; createdBy: string }): Promise<{ token: string; record: DeployToken }> {
    if (!namePattern.test(input.name)) throw new DeployTokenError('a token name is 2 to 63 lower-case letters, digits, dots, dashes or underscores, starting with a letter or digit');
    if (!isRemoteName(input.area)) throw new DeployTokenError(`--area names an area: products, parts, content or contact, not "${input.area}"`);
    const may = (input.may ?? 'publish') as DeployRight;
    if (!deployRights.includes(may)) throw new DeployTokenError(`--may is ${deployRights.join(', ')}, not "${input.may}"`);
    if (await this.db.selectFrom('deploy_token').select('id').where('name', '=', input.name).executeTakeFirst())
      throw new DeployTokenError(`there is a token named ${input.name} already: revoke it, or choose another name`);
    const id = randomBytes(8).toString('hex');
    const secret = randomBytes(32).toString('base64url');
    const now = this.clock();
    await this.db
      .insertInto('deploy_token')
      .values({
        id,
        name: input.name,
        area: input.area,
        may,
        secret_hash: secretHash(secret),
        created_by: input.createdBy,
        created_at: now,
        expires_at: input.expiresInMs === null ? null : now + input.expiresInMs,
        last_used_at: null,
        revoked_at: null,
      })
      .execute();
    return {
      token: `sdt_${id}_${secret}`,
      record: (await this.find(input.name))!,
    };
  }

  async list(): Promise<DeployToken[]> {
    const rows = await this.db.selectFrom('deploy_token').selectAll().orderBy('created_at', 'desc').execute();
    return rows.map((row) => this.record(row));
  }

  async find(name: string): Promise<DeployToken | undefined> {
    const row = await this.db.selectFrom('deploy_token').selectAll().where('name', '=', name).executeTakeFirst();
    return row && this.record(row);
  }

  /** Revokes a token for good; false when there is none of that name or it was revoked already. */
  async revoke(name: string): Promise<boolean> {
    const result = await this.db.updateTable('deploy_token').set({ revoked_at: this.clock() }).where('name', '=', name).where('revoked_at', 'is', null).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The token a request presents, when it may ship now (its use noted), or why not. */
  async authenticate(presented: string | undefined): Promise<DeployToken | TokenRefusal> {
    if (!presented) return 'missing';
    const match = tokenPattern.exec(presented);
    if (!match) return 'unknown';
    const row = await this.db.selectFrom('deploy_token').selectAll().where('id', '=', match[1]!).executeTakeFirst();
    if (!row || !timingSafeEqual(Buffer.from(row.secret_hash, 'base64url'), Buffer.from(secretHash(match[2]!), 'base64url'))) return 'unknown';
    if (row.revoked_at !== null) return 'revoked';
    const now = this.clock();
    if (row.expires_at !== null && Number(row.expires_at) <= now) return 'expired';
    await this.db.updateTable('deploy_token').set({ last_used_at: now }).where('id', '=', row.id).execute();
    return this.record({ ...row, last_used_at: now });
  }

  private record(row: DeployTokenTable): DeployToken {
    const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
    const now = this.clock();
    const state = row.revoked_at !== null ? 'revoked' : row.expires_at !== null && Number(row.expires_at) <= now ? 'expired' : 'active';
    return {
      name: row.name,
      area: row.area as RemoteName,
      may: row.may as DeployRight,
      createdBy: row.created_by,
      createdAt: iso(row.created_at)!,
      expiresAt: iso(row.expires_at),
      lastUsedAt: iso(row.last_used_at),
      revokedAt: iso(row.revoked_at),
      state,
    };
  }
}

/** What a token's right lets it do on a push: store only, or also start a canary, or also activate or stage a rollout. */
export function tokenAllows(may: DeployRight, plan: 'store' | 'canary' | 'activate'): boolean {
  const rank: Record<DeployRight, number> = {
    publish: 0,
    canary: 1,
    activate: 2,
  };
  return rank[may] >= { store: 0, canary: 1, activate: 2 }[plan];
}
