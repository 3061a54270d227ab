import { join } from 'node:path';
import { repoRoot } from '@site/config/locations';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/load-config.js';

describe('configuration', () => {
  it('defaults to SQLite under the checkout\'s .data/ and the outbox provider outside production', () => {
    const config = loadConfig({}, '/srv/site');
    // Wherever the command runs: the shell, the release tool and the API's CLIs share one default (@site/config/locations).
    expect(config.database).toEqual({ kind: 'sqlite', file: join(repoRoot, '.data', 'site.db') });
    // A relative DATA_DIR is taken from where the command was typed.
    expect(loadConfig({ DATA_DIR: 'data' }, '/srv/site').database).toEqual({ kind: 'sqlite', file: '/srv/site/data/site.db' });
    expect(config.sms).toEqual({ kind: 'outbox', allow: [] });
    expect([...config.smsAllowlist]).toEqual([['CN', '86']]);
    expect(config.smsLimits).toMatchObject({ cooldownSeconds: 60, phoneHourly: 5, phoneDaily: 10, dailyBudget: 200 });
  });

  it('switches to PostgreSQL with DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).database).toEqual({ kind: 'postgres', url: 'postgres://u@h/db' });
  });

  it('keeps request rate limits in memory unless REDIS_URL is set', () => {
    expect(loadConfig({}).rateLimits).toEqual({ readPerMinute: 1200, writePerMinute: 30, siteEventsPerMinute: 60 });
    expect(loadConfig({ REDIS_URL: '' }).rateLimits.redis).toBeUndefined();
    expect(loadConfig({ SITE_EVENTS_PER_MINUTE: '120' }).rateLimits.siteEventsPerMinute).toBe(120);
    expect(loadConfig({}).siteEventsRetentionDays).toBe(30);
    expect(() => loadConfig({ SITE_EVENTS_RETENTION_DAYS: '0' })).toThrow(/SITE_EVENTS_RETENTION_DAYS/);
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).rateLimits.redis).toEqual({
      url: 'redis://127.0.0.1:6379',
      keyPrefix: 'site-api:rate-limit:',
    });
    expect(loadConfig({ REDIS_URL: 'rediss://:pw@cache.internal:6380/2', REDIS_KEY_PREFIX: 'staging:' }).rateLimits.redis).toEqual({
      url: 'rediss://:pw@cache.internal:6380/2',
      keyPrefix: 'staging:',
    });
  });

  it.each(['http://cache:6379', '127.0.0.1:6379', 'redis://', 'not a url'])('refuses REDIS_URL=%s with a clear message', (url) => {
    expect(() => loadConfig({ REDIS_URL: url })).toThrow('REDIS_URL: must be a redis:// or rediss:// URL (redis://host:6379)');
  });

  it('never echoes a refused REDIS_URL (it may hold a password)', () => {
    let message = '';
    try {
      loadConfig({ REDIS_URL: 'http://:s3cret@cache:6379' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('REDIS_URL');
    expect(message).not.toContain('s3cret');
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
