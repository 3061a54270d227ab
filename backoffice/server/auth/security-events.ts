import type { DatabaseSchema } from '@site/api';
import type { Kysely } from 'kysely';
import type { SecurityEvent, SecurityEventKind } from '@site/console-contract/session';
import { accountsDb, type AccountsDb } from './accounts-store.js';

/** How long security events are kept: long enough to look into an incident, no longer (they hold addresses). */
const keepMs = 90 * 86_400_000;

/**
 * The back office's security events, for admins: sign-ins and failed sign-ins (the name as typed,
 * the address), sign-outs, unlocks, own password changes. Apart from the release audit trail: a
 * stranger at the sign-in form must not be able to write into what release managers read.
 */
export class SecurityEvents {
  private readonly db: AccountsDb;

  constructor(
    siteDb: Kysely<DatabaseSchema>,
    private readonly clock: () => number = Date.now,
  ) {
    this.db = accountsDb(siteDb);
  }

  async record(kind: SecurityEventKind, user: string, address: string | undefined, detail = ''): Promise<void> {
    await this.db
      .insertInto('console_security_event')
      .values({ at: this.clock(), kind, user_name: user.slice(0, 100), address: address ?? null, detail })
      .execute();
  }

  /** Newest first, at most `limit`; `user` and `kind` narrow it. */
  async list(query: { limit: number; user?: string; kind?: string; since?: number }): Promise<SecurityEvent[]> {
    let select = this.db.selectFrom('console_security_event').select(['at', 'kind', 'user_name', 'address', 'detail']);
    if (query.user) select = select.where('user_name', '=', query.user);
    if (query.kind) select = select.where('kind', '=', query.kind);
    if (query.since !== undefined) select = select.where('at', '>=', query.since);
    const rows = await select.orderBy('id', 'desc').limit(query.limit).execute();
    return rows.map((row) => ({ at: new Date(Number(row.at)).toISOString(), kind: row.kind as SecurityEventKind, user: row.user_name, address: row.address, detail: row.detail }));
  }

  async prune(): Promise<void> {
    await this.db.deleteFrom('console_security_event').where('at', '<', this.clock() - keepMs).execute();
  }
}
