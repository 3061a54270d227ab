// @vitest-environment node
// Pushes from a team's CI (issue 49), over real HTTP against a back office on a temporary site: the
// release tool's own `push` client against the push endpoint, and hand-made uploads an attacker sends.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushPath } from '@site/console-contract/deploy';
import { push, status } from '@site/release';
import { consoleSite, password, signIn, type ConsoleSite } from '../test-support.js';
import { DeployTokens } from './deploy-tokens.js';

let site: ConsoleSite;
let origin: string;
let tokens: DeployTokens;
const remotesDir = () => join(site.dir, 'remotes');
const hourMs = 60 * 60 * 1000;

/** A built version of an area as the build writes it: both entries, its manifest, what it was built against. */
function builtVersion(remote: string, marker = 'one', manifest: unknown = { format: 1, remote, pages: [], entries: [] }): string {
  const dir = mkdtempSync(join(tmpdir(), 'built-'));
  mkdirSync(join(dir, 'web'), { recursive: true });
  mkdirSync(join(dir, 'node'), { recursive: true });
  writeFileSync(join(dir, 'web', 'remoteEntry.js'), `/* web ${marker} */`);
  writeFileSync(join(dir, 'node', 'remoteEntry.js'), `/* node ${marker} */`);
  writeFileSync(join(dir, 'web', 'area.json'), JSON.stringify(manifest));
  writeFileSync(join(dir, 'requirements.json'), JSON.stringify({ federationContract: 2, packages: {} }));
  return dir;
}

async function pushed(token: string, remote: string, version: string, dist: string, extra: { canary?: number } = {}) {
  const lines: string[] = [];
  try {
    const result = await push({
      remote: remote as 'parts',
      version,
      to: origin,
      token,
      dist,
      print: (line) => lines.push(line),
      env: { RELEASE_COMMIT: 'abc1234', RELEASE_REPOSITORY: 'https://git.example/parts-team' },
      ...extra,
    });
    return { result, lines };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error), lines };
  }
}

