import { createHmac } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema.js';
import { sharedSecret } from './page-tokens.js';

const dayMs = 86_400_000;
const saltPrefix = 'visitor-salt:';

/**
 * Who sent a report, as far as the canary guard needs to tell visitors apart: a keyed hash of the
 * client's address (an IPv6 address by its /64, which one subscriber usually holds whole). The key
 * is made each day, shared by every instance through the database, and deleted the day after
 * next: no address is stored, and none can be recovered from an old hash.
 */
export class VisitorIds {
  private salt: { day: number; key: Promise<Buffer> } | undefined;

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly clock: () => number,
  ) {}

  async of(address: string): Promise<string> {
    const day = Math.floor(this.clock() / dayMs);
    if (this.salt?.day !== day) {
      const key = sharedSecret(this.db, `${saltPrefix}${day}`);
      this.salt = { day, key };
      // A failed read is tried again by the next report.
      key.catch(() => {
        if (this.salt?.key === key) this.salt = undefined;
      });
    }
    return createHmac('sha256', await this.salt.key)
      .update(networkOf(address))
      .digest('base64url')
      .slice(0, 22);
  }

  /** Deletes the keys of the days before yesterday. */
  async prune(): Promise<void> {
    const yesterday = Math.floor(this.clock() / dayMs) - 1;
    const keys = await this.db.selectFrom('app_meta').select('key').where('key', 'like', `${saltPrefix}%`).execute();
    const old = keys.map((row) => row.key).filter((key) => Number(key.slice(saltPrefix.length)) < yesterday);
    if (old.length > 0) await this.db.deleteFrom('app_meta').where('key', 'in', old).execute();
  }
}

/** The address, or for IPv6 its /64 network. */
export function networkOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${(parsed as ipaddr.IPv6).toNormalizedString().split(':').slice(0, 4).join(':')}::/64`;
}
