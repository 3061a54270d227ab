// @vitest-environment node
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { maxPasswordChecks } from './auth/passwords.js';
import { consoleSite, password, signIn, type ConsoleSite } from './test-support.js';

let site: ConsoleSite;
beforeEach(async () => {
  site = await consoleSite();
  await site.users.add('alice', 'admin', password);
  await site.users.add('vera', 'viewer', password);
});
afterEach(() => site.close());

const signInRequest = (user: string, secret: string, headers: Record<string, string> = {}) => ({ method: 'POST' as const, url: '/console/api/session', payload: { user, password: secret }, headers });
const securityLog = async () => (await site.database.db.selectFrom('console_security_event').select(['user_name', 'kind', 'address', 'detail']).orderBy('id').execute()).map((row) => [row.user_name, row.kind, row.address, row.detail]);

describe('signing in', () => {
  test('a right password gets a session cookie (HttpOnly, SameSite=Strict) and the session; a wrong one or an unknown user 401', async () => {
    const { app } = await site.instance();
    expect((await app.inject(signInRequest('alice', 'not the password'))).json()).toEqual({ error: { code: 'CONSOLE.WRONG_LOGIN', message: 'wrong user name or password' } });
    expect((await app.inject(signInRequest('nobody', password))).statusCode).toBe(401);
    const response = await app.inject(signInRequest('alice', password));
    expect(response.statusCode).toBe(204);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^console_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict$/);
    const session = await app.inject({ url: '/console/api/session', headers: { cookie: cookie.split(';')[0]! } });
    expect(session.json()).toEqual({ user: 'alice', roles: ['admin'], csrfToken: expect.stringMatching(/^[\w-]{43}$/) });
    expect(session.headers['cache-control']).toBe('no-store');
    expect((await app.inject({ url: '/console/api/session' })).statusCode).toBe(401);
    // Security events, for admins: never in the release audit trail, which anyone could fill from the sign-in form.
    expect(await securityLog()).toEqual([
      ['alice', 'sign-in-failed', '127.0.0.1', 'wrong-password'],
      ['nobody', 'sign-in-failed', '127.0.0.1', 'no-such-user'],
      ['alice', 'sign-in', '127.0.0.1', 'admin'],
    ]);
    expect(await site.records.events()).toEqual([]);
  });

  test('behind a trusted HTTPS proxy the cookie is Secure; a sign-in posted from another origin is refused', async () => {
    const { app } = await site.instance({ CONSOLE_TRUST_PROXY: '127.0.0.1' });
    const response = await app.inject(signInRequest('alice', password, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' }));
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure/);
    expect((await securityLog()).at(-1)).toEqual(['alice', 'sign-in', '203.0.113.9', 'admin']);
    for (const origin of ['https://evil.example', 'null']) expect((await app.inject(signInRequest('alice', password, { origin }))).statusCode).toBe(403);
  });

  test('the console answers only for its own host names: a rebinding page gets 421 before any password is tried', async () => {
    // The defaults: the address it listens on, with its port, and this machine's own names.
    const { app } = await site.instance({ CONSOLE_ALLOWED_HOSTS: '', CONSOLE_PORT: '3930' });
    const evil = await app.inject(signInRequest('alice', password, { host: 'evil.example:3930', origin: 'http://evil.example:3930' }));
    expect(evil.statusCode).toBe(421);
    expect((await app.inject({ url: '/', headers: { host: 'evil.example:3930' } })).statusCode).toBe(421);
    expect((await app.inject({ url: '/console/api/session', headers: { host: 'rebind.example' } })).statusCode).toBe(421);
    for (const host of ['127.0.0.1:3930', 'localhost:3930', '[::1]:3930']) {
      expect((await app.inject(signInRequest('alice', password, { host, origin: `http://${host}` }))).statusCode).toBe(204);
    }
    expect((await app.inject(signInRequest('alice', password, { host: '127.0.0.1:3931' }))).statusCode).toBe(421);
    expect(await securityLog()).toHaveLength(3);
    // Behind a proxy: the names it is reached by.
    const proxied = await site.instance({ CONSOLE_ALLOWED_HOSTS: 'console.example.com', CONSOLE_TRUST_PROXY: '127.0.0.1' });
    expect((await proxied.app.inject(signInRequest('alice', password, { host: 'console.example.com' }))).statusCode).toBe(204);
    expect((await proxied.app.inject(signInRequest('alice', password, { host: 'localhost' }))).statusCode).toBe(421);
  });

  test('failed sign-ins are limited per user and per address, across instances sharing the database', async () => {
    const [first, second] = [await site.instance(), await site.instance()];
    for (let attempt = 0; attempt < 5; attempt++) {
      const app = attempt % 2 ? second.app : first.app;
      expect((await app.inject(signInRequest('alice', `wrong ${attempt}`))).statusCode).toBe(401);
    }
    // The right password too: the name is locked for the window, on every instance.
    const limited = await second.app.inject(signInRequest('alice', password));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({ code: 'CONSOLE.LOGIN_LIMITED', retryAfterSeconds: 900 });
    expect(limited.headers['retry-after']).toBe('900');
    // Others may still sign in from this address, until the address's own limit.
    await signIn(first.app, 'vera');
    site.clock.now += 15 * 60_000 + 1000;
    await signIn(first.app, 'alice');

    const { app } = await site.instance({ CONSOLE_LOGIN_ADDRESS_LIMIT: '3' });
    for (const user of ['a', 'b', 'c']) expect((await app.inject(signInRequest(user, 'guess'))).statusCode).toBe(401);
    expect((await app.inject(signInRequest('vera', password))).statusCode).toBe(429);
  });

  test('thirty wrong passwords sent at once: at most five are checked, the rest refused with 429 or 503 and Retry-After', async () => {
    const [first, second] = [await site.instance(), await site.instance()];
    const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => (index % 2 ? second : first).app.inject(signInRequest('alice', `wrong ${index}`))));
    const statuses = answers.map((answer) => answer.statusCode);
    const count = (status: number) => statuses.filter((item) => item === status).length;
    expect(count(401) + count(429) + count(503)).toBe(30);
    expect(count(401)).toBeLessThanOrEqual(5);
    expect(count(429)).toBeGreaterThanOrEqual(25);
    for (const answer of answers.filter((item) => item.statusCode !== 401)) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    // Only the attempts checked are in the security log.
    expect((await securityLog()).filter(([, kind]) => kind === 'sign-in-failed')).toHaveLength(count(401));
    // However they interleaved, five attempts in all lock the name: the right password is refused too.
    for (let attempt = 0; attempt < 5; attempt++) expect([401, 429]).toContain((await first.app.inject(signInRequest('alice', 'wrong'))).statusCode);
    expect((await second.app.inject(signInRequest('alice', password))).statusCode).toBe(429);
  });

  test(`no more than ${maxPasswordChecks} password checks run at once: past that, 503 and Retry-After before any hashing`, async () => {
    const { app } = await site.instance({ CONSOLE_LOGIN_USER_LIMIT: '100', CONSOLE_LOGIN_ADDRESS_LIMIT: '100', CONSOLE_TRUST_PROXY: '127.0.0.1' });
    const users = Array.from({ length: 12 }, (_, index) => `user${index}`);
    const answers = await Promise.all(users.map((user, index) => app.inject(signInRequest(user, 'wrong', { 'x-forwarded-for': `203.0.113.${index + 1}` }))));
    const busy = answers.filter((answer) => answer.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.statusCode === 401).length).toBeGreaterThanOrEqual(maxPasswordChecks);
    for (const answer of busy) {
      expect(answer.json().error.code).toBe('CONSOLE.BUSY');
      expect(answer.headers['retry-after']).toBe('1');
    }
    // A refused attempt counts against its name all the same: a burst buys no extra guesses.
    const refusedUser = users[answers.findIndex((answer) => answer.statusCode === 503)]!;
    const failures = await site.database.db.selectFrom('console_login_failure').select('subject').where('subject', '=', `user:${refusedUser}`).execute();
    expect(failures).toHaveLength(1);
  });

  test('a sign-in flood from one address holds one password check at a time: the others’ sign-ins still get theirs', async () => {
    const { app } = await site.instance({ CONSOLE_LOGIN_USER_LIMIT: '100', CONSOLE_LOGIN_ADDRESS_LIMIT: '100', CONSOLE_TRUST_PROXY: '127.0.0.1' });
    const flood = Array.from({ length: 20 }, (_, index) => app.inject(signInRequest(`guess${index}`, 'wrong', { 'x-forwarded-for': '198.51.100.7' })));
    const vera = app.inject(signInRequest('vera', password, { 'x-forwarded-for': '203.0.113.50' }));
    const [floodAnswers, veraAnswer] = await Promise.all([Promise.all(flood), vera]);
    expect(veraAnswer.statusCode).toBe(204);
    expect(floodAnswers.filter((answer) => answer.statusCode === 401).length).toBeLessThanOrEqual(2);
    expect(floodAnswers.filter((answer) => answer.statusCode === 503).length).toBeGreaterThanOrEqual(18);
  });

  test('five wrong passwords for a name from one address limit that address, not the name: its owner signs in from elsewhere; guesses from many addresses only slow it down', async () => {
    const { app } = await site.instance({ CONSOLE_TRUST_PROXY: '127.0.0.1' });
    const from = (address: string) => ({ 'x-forwarded-for': address });
    for (let attempt = 0; attempt < 5; attempt++) expect((await app.inject(signInRequest('alice', `wrong ${attempt}`, from('198.51.100.7')))).statusCode).toBe(401);
    expect((await app.inject(signInRequest('alice', password, from('198.51.100.7')))).statusCode).toBe(429);
    expect((await app.inject(signInRequest('alice', password, from('203.0.113.50')))).statusCode).toBe(204);
    // Eight more failures from other addresses: no lock, a slower check (a second for each failure past five: 3 s here).
    for (const [index] of Array.from({ length: 8 }).entries()) await app.inject(signInRequest('alice', 'wrong', from(`192.0.2.${index + 1}`)));
    const started = performance.now();
    expect((await app.inject(signInRequest('alice', password, from('203.0.113.51')))).statusCode).toBe(204);
    expect(performance.now() - started).toBeGreaterThanOrEqual(2_900);
  });

  test('an IPv6 client is one address by its /64: changing the rest of its address buys no more guesses', async () => {
    const { app } = await site.instance({ CONSOLE_TRUST_PROXY: '127.0.0.1', CONSOLE_LOGIN_ADDRESS_LIMIT: '3' });
    for (const [index, user] of ['a', 'b', 'c'].entries()) {
      expect((await app.inject(signInRequest(user, 'guess', { 'x-forwarded-for': `2001:db8:1:2::${index + 1}` }))).statusCode).toBe(401);
    }
    expect((await app.inject(signInRequest('vera', password, { 'x-forwarded-for': '2001:db8:1:2:ffff::9' }))).statusCode).toBe(429);
    expect((await app.inject(signInRequest('vera', password, { 'x-forwarded-for': '2001:db8:1:3::1' }))).statusCode).toBe(204);
  });

  test('an admin lifts a lock on a name (the CLI too); the security log shows the failures, the lock and who lifted it', async () => {
    const { app } = await site.instance();
    for (let attempt = 0; attempt < 5; attempt++) await app.inject(signInRequest('vera', 'wrong'));
    expect((await app.inject(signInRequest('vera', password))).statusCode).toBe(429);
    const admin = await signIn(app, 'alice');
    const overview = await app.inject({ url: '/console/api/security', headers: { cookie: admin.cookie } });
    expect(overview.json().locks).toEqual([{ kind: 'user', name: 'vera', until: expect.any(String) }]);
    expect(overview.json().events.filter((event: { kind: string }) => event.kind === 'sign-in-failed')).toHaveLength(5);
    // Only admins read it or lift a lock.
    const viewer = await signIn(app, 'vera', password).catch(() => undefined);
    expect(viewer).toBeUndefined();
    expect((await app.inject({ method: 'DELETE', url: '/console/api/login-locks/vera', headers: { cookie: admin.cookie } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: '/console/api/login-locks/vera', headers: admin.headers })).statusCode).toBe(204);
    expect((await app.inject({ method: 'DELETE', url: '/console/api/login-locks/vera', headers: admin.headers })).statusCode).toBe(404);
    const vera = await signIn(app, 'vera');
    expect((await app.inject({ url: '/console/api/security', headers: { cookie: vera.cookie } })).statusCode).toBe(403);
    expect((await securityLog()).filter(([, kind]) => kind === 'unlock')).toEqual([['vera', 'unlock', '127.0.0.1', 'alice']]);
  });
});

