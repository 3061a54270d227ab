import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/load-config.js';

describe('configuration', () => {
  it('defaults to SQLite under .data/ and the outbox provider outside production', () => {
    const config = loadConfig({}, '/srv/site');
    expect(config.database).toEqual({ kind: 'sqlite', file: '/srv/site/.data/site.db' });
    expect(config.sms).toEqual({ kind: 'outbox' });
    expect([...config.smsAllowlist]).toEqual([['CN', '86']]);
    expect(config.smsLimits).toMatchObject({ cooldownSeconds: 60, phoneHourly: 5, phoneDaily: 10, dailyBudget: 200 });
  });

  it('switches to PostgreSQL with DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).database).toEqual({ kind: 'postgres', url: 'postgres://u@h/db' });
  });

  it('refuses the outbox provider in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'outbox' })).toThrow(/SMS_PROVIDER/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/ALIYUN_SMS_ACCESS_KEY_ID/);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMS_COUNTRY_ALLOWLIST: 'CN' }, 'SMS_COUNTRY_ALLOWLIST'],
    [{ SMS_DAILY_BUDGET: '-1' }, 'SMS_DAILY_BUDGET'],
    [{ NOTIFY_WEBHOOK_URL: 'not a url' }, 'NOTIFY_WEBHOOK_URL'],
    [{ NOTIFY_SMTP_URL: 'smtp://mail.example' }, 'NOTIFY_EMAIL_TO'],
  ])('names the bad variable in %j', (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });
});
