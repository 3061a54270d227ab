import type { Kysely } from 'kysely';
import type { SmsLimits } from '../config/load-config.js';
import type { DatabaseSchema } from '../db/database-schema.js';
import { tooManyRequests, type ApiError } from '../http/envelope.js';
import type { SmsRefusalReason } from './sms-outcome.js';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

type Db = Kysely<DatabaseSchema>;
type Scope = { column: 'phone_number' | 'client_ip'; value: string } | undefined;

/**
 * Seconds until a send is possible again under a rolling window, or 0 when the
 * window still has room. Reads the `limit` newest sends inside the window: if
 * there are that many, the oldest of them decides when a slot frees up.
 */
async function waitForWindow(db: Db, scope: Scope, limit: number, windowMs: number, now: number): Promise<number> {
  let query = db.selectFrom('sms_send').select('sent_at').where('sent_at', '>', now - windowMs);
  if (scope) query = query.where(scope.column, '=', scope.value);
  const rows = await query.orderBy('sent_at', 'desc').limit(limit).execute();
  if (rows.length < limit) return 0;
  return (rows[rows.length - 1]!.sent_at + windowMs - now) / 1000;
}

/** The first limit a new send to `phoneNumber` from `ip` would break: the 429 error and its refusal reason. */
export async function findSendLimitBreach(
  db: Db,
  limits: SmsLimits,
  phoneNumber: string,
  ip: string,
  now: number,
): Promise<{ error: ApiError; reason: SmsRefusalReason } | undefined> {
  const phone: Scope = { column: 'phone_number', value: phoneNumber };
  const client: Scope = { column: 'client_ip', value: ip };
  const checks: Array<[string, SmsRefusalReason, string, () => Promise<number>]> = [
    ['SMS.COOLDOWN', 'cooldown', 'phoneNumber: please wait before requesting another code', () =>
      waitForWindow(db, phone, 1, limits.cooldownSeconds * 1000, now)],
    ['SMS.PHONE_HOURLY_LIMIT', 'phone-hourly-limit', 'phoneNumber: too many codes for this number in the last hour', () =>
      waitForWindow(db, phone, limits.phoneHourly, hour, now)],
    ['SMS.PHONE_DAILY_LIMIT', 'phone-daily-limit', 'phoneNumber: too many codes for this number today', () =>
      waitForWindow(db, phone, limits.phoneDaily, day, now)],
    ['SMS.IP_LIMIT', 'ip-limit', 'Too many codes requested from this network, try again later', () =>
      waitForWindow(db, client, limits.ipPerTenMinutes, 10 * minute, now)],
    ['SMS.IP_DAILY_LIMIT', 'ip-daily-limit', 'Too many codes requested from this network today', () =>
      waitForWindow(db, client, limits.ipDaily, day, now)],
    ['SMS.DAILY_BUDGET', 'daily-budget', 'The SMS service is busy, try again later', () =>
      limits.dailyBudget === 0 ? Promise.resolve(day / 1000) : waitForWindow(db, undefined, limits.dailyBudget, day, now)],
  ];
  for (const [code, reason, message, wait] of checks) {
    const seconds = await wait();
    if (seconds > 0) return { error: tooManyRequests(code, message, seconds), reason };
  }
  return undefined;
}

/** Send and failure records older than two days no longer count toward any limit. */
export async function pruneSmsRecords(db: Db, now: number): Promise<void> {
  const cutoff = now - 2 * day;
  await db.deleteFrom('sms_send').where('sent_at', '<', cutoff).execute();
  await db.deleteFrom('sms_failed_check').where('failed_at', '<', cutoff).execute();
  await db.deleteFrom('sms_code').where('expires_at', '<', now).execute();
  await db.deleteFrom('sms_outbox').where('sent_at', '<', cutoff).execute();
}

export const durations = { minute, hour, day };