describe('sessions', () => {
  test('a session works on every instance; signing out ends it, signing out everywhere ends them all', async () => {
    const [first, second] = [await site.instance(), await site.instance()];
    const here = await signIn(first.app, 'alice');
    const there = await signIn(second.app, 'alice');
    expect((await second.app.inject({ url: '/console/api/session', headers: { cookie: here.cookie } })).json()).toMatchObject({ user: 'alice' });
    // Signing out is a change: it needs the token.
    expect((await first.app.inject({ method: 'DELETE', url: '/console/api/session', headers: { cookie: here.cookie } })).statusCode).toBe(403);
    expect((await first.app.inject({ method: 'DELETE', url: '/console/api/session', headers: here.headers })).statusCode).toBe(204);
    expect((await second.app.inject({ url: '/console/api/session', headers: { cookie: here.cookie } })).statusCode).toBe(401);
    expect((await second.app.inject({ url: '/console/api/session', headers: { cookie: there.cookie } })).statusCode).toBe(200);

    const again = await signIn(first.app, 'alice');
    expect((await second.app.inject({ method: 'DELETE', url: '/console/api/session?everywhere=true', headers: again.headers })).statusCode).toBe(204);
    for (const { cookie } of [again, there]) expect((await first.app.inject({ url: '/console/api/session', headers: { cookie } })).statusCode).toBe(401);
    expect((await securityLog()).filter(([, kind]) => kind === 'sign-out').map(([, , , detail]) => detail)).toEqual(['', 'everywhere']);
  });

  test('a session ends after 30 idle minutes, and 12 hours after sign-in however busy; a new password ends them', async () => {
    const { app } = await site.instance();
    const ask = (cookie: string) => app.inject({ url: '/console/api/session', headers: { cookie } }).then((response) => response.statusCode);
    const idle = await signIn(app, 'alice');
    site.clock.now += 29 * 60_000;
    expect(await ask(idle.cookie)).toBe(200);
    site.clock.now += 31 * 60_000;
    expect(await ask(idle.cookie)).toBe(401);

    const busy = await signIn(app, 'alice');
    for (let hour = 0; hour < 12; hour++) {
      site.clock.now += 20 * 60_000;
      expect(await ask(busy.cookie)).toBe(200);
      site.clock.now += 20 * 60_000;
      expect(await ask(busy.cookie)).toBe(200);
      site.clock.now += 20 * 60_000;
      if (hour < 11) expect(await ask(busy.cookie)).toBe(200);
    }
    expect(await ask(busy.cookie)).toBe(401);

    const vera = await signIn(app, 'vera');
    await site.users.setPassword('vera', 'another long password');
    expect(await ask(vera.cookie)).toBe(401);
  });

  test("what an open page does by itself (its refresh, the live feed) is not activity: the tab's session ends at the idle limit", async () => {
    const { app } = await site.instance();
    const alice = await signIn(app, 'alice');
    for (let minute = 5; minute <= 25; minute += 5) {
      site.clock.now += 5 * 60_000;
      const refresh = await app.inject({ url: '/console/api/remotes', headers: { cookie: alice.cookie, 'x-console-background': '1' } });
      expect(refresh.statusCode).toBe(200);
    }
    site.clock.now += 6 * 60_000;
    expect((await app.inject({ url: '/console/api/session', headers: { cookie: alice.cookie } })).statusCode).toBe(401);
  });

  test("any user changes their own password with the current one; their other sessions end, this one goes on", async () => {
    const [first, second] = [await site.instance(), await site.instance()];
    const here = await signIn(first.app, 'vera');
    const there = await signIn(second.app, 'vera');
    const change = (payload: object) => first.app.inject({ method: 'PUT', url: '/console/api/session/password', headers: here.headers, payload });
    expect((await change({ current: 'not it', password: 'a new long password' })).statusCode).toBe(403);
    expect((await change({ current: password, password: 'short' })).json().error).toMatchObject({ code: 'CONSOLE.BAD_REQUEST', message: 'a password has at least 12 characters' });
    expect((await first.app.inject({ method: 'PUT', url: '/console/api/session/password', headers: { cookie: here.cookie }, payload: { current: password, password: 'a new long password' } })).statusCode).toBe(403);
    expect((await change({ current: password, password: 'a new long password' })).statusCode).toBe(204);
    expect((await first.app.inject({ url: '/console/api/session', headers: { cookie: here.cookie } })).statusCode).toBe(200);
    expect((await second.app.inject({ url: '/console/api/session', headers: { cookie: there.cookie } })).statusCode).toBe(401);
    expect((await first.app.inject(signInRequest('vera', password))).statusCode).toBe(401);
    await signIn(second.app, 'vera', 'a new long password');
    expect((await securityLog()).filter(([, kind]) => kind === 'password-change')).toHaveLength(1);
  });
});

