// @vitest-environment node
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { consoleSite, password, signIn, type ConsoleSite } from './test-support.js';

let site: ConsoleSite;
beforeEach(async () => {
  site = await consoleSite();
  await site.users.add('alice', 'admin', password);
  await site.users.add('vera', 'viewer', password);
});
afterEach(() => site.close());

const signInRequest = (user: string, secret: string, headers: Record<string, string> = {}) => ({ method: 'POST' as const, url: '/console/api/session', payload: { user, password: secret }, headers });

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
    expect(session.json()).toEqual({ user: 'alice', role: 'admin', csrfToken: expect.stringMatching(/^[\w-]{43}$/) });
    expect(session.headers['cache-control']).toBe('no-store');
    expect((await app.inject({ url: '/console/api/session' })).statusCode).toBe(401);
    const log = (await site.backend.events()).map((event) => [event.actor, event.remote, event.action, event.check]);
    expect(log).toEqual([
      ['alice', 'console', 'sign-in-failed', 'failed: wrong password, from 127.0.0.1'],
      ['nobody', 'console', 'sign-in-failed', 'failed: no such user, from 127.0.0.1'],
      ['alice', 'console', 'sign-in', 'passed: admin, from 127.0.0.1'],
    ]);
  });

  test('behind a trusted HTTPS proxy the cookie is Secure; a sign-in posted from another origin is refused', async () => {
    const { app } = await site.instance({ CONSOLE_TRUST_PROXY: '127.0.0.1' });
    const response = await app.inject(signInRequest('alice', password, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' }));
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure/);
    expect((await site.backend.events()).at(-1)?.check).toBe('passed: admin, from 203.0.113.9');
    for (const origin of ['https://evil.example', 'null']) expect((await app.inject(signInRequest('alice', password, { origin }))).statusCode).toBe(403);
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
    expect((await site.backend.events()).filter((event) => event.action === 'sign-out').map((event) => event.check)).toEqual(['none', 'none: every session']);
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
});
