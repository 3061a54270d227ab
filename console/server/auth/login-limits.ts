import type { DatabaseSchema } from '@site/api';
import type { Kysely } from 'kysely';

export interface LoginLimits {
  perUser: number;
  perAddress: number;
  windowMs: number;
}

/**
 * Failed sign-ins, counted per user name and per address in the site's database, so the limits
 * hold across instances: past `perUser` failures for a name, or `perAddress` from an address,
 * within `windowMs`, sign-in is refused until the oldest of them leaves the window. A success
 * clears the name's failures (not the address's: one good password does not buy more guesses
 * at other names).
 */
export class LoginFailures {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly limits: LoginLimits,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Seconds until a sign-in may be tried again, or 0 when it may now. */
  async retryAfterSeconds(user: string, address: string): Promise<number> {
    const since = this.clock() - this.limits.windowMs;
    const waits = await Promise.all(
      [
        [`user:${user}`, this.limits.perUser],
        [`address:${address}`, this.limits.perAddress],
      ].map(async ([subject, limit]) => {
        const rows = await this.db
          .selectFrom('console_login_failure')
          .select('at')
          .where('subject', '=', subject as string)
          .where('at', '>', since)
          .orderBy('at', 'desc')
          .limit(limit as number)
          .execute();
        if (rows.length < (limit as number)) return 0;
        // The limit-th newest failure leaves the window first among those that count.
        return Math.ceil((Number(rows.at(-1)!.at) + this.limits.windowMs - this.clock()) / 1000);
      }),
    );
    return Math.max(0, ...waits);
  }

  async failed(user: string, address: string): Promise<void> {
    const at = this.clock();
    await this.db.insertInto('console_login_failure').values([{ subject: `user:${user}`, at }, { subject: `address:${address}`, at }]).execute();
  }

  async succeeded(user: string): Promise<void> {
    await this.db.deleteFrom('console_login_failure').where('subject', '=', `user:${user}`).execute();
  }

  /** Drops failures older than the window (the server calls it now and then); the table stays small. */
  async prune(): Promise<void> {
    await this.db.deleteFrom('console_login_failure').where('at', '<', this.clock() - this.limits.windowMs).execute();
  }
}
