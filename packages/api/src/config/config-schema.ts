import { z } from 'zod';

/** A variable that is wrong: the message names it. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * The environment read through `schema` (the API's, the site server's, the back office's), or a
 * ConfigError naming every bad variable: `Invalid configuration: PORT: Too big: …; HOST: …`.
 */
export function readEnv<T>(schema: z.ZodType<T>, env: NodeJS.ProcessEnv): T {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  throw new ConfigError(`Invalid configuration: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
}

const integer = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** PostgreSQL for the API's data (and the release registry's): unset or empty is none (SQLite). */
export const databaseUrlVariable = optionalText.pipe(
  z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
);

/** Environment variables the backend reads, with their defaults. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: integer(3001, 0).pipe(z.number().max(65535)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The SQLite file and dev outbox's folder; the default (the checkout's `.data`) is @site/config/locations'. */
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: databaseUrlVariable,
  SMS_PROVIDER: z.enum(['outbox', 'aliyun']).optional(),
  /** Client addresses besides this machine's that may read the development outbox, comma separated. */
  SMS_OUTBOX_ALLOW: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean))
    .pipe(z.array(z.union([z.ipv4(), z.ipv6()], { error: 'must list IP addresses' }))),
  ALIYUN_SMS_ACCESS_KEY_ID: optionalText,
  ALIYUN_SMS_ACCESS_KEY_SECRET: optionalText,
  ALIYUN_SMS_SIGN_NAME: optionalText,
  ALIYUN_SMS_TEMPLATE_CODE: optionalText,
  ALIYUN_SMS_ENDPOINT: z.url().default('https://dysmsapi.aliyuncs.com/'),
  SMS_COUNTRY_ALLOWLIST: z
    .string()
    .default('CN+86')
    .transform((value) => value.split(',').map((entry) => entry.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^[A-Z]{2}\+\d{1,4}$/, 'entries look like CN+86')).min(1)),
  SMS_CODE_TTL_SECONDS: integer(300, 30),
  SMS_COOLDOWN_SECONDS: integer(60, 1),
  SMS_PHONE_HOURLY_LIMIT: integer(5, 1),
  SMS_PHONE_DAILY_LIMIT: integer(10, 1),
  SMS_IP_10MIN_LIMIT: integer(5, 1),
  SMS_IP_DAILY_LIMIT: integer(20, 1),
  SMS_DAILY_BUDGET: integer(200, 0),
  SMS_MAX_WRONG_CODES: integer(5, 1),
  SMS_PHONE_DAILY_FAILED_CHECKS: integer(10, 1),
  RATE_LIMIT_READ_PER_MINUTE: integer(1200, 1),
  RATE_LIMIT_WRITE_PER_MINUTE: integer(30, 1),
  /** Browser reports (POST /api/site/events) per client IP and minute. */
  SITE_EVENTS_PER_MINUTE: integer(60, 1),
  SITE_EVENTS_RETENTION_DAYS: integer(30, 1),
  TRUSTED_PROXY_COUNT: integer(0, 0),
  REDIS_URL: optionalText.pipe(
    z
      .url({ protocol: /^rediss?$/, hostname: /^.+$/, error: 'must be a redis:// or rediss:// URL (redis://host:6379)' })
      .optional(),
  ),
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('site-api:rate-limit:'),
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((entry) => entry.trim()).filter(Boolean))
    .pipe(z.array(z.url())),
  PRIVACY_POLICY_VERSION: z.string().min(1).default('2025-01'),
  ENQUIRY_RETENTION_DAYS: integer(730, 1),
  NOTIFY_WEBHOOK_URL: optionalText.pipe(z.url().optional()),
  NOTIFY_SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  NOTIFY_EMAIL_FROM: optionalText,
  NOTIFY_EMAIL_TO: optionalText,
});

export type ApiEnv = z.infer<typeof envSchema>;
