import { randomBytes } from 'node:crypto';
import { networkOf, type DatabaseSchema } from '@site/api';
import type { Kysely } from 'kysely';
import { accountsDb, type AccountsDb } from './accounts-store.js';

export interface LoginLimits {
  perUser: number;
  perAddress: number;
  windowMs: number;
}

/** A sign-in attempt let through: its password may be checked now, after `delayMs`. */
export interface CountedAttempt {
  id: string;
  user: string;
  address: string;
  /** The name's slower path: how long to wait before checking (0 unless it has failed often). */
  delayMs: number;
}

/** The longest a check of a much-guessed name is slowed. */
export const maxSlowdownMs = 5_000;
const slowdownPerFailureMs = 1_000;

/**
 * Sign-in attempts, counted per address and name together, per address (an IPv6 address by its
 * /64, which one client usually holds whole), and per name, in the site's database, so the limits
 * hold across instances. The guesser is limited, not the victim: past `perUser` attempts at a name
 * *from one address*, or `perAddress` from an address, that address is refused (429), while the
 * name's owner, from anywhere else, still signs in. Failures at a name from many addresses do not
 * lock it either: each one past `perUser` makes every further check of that name slower (a second
 * each, up to `maxSlowdownMs`), which costs a distributed guesser far more than its owner.
 * An attempt is counted *before* its password is checked: its rows go in first, then the rows in
 * the window are counted, so of any number of attempts sent at once at most `perUser` for a name
 * from an address (and `perAddress` from an address) get past it; the rest are refused and take
 * their rows back. A failed check leaves its rows, and so does an attempt refused as busy; a
 * success takes back its own and clears the name's from that address.
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
      { subject: pairSubject(address, user), limit: this.limits.perUser },
      { subject: addressSubject(address), limit: this.limits.perAddress },
    ];
    await this.db
      .insertInto('console_login_failure')
      .values([...subjects, { subject: userSubject(user) }].map(({ subject }) => ({ subject, at, attempt: id })))
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
    const nameFailures = await this.db
      .selectFrom('console_login_failure')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('subject', '=', userSubject(user))
      .where('at', '>', since)
      .where('attempt', '!=', id)
      .executeTakeFirstOrThrow();
    const delayMs = Math.min(maxSlowdownMs, Math.max(0, Number(nameFailures.count) - this.limits.perUser) * slowdownPerFailureMs);
    return { attempt: { id, user, address, delayMs } };
  }

  /** The password was right: this attempt's rows, the name's failures and those from this address at it go. */
  async succeeded(attempt: CountedAttempt): Promise<void> {
    await this.db
      .deleteFrom('console_login_failure')
      .where((eb) => eb.or([eb('attempt', '=', attempt.id), eb('subject', '=', userSubject(attempt.user)), eb('subject', '=', pairSubject(attempt.address, attempt.user))]))
      .execute();
  }

  /** An admin lets a name be tried again from every address, at full speed (address limits stay). True when it was limited. */
  async unlock(user: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('console_login_failure')
      .where((eb) => eb.or([eb('subject', '=', userSubject(user)), eb('subject', 'like', `pair:%|${user.replace(/[\\%_]/g, (char) => `\\${char}`)}`)]))
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Names and addresses refused now, with when they may try again (admins see them). */
  async locked(): Promise<{ kind: 'user' | 'address'; name: string; until: number }[]> {
    const since = this.clock() - this.limits.windowMs;
    const rows = await this.db.selectFrom('console_login_failure').select(['subject', 'at']).where('at', '>', since).orderBy('at', 'desc').execute();
    const bySubject = new Map<string, number[]>();
    for (const row of rows) bySubject.set(row.subject, [...(bySubject.get(row.subject) ?? []), Number(row.at)]);
    // A name is listed while an address is refused it (the name's own failures only slow it down).
    const limited = [...bySubject].flatMap(([subject, times]) => {
      if (subject.startsWith('user:')) return [];
      const kind = subject.startsWith('pair:') ? ('user' as const) : ('address' as const);
      const limit = kind === 'user' ? this.limits.perUser : this.limits.perAddress;
      if (times.length < limit) return [];
      const name = kind === 'user' ? subject.slice(subject.indexOf('|') + 1) : subject.slice(subject.indexOf(':') + 1);
      return [{ kind, name, until: times[limit - 1]! + this.limits.windowMs }];
    });
    // One line per name: the latest its limit lasts.
    const byName = new Map<string, (typeof limited)[number]>();
    for (const lock of limited) {
      const key = `${lock.kind} ${lock.name}`;
      if ((byName.get(key)?.until ?? 0) < lock.until) byName.set(key, lock);
    }
    return [...byName.values()];
  }

  /** Drops failures older than the window (the server calls it now and then); the table stays small. */
  async prune(): Promise<void> {
    await this.db.deleteFrom('console_login_failure').where('at', '<', this.clock() - this.limits.windowMs).execute();
  }
}

const userSubject = (user: string) => `user:${user}`;
const addressSubject = (address: string) => `address:${networkOf(address)}`;
const pairSubject = (address: string, user: string) => `pair:${networkOf(address)}|${user}`;