describe('live streams', () => {
  /** Opens the live feed with `cookie`; resolves to the stream's reader once it answered. */
  async function openFeed(origin: string, cookie: string) {
    const response = await fetch(`${origin}/console/api/live`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let ended = false;
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) break;
        text += decoder.decode(value);
      }
      ended = true;
    })();
    return { text: () => text, ended: () => ended, cancel: () => reader.cancel().catch(() => {}) };
  }
  const until = async (condition: () => boolean, ms = 8000) => {
    const deadline = Date.now() + ms;
    while (!condition() && Date.now() < deadline) await new Promise((done) => setTimeout(done, 50));
    return condition();
  };

  test('a stream ends when its session signs out, here at once or on another instance, and hears nothing after', async () => {
    const [first, second] = [await site.instance(), await site.instance()];
    const origins = await Promise.all([first, second].map(({ app }) => app.listen({ port: 0, host: '127.0.0.1' })));
    const alice = await signIn(first.app, 'alice');
    const feed = await openFeed(origins[0]!, alice.cookie);
    await site.records.log({ at: site.clock.now, actor: 'rick', remote: 'parts', action: 'activate', from: '1.0.0', to: '1.1.0', check: 'passed' });
    expect(await until(() => feed.text().includes('"to":"1.1.0"'))).toBe(true);
    // Signed out on the other instance: the stream ends within seconds, and the next change never reaches it.
    expect((await second.app.inject({ method: 'DELETE', url: '/console/api/session', headers: alice.headers })).statusCode).toBe(204);
    await site.records.log({ at: site.clock.now, actor: 'rick', remote: 'parts', action: 'rollback', from: '1.1.0', to: '1.0.0', check: 'passed' });
    expect(await until(feed.ended)).toBe(true);
    expect(feed.text()).not.toContain('"action":"rollback"');

    // Signed out on its own instance: at once.
    const again = await signIn(first.app, 'alice');
    const other = await openFeed(origins[0]!, again.cookie);
    expect((await first.app.inject({ method: 'DELETE', url: '/console/api/session', headers: again.headers })).statusCode).toBe(204);
    expect(await until(other.ended, 1000)).toBe(true);
  });

  test('a stream ends when its user changes role, and its session ends at the idle limit with only the feed open', async () => {
    const { app } = await site.instance();
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const admin = await signIn(app, 'alice');
    const vera = await signIn(app, 'vera');
    const feed = await openFeed(origin, vera.cookie);
    expect((await app.inject({ method: 'PATCH', url: '/console/api/users/vera', headers: admin.headers, payload: { roles: ['releaser'] } })).statusCode).toBe(204);
    expect(await until(feed.ended, 1000)).toBe(true);

    const idle = await openFeed(origin, vera.cookie);
    site.clock.now += 31 * 60_000;
    expect(await until(idle.ended)).toBe(true);
    expect((await app.inject({ url: '/console/api/session', headers: { cookie: vera.cookie } })).statusCode).toBe(401);
  });
});
