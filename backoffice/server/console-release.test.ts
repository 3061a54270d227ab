// @vitest-environment node
import { statusObject } from '@site/release';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { AuditEntry, LiveChange } from '@site/console-contract/releases';
import { adoptReleaseLogEntries } from './audit-log.js';
import { consoleSite, password, signIn, type ConsoleSite } from './test-support.js';

let site: ConsoleSite;
beforeEach(async () => {
  site = await consoleSite();
  for (const [name, role] of [['alice', 'admin'], ['rick', 'releaser'], ['vera', 'viewer'], ['eddie', 'editor,sales']] as const) await site.users.add(name, role, password);
});
afterEach(() => site.close());

const act = (headers: Record<string, string>, payload: object, remote = 'parts') => ({ method: 'POST' as const, url: `/console/api/remotes/${remote}/actions`, headers, payload });
const parts = async () => (await site.records.read())!.parts;

describe('roles, enforced by the server', () => {
  test('a viewer reads everything and is answered 403 to every action; without a session 401; without the token 403', async () => {
    const { app } = await site.instance();
    const vera = await signIn(app, 'vera');
    for (const url of ['/console/api/remotes', '/console/api/guard', '/console/api/audit', '/console/api/remotes/parts/series?range=day', '/console/api/remotes/parts/messages']) {
      expect((await app.inject({ url, headers: { cookie: vera.cookie } })).statusCode, url).toBe(200);
    }
    for (const payload of [{ action: 'activate', version: '1.1.0' }, { action: 'rollback' }, { action: 'preview', version: '1.1.0' }, { action: 'check', version: '1.1.0' }]) {
      const response = await app.inject(act(vera.headers, payload));
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('CONSOLE.FORBIDDEN');
    }
    expect((await app.inject({ url: '/console/api/users', headers: { cookie: vera.cookie } })).statusCode).toBe(403);
    expect((await app.inject(act({}, { action: 'activate', version: '1.1.0' }))).statusCode).toBe(401);
    const rick = await signIn(app, 'rick');
    const noToken = await app.inject(act({ cookie: rick.cookie }, { action: 'activate', version: '1.1.0' }));
    expect([noToken.statusCode, noToken.json().error.code]).toEqual([403, 'CONSOLE.CSRF']);
    // Another session's token is not this one's.
    expect((await app.inject(act({ cookie: rick.cookie, 'x-csrf-token': vera.csrf }, { action: 'activate', version: '1.1.0' }))).statusCode).toBe(403);
    expect((await parts()).version).toBe('1.0.0');
    // An editor and salesperson sees no release: 403 to its reads and actions.
    const eddie = await signIn(app, 'eddie');
    expect((await app.inject({ url: '/console/api/session', headers: { cookie: eddie.cookie } })).json()).toMatchObject({ roles: ['editor', 'sales'] });
    for (const url of ['/console/api/remotes', '/console/api/guard', '/console/api/audit', '/console/api/remotes/parts/series?range=day', '/console/api/remotes/parts/messages']) {
      expect((await app.inject({ url, headers: { cookie: eddie.cookie } })).statusCode, url).toBe(403);
    }
    expect((await app.inject(act(eddie.headers, { action: 'rollback' }))).statusCode).toBe(403);
    // A releaser does not prune; an admin does.
    expect((await app.inject(act(rick.headers, { action: 'prune', keep: 1 }))).statusCode).toBe(403);
    const alice = await signIn(app, 'alice');
    const pruned = await app.inject(act(alice.headers, { action: 'prune', keep: 5 }));
    expect(pruned.json()).toMatchObject({ action: 'prune', remote: 'parts', removed: [] });
  });
});

