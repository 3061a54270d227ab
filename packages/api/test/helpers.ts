import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/build-app.js';
import { loadConfig } from '../src/config/load-config.js';
import { openDatabase, type Database } from '../src/db/open-database.js';
import type { SmsMessage, SmsProvider } from '../src/sms/sms-provider.js';
import type { EnquiryChannel } from '../src/enquiries/enquiry-notifier.js';

export const postgresUrl = process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Records every SMS instead of sending it, so tests can count provider calls exactly. */
export class CountingSmsProvider implements SmsProvider {
  readonly name = 'counting';
  readonly sent: SmsMessage[] = [];
  failNext = false;

  async send(message: SmsMessage): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('provider down');
    }
    this.sent.push(message);
  }

  codeFor(phoneNumber: string): string {
    const message = this.sent.filter((entry) => entry.phoneNumber === phoneNumber).at(-1);
    if (!message) throw new Error(`no SMS sent to ${phoneNumber}`);
    return message.code;
  }
}

export class FakeClock {
  value = Date.UTC(2025, 5, 1, 8, 0, 0);
  readonly now = () => this.value;
  advance(ms: number): void {
    this.value += ms;
  }
}

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'site-api-'));
}

/** A fresh PostgreSQL schema for one test file; dropped by the returned function. */
export async function createPostgresSchema(): Promise<{ schema: string; drop: () => Promise<void> }> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  return {
    schema,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: postgresUrl });
      await dropper.connect();
      await dropper.query(`drop schema ${schema} cascade`);
      await dropper.end();
    },
  };
}

export type Engine = 'sqlite' | 'postgres';

export interface TestApp {
  app: FastifyInstance;
  sms: CountingSmsProvider;
  clock: FakeClock;
  dataDir: string;
  close(): Promise<void>;
}

export async function startTestApp(
  options: {
    engine?: Engine;
    env?: Record<string, string>;
    outbox?: boolean;
    channels?: EnquiryChannel[];
    retryDelaysMs?: number[];
    /** An existing PostgreSQL schema (another instance's): shared, and left for its creator to drop. */
    postgresSchema?: string;
    /** Shared with another instance, so both see the same time and count the same sends. */
    clock?: FakeClock;
    sms?: CountingSmsProvider;
    /** Receives the app's JSON log lines (level info and up); logging is off otherwise. */
    logLines?: string[];
  } = {},
): Promise<TestApp> {
  const dataDir = tempDataDir();
  const clock = options.clock ?? new FakeClock();
  const sms = options.sms ?? new CountingSmsProvider();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env });
  let dropSchema = async () => {};
  if (options.postgresSchema) {
    config.database = { kind: 'postgres', url: postgresUrl, schema: options.postgresSchema };
  } else if (options.engine === 'postgres') {
    const { schema, drop } = await createPostgresSchema();
    config.database = { kind: 'postgres', url: postgresUrl, schema };
    dropSchema = drop;
  }
  const logLines = options.logLines;
  const app = await buildApp({
    config,
    clock: clock.now,
    logger: logLines ? { level: 'info', stream: { write: (line: string) => void logLines.push(line) } } : false,
    ...(options.outbox ? {} : { smsProvider: sms }),
    ...(options.channels ? { notificationChannels: options.channels } : {}),
    ...(options.retryDelaysMs ? { notificationRetryDelaysMs: options.retryDelaysMs } : {}),
  });
  return {
    app,
    sms,
    clock,
    dataDir,
    async close() {
      await app.close();
      await dropSchema();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const json = { 'content-type': 'application/json' };

export function post(app: FastifyInstance, url: string, payload: unknown, extra: Partial<InjectOptions> = {}) {
  return app.inject({
    method: 'POST',
    url,
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    ...extra,
    headers: { ...json, ...(extra.headers ?? {}) },
  });
}

export function sendCode(app: FastifyInstance, phoneNumber: string, extra: Partial<InjectOptions> = {}) {
  return post(app, '/api/website/sendMessage', { phoneNumber, countryCode: 'CN' }, extra);
}

export function enquiry(phoneNumber: string, msgCode: string, overrides: Record<string, unknown> = {}) {
  return {
    name: '韩梅梅',
    email: 'meimei@example.com',
    company: '示例科技',
    city: '杭州',
    msgCode,
    remark: '希望了解 Gen1 的采购流程。',
    countryCode: 'CN',
    phoneNumber,
    language: 'zh',
    ...overrides,
  };
}

export function saveEnquiry(app: FastifyInstance, body: unknown, extra: Partial<InjectOptions> = {}) {
  return post(app, '/api/website/purchasingInfo/save', body, extra);
}

/** 8613800000000 + n: distinct valid mainland numbers. */
export function phone(n: number): string {
  return `86138${String(n).padStart(8, '0')}`;
}

/** A migrated-ready database of one engine in a place of its own (a temporary file, or its own PostgreSQL schema). */
export async function openTestStore(engine: Engine): Promise<{ database: Database; cleanup: () => Promise<void> }> {
  if (engine === 'sqlite') {
    const database = openDatabase({ kind: 'sqlite', file: path.join(tempDataDir(), 'site.db') });
    return { database, cleanup: () => database.close() };
  }
  const { schema, drop } = await createPostgresSchema();
  const database = openDatabase({ kind: 'postgres', url: postgresUrl, schema });
  return {
    database,
    cleanup: async () => {
      await database.close();
      await drop();
    },
  };
}

// What the homes' tests (@site/newsroom, @site/lead-desk) build on, through `@site/api/testing`.
export { migrateToLatest } from '../src/db/migrate.js';
export { openDatabase } from '../src/db/open-database.js';
export type { Database } from '../src/db/open-database.js';
export { coverFileName, coverFileNamePattern, storeCover } from '../src/news/news-covers.js';
export { findArticleOf, insertNewsRow, listNews, listNewsForSitemap, readNewsVersion, resolveNewsArticle } from '../src/news/news-repository.js';
export { overlayArticle, overlayList, overlaySitemap } from '../src/news/news-overlay.js';
export { NewsPreviews } from '../src/news/news-previews.js';
export { insertEnquiry } from '../src/enquiries/enquiry-repository.js';
export type { NewEnquiry } from '../src/enquiries/enquiry-repository.js';
