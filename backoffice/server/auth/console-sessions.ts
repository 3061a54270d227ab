import { randomBytes } from 'node:crypto';
import { secretHash as hashOf } from './secret-hash.js';
import type { DatabaseSchema } from '@site/api';
import type { Kysely } from 'kysely';
import type { ConsoleRole } from '@site/console-contract/session';
import { storedRoles } from './console-users.js';
import { accountsDb, type AccountsDb } from './accounts-store.js';

export interface ConsoleSession {
  user: string;
  roles: ConsoleRole[];
  csrfToken: string;
  tokenHash: string;
}

/** last_seen_at is written at most this often: a page polling every few seconds costs no write each time. */
const touchEveryMs = 60_000;

/**
 * Sessions in the site's database, shared by every instance. The cookie holds a random token; the
 * table holds its hash. A session ends after `idleMs` without a request and `maxMs` after sign-in
 * whatever happens, when its user signs out (here or everywhere), changes password or is removed.
 */
export class ConsoleSessions {
  private readonly db: AccountsDb;

  constructor(
    siteDb: Kysely<DatabaseSchema>,
    private readonly limits: { idleMs: number; maxMs: number },
    private readonly clock: () => number = Date.now,
  ) {
    this.db = accountsDb(siteDb);
  }

  /** A new session for `user`: the cookie's token. */
  async start(user: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock();
    await this.db
      .insertInto('console_session')
      .values({ token_hash: hashOf(token), user_name: user, csrf_token: randomBytes(32).toString('base64url'), created_at: now, last_seen_at: now })
      .execute();
    return token;
  }

  /**
   * The session the token opens, with its user's roles now; undefined when there is none or it
   * expired. A request the user made counts as activity (`touch`); what an open page does on its
   * own (the live feed, a refresh every few seconds) does not, so an unattended tab's session
   * still ends at its idle limit.
   */
  async find(token: string | undefined, options: { touch?: boolean } = {}): Promise<ConsoleSession | undefined> {
    if (!token || token.length > 100) return undefined;
    const now = this.clock();
    const row = await this.db
      .selectFrom('console_session')
      .innerJoin('console_user', 'console_user.name', 'console_session.user_name')
      .select(['console_session.token_hash', 'console_session.csrf_token', 'console_session.created_at', 'console_session.last_seen_at', 'console_user.name', 'console_user.role'])
      .where('console_session.token_hash', '=', hashOf(token))
      .executeTakeFirst();
    const roles = row && storedRoles(row.role);
    if (!row || !roles) return undefined;
    if (now - Number(row.last_seen_at) > this.limits.idleMs || now - Number(row.created_at) >= this.limits.maxMs) {
      await this.db.deleteFrom('console_session').where('token_hash', '=', row.token_hash).execute();
      return undefined;
    }
    if (options.touch !== false && now - Number(row.last_seen_at) > touchEveryMs) {
      await this.db.updateTable('console_session').set({ last_seen_at: now }).where('token_hash', '=', row.token_hash).execute();
    }
    return { user: row.name, roles, csrfToken: row.csrf_token, tokenHash: row.token_hash };
  }

  async end(session: ConsoleSession): Promise<void> {
    await this.db.deleteFrom('console_session').where('token_hash', '=', session.tokenHash).execute();
  }

  /** "Sign out everywhere": every session of the user, on every instance (but `except`, a token hash). */
  async endAll(user: string, except?: string): Promise<number> {
    let remove = this.db.deleteFrom('console_session').where('user_name', '=', user);
    if (except) remove = remove.where('token_hash', '!=', except);
    const result = await remove.executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Which of these sessions (token hashes) still hold, with their user's role now: what open live streams check. */
  async stillOpen(tokenHashes: readonly string[]): Promise<Map<string, { user: string; roles: string }>> {
    if (tokenHashes.length === 0) return new Map();
    const now = this.clock();
    const rows = await this.db
      .selectFrom('console_session')
      .innerJoin('console_user', 'console_user.name', 'console_session.user_name')
      .select(['console_session.token_hash', 'console_session.created_at', 'console_session.last_seen_at', 'console_user.name', 'console_user.role'])
      .where('console_session.token_hash', 'in', [...tokenHashes])
      .execute();
    const open = rows.filter((row) => now - Number(row.last_seen_at) <= this.limits.idleMs && now - Number(row.created_at) < this.limits.maxMs);
    return new Map(open.map((row) => [row.token_hash, { user: row.name, roles: row.role }]));
  }

  /** Drops expired sessions (the server calls it now and then). */
  async prune(): Promise<void> {
    const now = this.clock();
    await this.db
      .deleteFrom('console_session')
      .where((eb) => eb.or([eb('last_seen_at', '<', now - this.limits.idleMs), eb('created_at', '<', now - this.limits.maxMs)]))
      .execute();
  }
}
