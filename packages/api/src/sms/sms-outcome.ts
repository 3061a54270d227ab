/**
 * Why the API refused to send a verification code. Fixed names: a host counts them (its metrics)
 * without ever seeing a phone number or an address.
 */
export const smsRefusalReasons = [
  /** The body is not a valid request (missing or malformed fields). */
  'invalid-request',
  /** The country is not on the SMS allowlist (`SMS_ALLOWED_COUNTRIES`). */
  'country-not-allowed',
  /** The number does not start with the country's dial code, or is too short. */
  'invalid-phone',
  /** A code went to this number less than the cooldown ago. */
  'cooldown',
  'phone-hourly-limit',
  'phone-daily-limit',
  /** Too many codes from one client address in ten minutes. */
  'ip-limit',
  'ip-daily-limit',
  /** The site's daily SMS budget is spent. */
  'daily-budget',
  /** The provider did not take the message (the code was voided). */
  'provider-failed',
] as const;

export type SmsRefusalReason = (typeof smsRefusalReasons)[number];

/** What became of one request for a code. */
export type SmsOutcome = { result: 'sent' } | { result: 'refused'; reason: SmsRefusalReason };

export type SmsOutcomeListener = (outcome: SmsOutcome) => void;
