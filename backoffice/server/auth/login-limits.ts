import { randomBytes } from 'node:crypto';
import { networkOf, type DatabaseSchema } from '@site/api';
import type { Kysely } from 'kysely';
import { accountsDb, type AccountsDb } from './accounts-store.js';

export interface LoginLimits {
  perUser: number;
  perAddress: number;
  windowMs: number;
}

/** A sign-in attempt let through: its password may be checked now. */
export interface CountedAttempt {
  id: string;
  user: string;
}

/**
 * Sign-in attempts, counted per user name and per address (an IPv6 address by its /64, which one
 * client usually holds whole) in the site's database, so the limits hold across instances. An
 * attempt is counted *before* its password is checked: its rows go in first, then the rows in the
 * window are counted, so of any number of attempts sent at once at most `perUser` for a name (and
 * `perAddress` from an address) get past it; the rest are refused (429) and take their rows
 * back. A failed check leaves its rows, and so does an attempt refused as busy; a success takes back its own and clears the
 * name's (not the address's: one good password does not buy more guesses at other names).
 */
export class LoginFailures {
  private readonly db: AccountsDb;

  constructor(
    siteDb: Kysely<DatabaseSchema>,
    private readonly limits: LoginLimits,
    private readonly clock: () => number = Date.now,
  ) {
    this.db = accountsDb(siteDb);
  }

  /** Counts an attempt; `retryAfterSeconds` when a limit is reached (nothing of it stays counted). */
  async begin(user: string, address: string): Promise<{ attempt: CountedAttempt } | { retryAfterSeconds: number }> {
    const id = randomBytes(12).toString('base64url');
    const at = this.clock();
    const subjects = [
      { subject: userSubject(user), limit: this.limits.perUser },
      { subject: addressSubject(address), limit: this.limits.perAddress },
    ];
    await this.db
      .insertInto('console_login_failure')
      .values(subjects.map(({ subject }) => ({ subject, at, attempt: id })))
      .execute();
    const since = at - this.limits.windowMs;
    const waits = await Promise.all(
      subjects.map(async ({ subject, limit }) => {
        // The newest `limit + 1` rows in the window: with ours, more than `limit` means over.
        const rows = await this.db
          .selectFrom('console_login_failure')
          .select(['at', 'attempt'])
          .where('subject', '=', subject)
          .where('at', '>', since)
          .orderBy('at', 'desc')
          .limit(limit + 1)
          .execute();
        if (rows.length <= limit) return 0;
        // The limit-th newest of the others leaves the window first among those that count.
        const others = rows.filter((row) => row.attempt !== id);
        const freesAt = Number((others[limit - 1] ?? others.at(-1))!.at) + this.limits.windowMs;
        return Math.max(1, Math.ceil((freesAt - this.clock()) / 1000));
      }),
    );
    const wait = Math.max(...waits);
    if (wait > 0) {
      await this.db.deleteFrom('console_login_failure').where('attempt', '=', id).execute();
      return { retryAfterSeconds: wait };
    }
    return { attempt: { id, user } };
  }

  /** The password was right: this attempt's rows and the name's failures go. */
  async succeeded(attempt: CountedAttempt): Promise<void> {
    await this.db
      .deleteFrom('console_login_failure')
      .where((eb) => eb.or([eb('attempt', '=', attempt.id), eb('subject', '=', userSubject(attempt.user))]))
      .execute();
  }

  /** An admin lets a locked name try again (its address limits stay). True when it was locked. */
  async unlock(user: string): Promise<boolean> {
    const result = await this.db.deleteFrom('console_login_failure').where('subject', '=', userSubject(user)).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Names and addresses refused now, with when they may try again (admins see them). */
  async locked(): Promise<{ kind: 'user' | 'address'; name: string; until: number }[]> {
    const since = this.clock() - this.limits.windowMs;
    const rows = await this.db.selectFrom('console_login_failure').select(['subject', 'at']).where('at', '>', since).orderBy('at', 'desc').execute();
    const bySubject = new Map<string, number[]>();
    for (const row of rows) bySubject.set(row.subject, [...(bySubject.get(row.subject) ?? []), Number(row.at)]);
    return [...bySubject].flatMap(([subject, times]) => {
      const kind = subject.startsWith('user:') ? 'user' : 'address';
      const limit = kind === 'user' ? this.limits.perUser : this.limits.perAddress;
      if (times.length < limit) return [];
      return [{ kind, name: subject.slice(subject.indexOf(':') + 1), until: times[limit - 1]! + this.limits.windowMs }];
    });
  }

  /** Drops failures older than the window (the server calls it now and then); the table stays small. */
  async prune(): Promise<void> {
    await this.db.deleteFrom('console_login_failure').where('at', '<', this.clock() - this.limits.windowMs).execute();
  }
}

const userSubject = (user: string) => `user:${user}`;
const addressSubject = (address: string) => `address:${networkOf(address)}`;