describe('release actions through the release library', () => {
  test('GET /console/api/remotes is the object release status --json prints', async () => {
    const { app, services } = await site.instance();
    const vera = await signIn(app, 'vera');
    const answer = (await app.inject({ url: '/console/api/remotes', headers: { cookie: vera.cookie } })).json();
    expect(answer).toEqual(JSON.parse(JSON.stringify(await statusObject(services.releaseContext('cli')))));
    expect(answer.remotes.parts).toMatchObject({ active: '1.0.0', versions: ['1.0.0', '1.1.0', '1.2.0'], canary: null });
    expect(answer.remotes.parts.details['1.1.0']).toMatchObject({ publishedBy: null, fits: null });
  });

  test('activate, a refused check (409, registry unchanged), a staged rollout, its share by hand, rollback; each audited with the console user', async () => {
    const { app } = await site.instance();
    const rick = await signIn(app, 'rick');
    const activated = await app.inject(act(rick.headers, { action: 'activate', version: '1.1.0' }));
    expect(activated.json()).toEqual({ action: 'activate', remote: 'parts', lines: ['checking parts 1.1.0 ...', 'parts: 1.0.0 -> 1.1.0 (active)'] });
    expect((await parts()).version).toBe('1.1.0');

    site.problems = ['/parts/d90: no h1'];
    const refused = await app.inject(act(rick.headers, { action: 'check', version: '1.2.0' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'CONSOLE.REFUSED', message: 'parts 1.2.0 would not pass activation: /parts/d90: no h1', lines: expect.arrayContaining(['  problem: /parts/d90: no h1']) });
    const before = JSON.stringify(await site.records.read());
    expect((await app.inject(act(rick.headers, { action: 'activate', version: '1.2.0' }))).statusCode).toBe(409);
    expect(JSON.stringify(await site.records.read())).toBe(before);
    site.problems = [];

    expect((await app.inject(act(rick.headers, { action: 'activate', version: '1.2.0', steps: [5, 25], every: '10m' }))).statusCode).toBe(400);
    // Steps as a list, or as the CLI writes them.
    const staged = await app.inject(act(rick.headers, { action: 'activate', version: '1.2.0', steps: '5,25,50,100', every: '10m' }));
    expect(staged.statusCode).toBe(200);
    expect((await parts()).canary).toMatchObject({ version: '1.2.0', percent: 5, rollout: { steps: [5, 25, 50, 100], every: '10m', step: 0, startedBy: 'rick' } });
    expect((await app.inject(act(rick.headers, { action: 'pause' }))).statusCode).toBe(200);
    expect((await parts()).canary?.rollout?.pausedAt).toBe(site.clock.now);
    expect((await app.inject(act(rick.headers, { action: 'canary', percent: 30 }))).statusCode).toBe(200);
    expect((await parts()).canary).toMatchObject({ version: '1.2.0', percent: 30 });
    expect((await parts()).canary?.rollout).toBeUndefined();
    expect((await app.inject(act(rick.headers, { action: 'rollback' }))).json().lines).toEqual(['parts: canary 1.2.0 ended, everyone gets 1.1.0']);
    expect((await app.inject(act(rick.headers, { action: 'rollback' }))).json().lines).toEqual(['checking parts 1.0.0 ...', 'parts: 1.1.0 -> 1.0.0 (rolled back)']);
    const preview = await app.inject(act(rick.headers, { action: 'preview', version: '1.2.0', ttl: '1h' }));
    expect(preview.json().link).toMatch(/^http:\/\/localhost:3000\/preview\/\S+$/);

    const releases = (await site.records.events()).filter((event) => event.remote === 'parts');
    expect(releases.map((event) => [event.actor, event.action, event.to])).toEqual([
      ['rick', 'activate', '1.1.0'],
      ['rick', 'check', '1.2.0'],
      ['rick', 'activate', '1.2.0'],
      ['rick', 'rollout', '1.2.0'],
      ['rick', 'rollout', '1.2.0'],
      ['rick', 'canary', '1.2.0'],
      ['rick', 'abort', '1.1.0'],
      ['rick', 'rollback', '1.0.0'],
      ['rick', 'preview', '1.2.0'],
    ]);
  });
});

describe('the audit log', () => {
  test('filters by area, person, action and time, newest first, and exports CSV', async () => {
    const { app } = await site.instance();
    const alice = await signIn(app, 'alice');
    const start = site.clock.now;
    site.clock.now += 60_000;
    await app.inject(act(alice.headers, { action: 'activate', version: '1.1.0' }));
    site.clock.now += 60_000;
    await site.records.log({ at: site.clock.now, actor: 'site guard', remote: 'contact', action: 'abort', from: '2.0.0', to: '1.0.0', check: 'failed: guard: "=1+1", 12 of 40' });
    const read = async (query: string) => (await app.inject({ url: `/console/api/audit?${query}`, headers: { cookie: alice.cookie } })).json<AuditEntry[]>();
    expect((await read('')).map((entry) => entry.action)).toEqual(['abort', 'activate']);
    expect((await read('remote=parts')).map((entry) => [entry.actor, entry.action])).toEqual([['alice', 'activate']]);
    expect((await read('actor=site%20guard')).map((entry) => entry.remote)).toEqual(['contact']);
    expect((await read('action=activate')).map((entry) => entry.actor)).toEqual(['alice']);
    expect((await read(`since=${new Date(start + 30_000).toISOString()}&until=${start + 90_000}`)).map((entry) => entry.action)).toEqual(['activate']);
    const limited = await app.inject({ url: '/console/api/audit?limit=1', headers: { cookie: alice.cookie } });
    expect([limited.json().length, limited.headers['x-audit-truncated']]).toEqual([1, 'true']);
    expect((await app.inject({ url: '/console/api/audit', headers: { cookie: alice.cookie } })).headers['x-audit-truncated']).toBe('false');
    const csv = await app.inject({ url: '/console/api/audit?remote=contact&format=csv', headers: { cookie: alice.cookie } });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="audit-[\d-]+\.csv"$/);
    expect(csv.body).toBe(
      `"at","actor","remote","action","from","to","check"\r\n"${new Date(site.clock.now).toISOString()}","site guard","contact","abort","2.0.0","1.0.0","failed: guard: ""'=1+1"", 12 of 40"\r\n`,
    );
    expect((await app.inject({ url: '/console/api/audit?since=yesterday', headers: { cookie: alice.cookie } })).statusCode).toBe(400);
  });
});

