import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema.js';

/** The version of each area a page was served with, by remote. */
export type ServedVersions = Readonly<Record<string, string>>;

const hourMs = 3_600_000;

/**
 * Page tokens: the server signs into each page (and each registry a browser fetches for a
 * navigation) which versions it was served with, and a browser report counts only with one. So
 * reports about a version come from pages really rendered with it, lately: a token is good for
 * `validHours` after the hour it was made in. It carries the hour, not the moment, so every
 * instance makes the same page with the same token in one hour (one ETag), and a cached page is
 * made again each hour (the page cache keys on `hour()`).
 */
export class PageTokens {
  constructor(
    private readonly secret: Buffer,
    private readonly clock: () => number,
    private readonly validHours = 24,
  ) {}

  /** The hour tokens made now carry. */
  hour(): number {
    return Math.floor(this.clock() / hourMs);
  }

  sign(versions: ServedVersions): string {
    const sorted = Object.fromEntries(Object.entries(versions).sort(([a], [b]) => (a < b ? -1 : 1)));
    const body = Buffer.from(JSON.stringify({ h: this.hour(), v: sorted })).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  /** The versions a token vouches for; undefined for a forged, altered, malformed or expired one. */
  verify(token: string): ServedVersions | undefined {
    const [body, mac, ...rest] = token.split('.');
    if (!body || !mac || rest.length > 0) return undefined;
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    let payload: unknown;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return undefined;
    }
    if (!isPayload(payload)) return undefined;
    // An hour ahead is another instance's clock.
    const age = this.hour() - payload.h;
    return age >= -1 && age <= this.validHours ? payload.v : undefined;
  }

  private mac(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
  }
}

function isPayload(value: unknown): value is { h: number; v: Record<string, string> } {
  if (typeof value !== 'object' || value === null) return false;
  const { h, v } = value as { h?: unknown; v?: unknown };
  return Number.isInteger(h) && typeof v === 'object' && v !== null && Object.values(v).every((version) => typeof version === 'string');
}

/**
 * A random secret that every instance of the site shares through its database (`app_meta`): the
 * first to ask makes it, the others read it. No configuration, and the same on every instance.
 */
export async function sharedSecret(db: Kysely<DatabaseSchema>, name: string): Promise<Buffer> {
  await db
    .insertInto('app_meta')
    .values({ key: name, value: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', name).executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}
