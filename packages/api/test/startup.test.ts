import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { buildApp } from '../src/build-app.js';
import { loadConfig } from '../src/config/load-config.js';
import { createPostgresSchema, postgresUrl, tempDataDir } from './helpers.js';

const schema = await createPostgresSchema();
afterAll(() => schema.drop());

test('instances that start together on an empty PostgreSQL migrate and seed once, without failing', async () => {
  const start = () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: tempDataDir(), LOG_LEVEL: 'silent' });
    // The schema through the URL, as several shell instances would be configured.
    config.database = { kind: 'postgres', url: `${postgresUrl}?options=${encodeURIComponent(`-c search_path=${schema.schema}`)}` };
    return buildApp({ config, logger: false });
  };
  const apps = await Promise.all([start(), start(), start()]);
  try {
    const lists = await Promise.all(apps.map(async (app) => (await app.inject('/api/website/news/list?display=1&language=en')).json<{ data: { items: unknown[] } }>()));
    expect(lists.map((list) => list.data.items.length)).toEqual([8, 8, 8]);
  } finally {
    await Promise.all(apps.map((app) => app.close()));
  }
});

test('processes that open a new SQLite file together (the site and the back office of `npm start`) migrate it once, without failing', async () => {
  const dataDir = tempDataDir();
  const fixture = fileURLToPath(new URL('./fixtures/open-store-at.ts', import.meta.url));
  const at = String(Date.now() + 2000);
  const outcomes = await Promise.all(
    [1, 2, 3, 4].map(
      () =>
        new Promise<{ code: number | null; stderr: string }>((done) => {
          const child = spawn(process.execPath, ['--import', 'tsx', fixture, dataDir, at], { stdio: ['ignore', 'ignore', 'pipe'] });
          let stderr = '';
          child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
          child.on('exit', (code) => done({ code, stderr }));
        }),
    ),
  );
  expect(outcomes).toEqual(outcomes.map(() => ({ code: 0, stderr: '' })));
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), logger: false });
  try {
    const list = (await app.inject('/api/website/news/list?display=1&language=en')).json<{ data: { items: unknown[] } }>();
    expect(list.data.items).toHaveLength(8);
  } finally {
    await app.close();
  }
}, 30_000);
