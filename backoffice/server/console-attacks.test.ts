// @vitest-environment node
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { consoleSite, password, signIn, type ConsoleSite } from './test-support.js';

// What an attacker's probe of the back office tried, each tried again here.
let site: ConsoleSite;
beforeEach(async () => {
  site = await consoleSite();
  for (const [name, role] of [['alice', 'admin'], ['edna', 'editor']] as const) await site.users.add(name, role, password);
});
afterEach(() => site.close());

async function anEnquiry(): Promise<number> {
  const at = site.clock.now;
  const row = await site.database.db
    .insertInto('enquiry')
    .values({ received_at: at, name: 'Li Wei', email: 'li@example.com', company: 'Acme', city: 'Shenzhen', country_code: 'CN', phone_number: '8613800000001', remark: 'Hi', language: 'en', client_ip: '203.0.113.9', consent_at: at, privacy_policy_version: '2026-01', notified_at: null, owner: null, read_at: null, policy_language: 'en', source_path: '/en/contact' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

describe('requests the console page did not make', () => {
  test('an <img>, a frame or another site asking the API is refused before anything is read or recorded; the page’s own fetches and downloads pass', async () => {
    const { app } = await site.instance();
    const alice = await signIn(app, 'alice');
    const id = await anEnquiry();
    const trailBefore = (await site.trail()).length;
    for (const headers of [
      { 'sec-fetch-dest': 'image', 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors' },
      { 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' },
      { 'sec-fetch-dest': 'empty', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' },
      { 'sec-fetch-dest': 'document', 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate' },
    ]) {
      for (const url of [`/console/api/enquiries/${id}`, '/console/api/enquiries/export?format=csv', '/console/api/audit?format=csv']) {
        const answer = await app.inject({ url, headers: { ...alice.headers, ...headers } });
        expect(answer.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
      }
    }
    expect((await site.trail()).length).toBe(trailBefore);
    expect((await site.database.db.selectFrom('enquiry').select('read_at').where('id', '=', id).executeTakeFirstOrThrow()).read_at).toBeNull();
    // The page's own call, and a download it links to.
    expect((await app.inject({ url: `/console/api/enquiries/${id}`, headers: { ...alice.headers, 'sec-fetch-dest': 'empty', 'sec-fetch-site': 'same-origin' } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/console/api/enquiries/export?format=csv', headers: { ...alice.headers, 'sec-fetch-dest': 'document', 'sec-fetch-site': 'same-origin' } })).statusCode).toBe(200);
  });
});

describe('images that would take the back office down', () => {
  const upload = async (app: Awaited<ReturnType<ConsoleSite['instance']>>['app'], headers: Record<string, string>, body: Buffer) =>
    app.inject({ method: 'POST', url: '/console/api/media?name=strip.png&altZh=%E5%9B%BE&altEn=Strip', headers: { ...headers, 'content-type': 'image/png' }, payload: body });

  test('an image of extreme shape is refused with its reason (400), never a 500', async () => {
    const { app } = await site.instance();
    const edna = await signIn(app, 'edna');
    for (const [width, height] of [
      [1, 50_000],
      [50_000, 1],
      [16_384, 16],
    ]) {
      const png = await sharp({ create: { width, height, channels: 3, background: '#336699' } }).png().toBuffer();
      const answer = await upload(app, edna.headers, png);
      expect(answer.statusCode, `${width}×${height}`).toBe(400);
      expect(answer.json()).toMatchObject({ error: { code: 'CONSOLE.BAD_REQUEST', reason: 'MEDIA.BAD_SHAPE' } });
    }
  });

  test('many uploads at once: a few are taken in, the rest refused at once with a time to come back (503), none fails', async () => {
    const { app } = await site.instance();
    const edna = await signIn(app, 'edna');
    const images = await Promise.all(Array.from({ length: 12 }, (_, index) => sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: index * 20, g: 80, b: 160 } } }).jpeg().toBuffer()));
    const answers = await Promise.all(images.map((image) => upload(app, edna.headers, image)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.every((status) => status === 201 || status === 503)).toBe(true);
    const refused = answers.filter((answer) => answer.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.headers['retry-after']).toBe('5');
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(4);
    // Once those are done, the next one is taken in.
    expect((await upload(app, edna.headers, images[0]!)).statusCode).toBe(201);
  });
});

describe('passwords nobody should have', () => {
  test.each([
    ['            ', 'PASSWORD.BLANK'],
    ['aaaaaaaaaaaa', 'PASSWORD.REPETITIVE'],
    ['abababababab', 'PASSWORD.REPETITIVE'],
    ['password1234', 'PASSWORD.COMMON'],
    ['Qwertyuiop123!', 'PASSWORD.COMMON'],
    ['iloveyou2026', 'PASSWORD.COMMON'],
  ])('%j is refused with its reason, when an admin adds a user and when a user changes their own', async (weak, reason) => {
    const { app } = await site.instance();
    const alice = await signIn(app, 'alice');
    const added = await app.inject({ method: 'POST', url: '/console/api/users', headers: alice.headers, payload: { name: 'newcomer', roles: ['viewer'], password: weak } });
    expect(added.statusCode).toBe(400);
    expect(added.json()).toMatchObject({ error: { reason } });
    const changed = await app.inject({ method: 'PUT', url: '/console/api/session/password', headers: alice.headers, payload: { current: password, password: weak } });
    expect(changed.json()).toMatchObject({ error: { reason } });
  });

  test('a long, uncommon password is taken', async () => {
    const { app } = await site.instance();
    const alice = await signIn(app, 'alice');
    expect((await app.inject({ method: 'POST', url: '/console/api/users', headers: alice.headers, payload: { name: 'newcomer', roles: ['viewer'], password: 'lantern orchard quietly' } })).statusCode).toBe(201);
  });
});

describe('the request log', () => {
  test('keeps a search’s query names, never the e-mails and phone numbers it holds', async () => {
    const lines: string[] = [];
    const { app } = await site.instance({}, { level: 'info', stream: { write: (line) => lines.push(line) } });
    const alice = await signIn(app, 'alice');
    for (const q of ['li.wei@example.com', '+86 139 1234 5678']) {
      expect((await app.inject({ url: `/console/api/enquiries?q=${encodeURIComponent(q)}`, headers: alice.headers })).statusCode).toBe(200);
    }
    const log = lines.join('\n');
    expect(log).toContain('/console/api/enquiries?q=');
    // Fragments as the query carries them (a bare "139" may be in a time stamp or a pid).
    for (const secret of ['li.wei', 'example.com', '%40', '%2B86', '139%201234', '1234%205678', '139 1234', '+86']) expect(log).not.toContain(secret);
  });
});

describe('live-feed slots', () => {
  test('one user holds at most 8 live streams; another user still gets one', async () => {
    await site.users.add('vera', 'viewer', password);
    const { app } = await site.instance();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const [alice, vera] = [await signIn(app, 'alice'), await signIn(app, 'vera')];
    const controller = new AbortController();
    try {
      const open = (cookie: string) => fetch(`${address}/console/api/live`, { headers: { cookie }, signal: controller.signal });
      const alices = await Promise.all(Array.from({ length: 10 }, () => open(alice.cookie)));
      expect(alices.filter((answer) => answer.status === 200)).toHaveLength(8);
      const refused = alices.filter((answer) => answer.status === 429);
      expect(refused).toHaveLength(2);
      expect(((await refused[0]!.json()) as { error: { code: string } }).error.code).toBe('CONSOLE.BUSY');
      expect((await open(vera.cookie)).status).toBe(200);
    } finally {
      controller.abort();
    }
  });
});
