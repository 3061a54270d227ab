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