describe('live', () => {
  test("another instance's change, and the guard's, reach an open console within 2 s", async () => {
    const [watching, acting] = [await site.instance(), await site.instance()];
    const address = await watching.app.listen({ port: 0, host: '127.0.0.1' });
    const vera = await signIn(watching.app, 'vera');
    const rick = await signIn(acting.app, 'rick');
    const stream = await fetch(`${address}/console/api/live`, { headers: { cookie: vera.cookie } });
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const nextChange = async (): Promise<LiveChange> => {
      for (;;) {
        const match = /event: change\ndata: (.*)\n\n/.exec(text);
        if (match) {
          text = text.slice(match.index + match[0].length);
          return JSON.parse(match[1]!) as LiveChange;
        }
        text += (await reader.read()).value;
      }
    };
    await acting.app.inject(act(rick.headers, { action: 'canary', version: '1.1.0', percent: 10 }));
    // Made once the action answered (its health check is not the feed's time): heard within 2 s.
    const made = Date.now();
    const change = await nextChange();
    expect(Date.now() - made).toBeLessThan(2000);
    expect(change.entries).toEqual([expect.objectContaining({ actor: 'rick', remote: 'parts', action: 'canary', to: '1.1.0' })]);
    await site.records.endCanary('parts', '1.1.0', { at: Date.now(), actor: 'site guard', remote: 'parts', action: 'abort', from: '1.1.0', to: '1.0.0', check: 'failed: guard' });
    expect((await nextChange()).entries).toEqual([expect.objectContaining({ actor: 'site guard', action: 'abort' })]);
    await reader.cancel();
  });
});

describe('users', () => {
  test('admins add, change and remove users; the last admin stays; every change audited', async () => {
    const { app } = await site.instance();
    const alice = await signIn(app, 'alice');
    expect((await app.inject({ method: 'POST', url: '/console/api/users', headers: alice.headers, payload: { name: 'nina', roles: ['releaser'], password: 'short' } })).json().error.message).toBe(
      'a password has at least 12 characters',
    );
    expect((await app.inject({ method: 'POST', url: '/console/api/users', headers: alice.headers, payload: { name: 'nina', roles: ['releaser'], password } })).statusCode).toBe(201);
    expect((await app.inject({ method: 'PATCH', url: '/console/api/users/nina', headers: alice.headers, payload: { roles: ['viewer'] } })).statusCode).toBe(204);
    expect((await app.inject({ method: 'PATCH', url: '/console/api/users/alice', headers: alice.headers, payload: { roles: ['viewer', 'editor'] } })).statusCode).toBe(409);
    expect((await app.inject({ method: 'DELETE', url: '/console/api/users/alice', headers: alice.headers })).statusCode).toBe(409);
    expect((await app.inject({ method: 'DELETE', url: '/console/api/users/nina', headers: alice.headers })).statusCode).toBe(204);
    const list = (await app.inject({ url: '/console/api/users', headers: { cookie: alice.cookie } })).json();
    expect(list.users.map((user: { name: string; roles: string[] }) => `${user.name}:${user.roles.join(',')}`)).toEqual(['alice:admin', 'eddie:editor,sales', 'rick:releaser', 'vera:viewer']);
    const rick = await signIn(app, 'rick');
    expect((await app.inject({ method: 'POST', url: '/console/api/users', headers: rick.headers, payload: { name: 'x', roles: ['admin'], password } })).statusCode).toBe(403);
    expect((await site.trail()).filter((event) => event.action.startsWith('user-')).map((event) => [event.actor, event.action, event.check])).toEqual([
      ['alice', 'user-add', 'passed: nina as releaser'],
      ['alice', 'user-role', 'passed: nina is viewer'],
      ['alice', 'user-remove', 'passed: nina'],
    ]);
  });

  test('a change of role and password is checked whole first: a too-short password changes nothing, not even the role', async () => {
    const { app } = await site.instance();
    const alice = await signIn(app, 'alice');
    const rick = await signIn(app, 'rick');
    const before = await site.users.find('rick');
    const refused = await app.inject({ method: 'PATCH', url: '/console/api/users/rick', headers: alice.headers, payload: { roles: ['admin'], password: 'short' } });
    expect(refused.statusCode).toBe(400);
    expect(await site.users.find('rick')).toEqual(before);
    expect((await site.trail()).filter((event) => event.action.startsWith('user-'))).toEqual([]);
    // Rick is still signed in as a releaser: nothing happened.
    expect((await app.inject({ url: '/console/api/session', headers: { cookie: rick.cookie } })).json()).toMatchObject({ roles: ['releaser'] });
    // Both at once, when both are right.
    expect((await app.inject({ method: 'PATCH', url: '/console/api/users/rick', headers: alice.headers, payload: { roles: 'admin', password: 'a long enough password' } })).statusCode).toBe(204);
    expect((await site.users.find('rick'))?.roles).toEqual(['admin']);
    expect((await app.inject({ url: '/console/api/session', headers: { cookie: rick.cookie } })).statusCode).toBe(401);
    // In the back office's activity trail, never in the release log.
    expect((await site.trail()).map((event) => event.action)).toEqual(['user-role', 'user-password']);
    expect(await site.records.events()).toEqual([]);
  });

  test('audit CSV cells are all quoted, and a formula hidden after a separator is defused', async () => {
    const { app } = await site.instance();
    const alice = await signIn(app, 'alice');
    await site.records.log({ at: site.clock.now, actor: 'x;=1+1', remote: 'parts', action: 'activate', from: '-1', to: '@SUM(1)', check: 'passed' });
    const csv = (await app.inject({ url: '/console/api/audit?format=csv', headers: { cookie: alice.cookie } })).body;
    const row = csv.split('\r\n')[1]!;
    expect(row).toBe(`"${new Date(site.clock.now).toISOString()}","x;'=1+1","parts","activate","'-1","'@SUM(1)","passed"`);
  });
});