/** Posts a hand-made archive as `token`. */
async function post(token: string, remote: string, version: string, body: Buffer, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(pushPath(remote, version), origin), { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/gzip', ...headers }, body });
  return { status: response.status, body: (await response.json()) as { error?: { code: string; message: string } } };
}

/** A gzipped tar of `entries` under `cwd`, kept as given (`../x` stays `../x`). */
async function archiveOf(cwd: string, entries: string[]): Promise<Buffer> {
  const file = join(mkdtempSync(join(tmpdir(), 'archive-')), 'upload.tgz');
  await tar.c({ gzip: true, file, cwd, preservePaths: true, portable: true }, entries);
  return readFileSync(file);
}

const storedVersions = (remote: string) => readdirSync(join(remotesDir(), remote)).sort();
const releaseLog = async () => site.records.events();

beforeAll(async () => {
  site = await consoleSite();
  const { app } = await site.instance({ CONSOLE_ALLOWED_HOSTS: 'localhost,127.0.0.1', DEPLOY_MAX_UPLOAD_MB: '1' });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
  tokens = new DeployTokens(site.database.db, () => site.clock.now);
});
afterAll(() => site.close());

describe('a token ships its own area', () => {
  it('stores a pushed version with every file hashed and its provenance; the log names the token; the same bytes again change nothing', async () => {
    const { token } = await tokens.add({ name: 'parts-ci', area: 'parts', expiresInMs: hourMs, createdBy: 'admin' });
    const dist = builtVersion('parts');
    const first = await pushed(token, 'parts', '2.0.0', dist);
    expect(first.error).toBeUndefined();
    expect(first.result!.outcome).toBe('stored');
    expect(first.lines.join('\n')).toMatch(/pack: [\d.]+ MB[\s\S]*upload: 100%[\s\S]*verified[\s\S]*pushed: parts 2\.0\.0$/m);
    const info = JSON.parse(readFileSync(join(remotesDir(), 'parts', '2.0.0', 'release.json'), 'utf8'));
    expect(info.files['node/remoteEntry.js']).toMatch(/^[0-9a-f]{64}$/);
    expect(info.provenance).toMatchObject({ via: 'push', by: 'token parts-ci', commit: 'abc1234', repository: 'https://git.example/parts-team', digest: first.result!.digest });
    expect(info.provenance.tools.node).toBe(process.version);
    expect((await releaseLog()).at(-1)).toMatchObject({ actor: 'token parts-ci', remote: 'parts', action: 'publish', to: '2.0.0', check: 'passed: pushed' });
    expect((await tokens.find('parts-ci'))!.lastUsedAt).not.toBeNull();
    // `release status` says where it came from.
    const lines: string[] = [];
    await status({ remotesDir: remotesDir(), records: site.records, actor: 't', renderTimeoutMs: 3000, now: Date.now, print: (line) => lines.push(line), repoRoot: site.dir, shellProvides: async () => ({ federationContract: 2, packages: {} }) }, false);
    expect(lines).toContain(`      from pushed with token parts-ci, commit abc1234 of https://git.example/parts-team, upload sha256 ${first.result!.digest.slice(0, 12)}…`);

    const again = await pushed(token, 'parts', '2.0.0', dist);
    expect(again.result?.outcome).toBe('unchanged');
    expect(JSON.parse(readFileSync(join(remotesDir(), 'parts', '2.0.0', 'release.json'), 'utf8'))).toEqual(info);

    // A token is never sent over plain HTTP to another machine.
    const plain = await push({ remote: 'parts', version: '2.0.1', to: 'http://backoffice.example.com', token, dist, print: () => undefined }).catch((error: Error) => error.message);
    expect(plain).toContain('the token would cross the network unencrypted');

    const other = await pushed(token, 'parts', '2.0.0', builtVersion('parts', 'two'));
    expect(other.error).toContain('(409): version 2.0.0 of parts exists already with other files');
    expect(readFileSync(join(remotesDir(), 'parts', '2.0.0', 'web', 'remoteEntry.js'), 'utf8')).toBe('/* web one */');
  });

  it('starts a canary when its right allows, in the token’s name; a token that may only store cannot', async () => {
    const storeOnly = await tokens.add({ name: 'parts-store', area: 'parts', expiresInMs: hourMs, createdBy: 'admin' });
    const refused = await pushed(storeOnly.token, 'parts', '2.1.0', builtVersion('parts'), { canary: 20 });
    expect(refused.error).toContain('(403): this token may only store versions');
    expect(storedVersions('parts')).not.toContain('2.1.0');

    const canary = await tokens.add({ name: 'parts-canary', area: 'parts', may: 'canary', expiresInMs: hourMs, createdBy: 'admin' });
    const started = await pushed(canary.token, 'parts', '2.1.0', builtVersion('parts', 'canary'), { canary: 20 });
    expect(started.error).toBeUndefined();
    expect((await site.records.read())!.parts.canary).toMatchObject({ version: '2.1.0', percent: 20 });
    expect((await releaseLog()).at(-1)).toMatchObject({ actor: 'token parts-canary', remote: 'parts', action: 'canary', to: '2.1.0' });
  });

  it('refuses another area (403), an unknown, revoked or expired token (401), and logs what a known token tried', async () => {
    const registry = await site.records.read();
    const { token } = await tokens.add({ name: 'parts-only', area: 'parts', may: 'activate', expiresInMs: hourMs, createdBy: 'admin' });
    const products = await pushed(token, 'products', '9.0.0', builtVersion('products'));
    expect(products.error).toContain('(403): this token ships the parts area only, not products');
    expect(storedVersions('products')).toEqual(['1.0.0']);
    expect((await releaseLog()).at(-1)).toMatchObject({ actor: 'token parts-only', remote: 'products', action: 'publish', check: 'failed: the token parts-only ships parts only' });

    expect((await post('sdt_0123456789abcdef_' + 'x'.repeat(43), 'parts', '3.0.0', Buffer.from('x'))).status).toBe(401);
    expect((await post('', 'parts', '3.0.0', Buffer.from('x'))).body.error?.code).toBe('CONSOLE.TOKEN_REFUSED');
    await tokens.revoke('parts-only');
    const revoked = await pushed(token, 'parts', '3.0.0', builtVersion('parts'));
    expect(revoked.error).toContain('(401): this deploy token was revoked');

    const soon = await tokens.add({ name: 'parts-soon', area: 'parts', expiresInMs: hourMs, createdBy: 'admin' });
    site.clock.now += 2 * hourMs;
    try {
      expect((await pushed(soon.token, 'parts', '3.0.0', builtVersion('parts'))).error).toContain('(401): this deploy token has expired');
    } finally {
      site.clock.now -= 2 * hourMs;
    }
    expect(storedVersions('parts')).not.toContain('3.0.0');
    expect(await site.records.read()).toEqual(registry);
  });
});

describe('an upload is judged before anything is stored', () => {
  let token: string;
  beforeAll(async () => {
    token = (await tokens.add({ name: 'parts-attacker', area: 'parts', expiresInMs: hourMs, createdBy: 'admin' })).token;
  });
  const refusedWith = async (body: Buffer, reason: RegExp | string) => {
    const before = storedVersions('parts');
    const answer = await post(token, 'parts', '6.6.6', body);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toMatch(reason);
    expect(storedVersions('parts')).toEqual(before);
    expect(readdirSync(join(remotesDir(), '.staging'))).toEqual([]);
  };

  it('refuses a path that climbs out, an absolute path, and a link', async () => {
    const dir = builtVersion('parts');
    writeFileSync(join(dir, '..', 'escaped.txt'), 'outside');
    await refusedWith(await archiveOf(join(dir), ['web', '../escaped.txt']), 'climbs out with ".."');
    await refusedWith(await archiveOf(dir, ['web', join(dir, 'requirements.json')]), 'is an absolute path');
    symlinkSync('/etc/hostname', join(dir, 'web', 'hostname'));
    await refusedWith(await archiveOf(dir, ['web', 'node', 'requirements.json']), '"web/hostname" is a link');
    expect(existsSync(join(remotesDir(), 'escaped.txt'))).toBe(false);
  });

  it('refuses a manifest that fails its schema, with its reason (422), and what is not a gzipped tar', async () => {
    const dir = builtVersion('parts', 'bad', { format: 1, remote: 'parts', pages: [{ path: 'no-slash' }], entries: [] });
    writeFileSync(join(dir, 'push.json'), JSON.stringify({ remote: 'parts', version: '6.6.6' }));
    const answer = await post(token, 'parts', '6.6.6', await archiveOf(dir, ['web', 'node', 'requirements.json', 'push.json']));
    expect(answer.status).toBe(422);
    expect(answer.body.error?.message).toMatch(/^parts 6\.6\.6 was refused: its area manifest: /);
    expect(storedVersions('parts')).not.toContain('6.6.6');
    await refusedWith(Buffer.from('not an archive at all'), 'not a gzipped tar archive');
  });

  it('refuses an upload past DEPLOY_MAX_UPLOAD_MB before reading it, and one that says so only as it arrives', async () => {
    const big = Buffer.alloc(1024 * 1024 + 1, 1);
    const declared = await post(token, 'parts', '6.6.7', big);
    expect(declared.status).toBe(413);
    const streamed = await fetch(new URL(pushPath('parts', '6.6.7'), origin), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/gzip' },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(big);
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
    expect(streamed.status).toBe(413);
    expect(storedVersions('parts')).not.toContain('6.6.7');
  });

  it('keeps nothing of an upload whose client goes away half-way', async () => {
    const url = new URL(pushPath('parts', '6.6.8'), origin);
    const sending = request(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/gzip', 'content-length': String(900 * 1024) } });
    sending.on('error', () => undefined);
    sending.write(Buffer.alloc(256 * 1024, 7));
    // The server has the first part on disk in its staging area; then the client is gone.
    await expect.poll(() => readdirSync(join(remotesDir(), '.staging')).length).toBe(1);
    sending.destroy();
    await expect.poll(() => readdirSync(join(remotesDir(), '.staging'))).toEqual([]);
    expect(storedVersions('parts')).not.toContain('6.6.8');
  });
});

describe('tokens are managed by admins and are not users', () => {
  it('shows a new token once, lists it without its secret, revokes it; each change audited; a token does not open the console API', async () => {
    await site.users.add('root', 'admin', password);
    const { app } = await site.instance();
    const admin = await signIn(app, 'root');
    const made = await app.inject({ method: 'POST', url: '/console/api/deploy-tokens', headers: admin.headers, payload: { name: 'content-ci', area: 'content', may: 'canary', expires: '30d' } });
    expect(made.statusCode).toBe(201);
    const { token } = made.json<{ token: string }>();
    expect(token).toMatch(/^sdt_[0-9a-f]{16}_/);
    const listed = await app.inject({ url: '/console/api/deploy-tokens', headers: admin.headers });
    expect(listed.body).not.toContain(token.slice(-20));
    expect(listed.json<{ tokens: { name: string; area: string; may: string; createdBy: string; state: string }[] }>().tokens.find((item) => item.name === 'content-ci')).toMatchObject({
      area: 'content',
      may: 'canary',
      createdBy: 'root',
      state: 'active',
    });

    for (const url of ['/console/api/enquiries', '/console/api/news', '/console/api/remotes', '/console/api/deploy-tokens']) {
      expect((await app.inject({ url, headers: { authorization: `Bearer ${token}` } })).statusCode, url).toBe(401);
    }
    expect((await app.inject({ method: 'DELETE', url: '/console/api/deploy-tokens/content-ci', headers: admin.headers })).statusCode).toBe(204);
    expect(
      (await app.inject({ url: '/console/api/deploy-tokens', headers: admin.headers })).json<{ tokens: { name: string; state: string }[] }>().tokens.find((item) => item.name === 'content-ci')?.state,
    ).toBe('revoked');
    const trail = await site.trail();
    expect(trail.filter((entry) => entry.action.startsWith('token-')).map((entry) => `${entry.actor} ${entry.action} ${entry.check}`)).toEqual([
      expect.stringMatching(/^root token-add passed: content-ci ships content \(canary\), expires /),
      'root token-revoke passed: content-ci',
    ]);
  });
});
