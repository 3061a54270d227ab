// @vitest-environment node
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { consoleSite, password, signIn } from './test-support.js';

// The same console on PostgreSQL (DATABASE_URL): users, sessions, sign-in limits and the audit log
// in one database that every instance shares.
const databaseUrl = process.env.CONSOLE_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `console_test_${process.pid}`;
const admin = new pg.Pool({ connectionString: databaseUrl, max: 1 });
beforeAll(() => admin.query(`CREATE SCHEMA ${schema}`));
afterAll(async () => {
  await admin.query(`DROP SCHEMA ${schema} CASCADE`);
  await admin.end();
});

test('on PostgreSQL, sessions and the sign-in limit hold across instances, and actions are audited with the user', async () => {
  const site = await consoleSite({ databaseUrl: `${databaseUrl}?options=${encodeURIComponent(`-c search_path=${schema}`)}` });
  try {
    await site.users.add('rick', 'releaser', password);
    const [first, second] = [await site.instance(), await site.instance()];
    // Thirty wrong passwords at once, on two instances with connections of their own: at most five
    // are checked (the others are refused before hashing, counted or not by how they interleave).
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) => (attempt % 2 ? second.app : first.app).inject({ method: 'POST', url: '/console/api/session', payload: { user: 'rick', password: 'wrong' } })),
    ).then((answers) => answers.map((answer) => answer.statusCode));
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(25);
    expect(statuses.every((status) => [401, 429, 503].includes(status))).toBe(true);
    // Five more, one at a time: the name is locked by then, on both instances.
    for (let attempt = 0; attempt < 5; attempt++) {
      const status = (await (attempt % 2 ? second.app : first.app).inject({ method: 'POST', url: '/console/api/session', payload: { user: 'rick', password: 'wrong' } })).statusCode;
      expect([401, 429]).toContain(status);
    }
    expect((await first.app.inject({ method: 'POST', url: '/console/api/session', payload: { user: 'rick', password } })).statusCode).toBe(429);
    site.clock.now += 16 * 60_000;
    const rick = await signIn(first.app, 'rick');
    const answer = await second.app.inject({ method: 'POST', url: '/console/api/remotes/parts/actions', headers: rick.headers, payload: { action: 'canary', version: '1.1.0', percent: 20 } });
    expect(answer.statusCode).toBe(200);
    expect((await site.records.read())?.parts.canary).toMatchObject({ version: '1.1.0', percent: 20 });
    expect((await site.records.events()).at(-1)).toMatchObject({ actor: 'rick', remote: 'parts', action: 'canary', to: '1.1.0' });
    expect(await site.records.logStamp()).toMatch(/^\d+$/);
  } finally {
    await site.close();
  }
});