test('the back office entries an older version wrote to the release log join the activity trail once, and are read from there', async () => {
  const { app } = await site.instance();
  const alice = await signIn(app, 'alice');
  await site.records.log({ at: site.clock.now - 1000, actor: 'ada', remote: 'console', action: 'user-add' as never, from: null, to: 'old', check: 'passed' });
  await site.records.log({ at: site.clock.now - 500, actor: 'rick', remote: 'parts', action: 'activate', from: '1.0.0', to: '1.1.0', check: 'passed' });
  expect(await adoptReleaseLogEntries(site.records, site.activity, site.database)).toBe(1);
  expect(await adoptReleaseLogEntries(site.records, site.activity, site.database)).toBe(0);
  const audit = async (scope: string) => (await app.inject({ url: `/console/api/audit?scope=${scope}`, headers: { cookie: alice.cookie } })).json<{ actor: string; action: string }[]>().map((entry) => `${entry.actor} ${entry.action}`);
  expect(await audit('backoffice')).toEqual(['ada user-add']);
  expect(await audit('release')).toEqual(['rick activate']);
  expect(await audit('all')).toEqual(['rick activate', 'ada user-add']);
});

describe('charts', () => {
  test('views and failures per minute per version, the live versions always present', async () => {
    const { app } = await site.instance();
    const vera = await signIn(app, 'vera');
    const event = (version: string, kind: 'view' | 'error') => ({ remote: 'parts' as const, version, kind, path: '/parts/d90', locale: 'en' as const, ...(kind === 'error' ? { message: 'boom' } : {}) });
    await site.siteEvents.record([event('1.0.0', 'view'), event('1.0.0', 'view'), event('1.0.0', 'error')]);
    site.clock.now += 60_000;
    await site.siteEvents.record([event('1.0.0', 'view')]);
    const series = (await app.inject({ url: '/console/api/remotes/parts/series?range=hour', headers: { cookie: vera.cookie } })).json();
    expect(series).toMatchObject({ remote: 'parts', range: 'hour', stepMs: 60_000, points: 60 });
    expect(series.versions['1.0.0'].role).toBe('active');
    expect(series.versions['1.0.0'].views.slice(-2)).toEqual([2, 1]);
    expect(series.versions['1.0.0'].failed.slice(-2)).toEqual([1, 0]);
    expect(series.versions['1.0.0'].views).toHaveLength(60);
    const messages = (await app.inject({ url: '/console/api/remotes/parts/messages?range=day', headers: { cookie: vera.cookie } })).json();
    expect(messages.messages).toEqual([{ version: '1.0.0', kind: 'error', message: 'boom', count: 1, paths: ['/parts/d90'] }]);
    expect((await app.inject({ url: '/console/api/remotes/robots/series', headers: { cookie: vera.cookie } })).statusCode).toBe(404);
    expect((await app.inject({ url: '/console/api/remotes/parts/series?range=year', headers: { cookie: vera.cookie } })).statusCode).toBe(400);
  });
});
