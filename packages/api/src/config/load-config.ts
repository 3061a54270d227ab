import path from 'node:path';
import { siteLocations } from '@site/config/locations';
import { splitCountryValue } from '@site/contracts';
import { ConfigError, envSchema, readEnv, type ApiEnv } from './config-schema.js';

export { ConfigError };

export interface SmsLimits {
  codeTtlSeconds: number;
  cooldownSeconds: number;
  phoneHourly: number;
  phoneDaily: number;
  ipPerTenMinutes: number;
  ipDaily: number;
  dailyBudget: number;
  maxWrongCodes: number;
  phoneDailyFailedChecks: number;
}

export interface RateLimitConfig {
  readPerMinute: number;
  writePerMinute: number;
  /** Browser reports (`POST /api/site/events`). */
  siteEventsPerMinute: number;
  /** Counters shared by every instance; in this process's memory when absent. */
  redis?: { url: string; keyPrefix: string };
}

export type SmsProviderConfig =
  | { kind: 'outbox'; allow: string[] }
  | {
      kind: 'aliyun';
      accessKeyId: string;
      accessKeySecret: string;
      signName: string;
      templateCode: string;
      endpoint: string;
    };

export type DatabaseConfig =
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; url: string; schema?: string };

export interface ApiConfig {
  production: boolean;
  host: string;
  port: number;
  logLevel: ApiEnv['LOG_LEVEL'];
  dataDir: string;
  database: DatabaseConfig;
  sms: SmsProviderConfig;
  /** Allowed destinations: country code → dial code. */
  smsAllowlist: Map<string, string>;
  smsLimits: SmsLimits;
  rateLimits: RateLimitConfig;
  trustedProxyCount: number;
  allowedOrigins: string[];
  privacyPolicyVersion: string;
  enquiryRetentionDays: number;
  /** Days the browser reports' counts and messages are kept. */
  siteEventsRetentionDays: number;
  notify: {
    webhookUrl?: string;
    smtpUrl?: string;
    emailFrom?: string;
    emailTo?: string;
  };
}

function smsProviderFrom(env: ApiEnv): SmsProviderConfig {
  const kind = env.SMS_PROVIDER ?? (env.NODE_ENV === 'production' ? 'aliyun' : 'outbox');
  if (kind === 'outbox') {
    if (env.NODE_ENV === 'production') {
      throw new ConfigError('SMS_PROVIDER: the outbox provider is refused when NODE_ENV=production');
    }
    return { kind, allow: env.SMS_OUTBOX_ALLOW };
  }
  const required = {
    ALIYUN_SMS_ACCESS_KEY_ID: env.ALIYUN_SMS_ACCESS_KEY_ID,
    ALIYUN_SMS_ACCESS_KEY_SECRET: env.ALIYUN_SMS_ACCESS_KEY_SECRET,
    ALIYUN_SMS_SIGN_NAME: env.ALIYUN_SMS_SIGN_NAME,
    ALIYUN_SMS_TEMPLATE_CODE: env.ALIYUN_SMS_TEMPLATE_CODE,
  };
  const missing = Object.entries(required).filter(([, value]) => !value);
  if (missing.length > 0) {
    throw new ConfigError(
      `${missing.map(([name]) => name).join(', ')}: required by the aliyun SMS provider` +
        (env.SMS_PROVIDER ? '' : ' (the default provider when NODE_ENV=production)'),
    );
  }
  return {
    kind,
    accessKeyId: required.ALIYUN_SMS_ACCESS_KEY_ID!,
    accessKeySecret: required.ALIYUN_SMS_ACCESS_KEY_SECRET!,
    signName: required.ALIYUN_SMS_SIGN_NAME!,
    templateCode: required.ALIYUN_SMS_TEMPLATE_CODE!,
    endpoint: env.ALIYUN_SMS_ENDPOINT,
  };
}

/**
 * Reads and validates the environment once. Errors name the variable:
 * `PORT: Too big: expected number to be <=65535`.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  // npm runs workspace scripts inside the workspace; INIT_CWD is where the user typed the command.
  cwd = env.INIT_CWD ?? process.cwd(),
): ApiConfig {
  const values = readEnv(envSchema, env);
  if (values.NOTIFY_SMTP_URL && !values.NOTIFY_EMAIL_TO) {
    throw new ConfigError('NOTIFY_EMAIL_TO: required when NOTIFY_SMTP_URL is set');
  }
  const { dataDir } = siteLocations(values.DATA_DIR ? { DATA_DIR: values.DATA_DIR } : {}, cwd);
  const allowlist = new Map<string, string>();
  for (const entry of values.SMS_COUNTRY_ALLOWLIST) {
    const country = splitCountryValue(entry)!;
    allowlist.set(country.countryCode, country.dial);
  }
  return {
    production: values.NODE_ENV === 'production',
    host: values.HOST,
    port: values.PORT,
    logLevel: values.LOG_LEVEL,
    dataDir,
    database: values.DATABASE_URL
      ? { kind: 'postgres', url: values.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'site.db') },
    sms: smsProviderFrom(values),
    smsAllowlist: allowlist,
    smsLimits: {
      codeTtlSeconds: values.SMS_CODE_TTL_SECONDS,
      cooldownSeconds: values.SMS_COOLDOWN_SECONDS,
      phoneHourly: values.SMS_PHONE_HOURLY_LIMIT,
      phoneDaily: values.SMS_PHONE_DAILY_LIMIT,
      ipPerTenMinutes: values.SMS_IP_10MIN_LIMIT,
      ipDaily: values.SMS_IP_DAILY_LIMIT,
      dailyBudget: values.SMS_DAILY_BUDGET,
      maxWrongCodes: values.SMS_MAX_WRONG_CODES,
      phoneDailyFailedChecks: values.SMS_PHONE_DAILY_FAILED_CHECKS,
    },
    rateLimits: {
      readPerMinute: values.RATE_LIMIT_READ_PER_MINUTE,
      writePerMinute: values.RATE_LIMIT_WRITE_PER_MINUTE,
      siteEventsPerMinute: values.SITE_EVENTS_PER_MINUTE,
      ...(values.REDIS_URL ? { redis: { url: values.REDIS_URL, keyPrefix: values.REDIS_KEY_PREFIX } } : {}),
    },
    trustedProxyCount: values.TRUSTED_PROXY_COUNT,
    allowedOrigins: values.ALLOWED_ORIGINS.map((origin) => new URL(origin).origin),
    privacyPolicyVersion: values.PRIVACY_POLICY_VERSION,
    enquiryRetentionDays: values.ENQUIRY_RETENTION_DAYS,
    siteEventsRetentionDays: values.SITE_EVENTS_RETENTION_DAYS,
    notify: {
      webhookUrl: values.NOTIFY_WEBHOOK_URL,
      smtpUrl: values.NOTIFY_SMTP_URL,
      emailFrom: values.NOTIFY_EMAIL_FROM,
      emailTo: values.NOTIFY_EMAIL_TO,
    },
  };
}
