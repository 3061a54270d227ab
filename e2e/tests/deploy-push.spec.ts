import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { consoleOrigin } from '../support/console';
import { e2eEnv, e2ePort, remotesDir } from '../support/environment';
import { startInstance } from '../support/instance';
import { waitForHydration } from '../support/page-problems';
import { readRegistry } from '../support/registry';
import { release, repoRoot } from '../support/release-tool';

/**
 * A team ships its area from its own CI (issue 49): a deploy token made with `npm run console`, the
 * team's checkout in a temporary folder outside the repository, and one `release push` that builds,
 * uploads and starts a canary. The registry is put back as it was found.
 */
test.describe.configure({ timeout: 300_000 });

const siteOrigin = `http://localhost:${e2ePort}`;

function token(name: string, ...options: string[]): string {
  const made = spawnSync('npm', ['run', '--silent', 'console', '--', 'token', 'add', name, ...options], { cwd: repoRoot, env: { ...process.env, ...e2eEnv, RELEASE_ACTOR: 'e2e-admin' }, encoding: 'utf8' });
  expect(made.status, made.stderr).toBe(0);
  return made.stdout.trim();
}

/** `npm run release -- push …` as a team's CI runs it: the token in RELEASE_TOKEN, nothing of the site's store or registry. */
function push(secret: string, ...args: string[]) {
  const { REMOTES_DIR: _store, REGISTRY_FILE: _registry, DATA_DIR: _data, ...ciEnv } = e2eEnv;
  const run = spawnSync('npm', ['run', '--silent', 'release', '--', 'push', ...args, '--to', consoleOrigin], {
    cwd: repoRoot,
    env: { ...process.env, ...ciEnv, RELEASE_TOKEN: secret, RELEASE_COMMIT: 'c0ffee1', RELEASE_REPOSITORY: 'https://git.example/parts-team', RELEASE_PIPELINE: 'https://ci.example/parts-team/runs/7' },
    encoding: 'utf8',
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

/** The parts team's checkout, outside this repository, with a new part (X200) in it. */
function partsCheckoutWithX200(): string {
  const checkout = join(mkdtempSync(join(tmpdir(), 'parts-team-')), 'mf-parts');
  cpSync(join(repoRoot, 'mf-parts'), checkout, { recursive: true, filter: (source) => !/[/\\](dist|node_modules)$/.test(source) });
  // What the team's `npm ci` would install.
  symlinkSync(join(repoRoot, 'node_modules'), join(checkout, 'node_modules'), 'dir');
  const data = join(checkout, 'src/routes/part/data');
  const types = readFileSync(join(data, 'types.ts'), 'utf8');
  writeFileSync(join(data, 'types.ts'), types.replace(`'t28'] as const`, `'t28', 'x200'] as const`));
  const modules = JSON.parse(readFileSync(join(data, 'joint-modules.json'), 'utf8')) as Record<string, object>;
  writeFileSync(join(data, 'joint-modules.json'), JSON.stringify({ ...modules, x200: { ...modules['d90'], code: 'X200' } }, null, 2));
  for (const locale of ['zh', 'en']) {
    const file = join(checkout, 'locales', locale, 'parts.json');
    const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...texts, x200: JSON.parse(JSON.stringify(texts['d90']).replaceAll('D90', 'X200')) }, null, 2));
  }
  execFileSync(process.execPath, ['scripts/generate-media.mjs', 'x200'], { cwd: checkout, stdio: 'ignore' });
  return checkout;
}

test('a parts token pushes a new part from a checkout outside the repository as a 20 % canary; the same token cannot ship products', async () => {
  const before = readRegistry().remotes['parts']!;
  const secret = token(`parts-ci-${Date.now()}`, '--area', 'parts', '--may', 'canary', '--expires', '1d');
  expect(secret).toMatch(/^sdt_/);
  const checkout = partsCheckoutWithX200();
  const version = `2.0.0-x200.${Date.now()}`;
  try {
    const pushed = push(secret, 'parts', '--root', checkout, '--version', version, '--canary', '20');
    expect(pushed.status, pushed.output).toBe(0);
    for (const step of [/^build: done in/m, /^pack: [\d.]+ MB/m, /^upload: 100%/m, /^server: verified/m, /^server: stored parts/m, /^server: parts: .* for 20% of visitors/m, new RegExp(`^pushed: parts ${version.replaceAll('.', '\\.')}$`, 'm')]) {
      expect(pushed.output).toMatch(step);
    }
    expect(readRegistry().remotes['parts']!.canary).toMatchObject({ version, percent: 20 });

    // About a fifth of new visitors get the new part's page; the others, whose version has no such page, a 404.
    const statuses: number[] = [];
    // Each a visitor of its own: no cookie jar (fetch), an address of its own.
    for (let visitor = 0; visitor < 60; visitor++) statuses.push((await fetch(`${siteOrigin}/en/parts/x200`, { headers: { 'x-forwarded-for': `198.51.100.${visitor + 1}` } })).status);
    const served = statuses.filter((status) => status === 200).length;
    expect(served, statuses.join(',')).toBeGreaterThan(0);
    expect(served).toBeLessThan(60);
    expect(statuses.every((status) => status === 200 || status === 404)).toBe(true);

    // The version's record: every file's hash, and where it came from.
    const info = JSON.parse(readFileSync(join(remotesDir, 'parts', version, 'release.json'), 'utf8')) as { files: Record<string, string>; provenance: Record<string, unknown> };
    expect(info.files['node/remoteEntry.js']).toMatch(/^[0-9a-f]{64}$/);
    expect(info.provenance).toMatchObject({ via: 'push', commit: 'c0ffee1', repository: 'https://git.example/parts-team', pipeline: 'https://ci.example/parts-team/runs/7' });
    const status = JSON.parse(release('status', '--json').stdout) as { remotes: { parts: { details: Record<string, { provenance: { by: string } }> } } };
    expect(status.remotes.parts.details[version]!.provenance.by).toMatch(/^token parts-ci-/);

    // The same token cannot reach another area: refused with the reason, nothing stored, the registry unchanged.
    const registry = readRegistry();
    const built = join(remotesDir, 'products', registry.remotes['products']!.version);
    const products = push(secret, 'products', '--dist', built, '--version', `9.9.9-${Date.now()}`);
    expect(products.status).toBe(1);
    expect(products.output).toContain('release push: the back office refused the push (403): this token ships the parts area only, not products');
    expect(readRegistry()).toEqual(registry);
  } finally {
    const rolledBack = release('rollback', 'parts');
    expect(rolledBack.status, rolledBack.stderr).toBe(0);
    expect(readRegistry().remotes['parts']).toEqual(before);
    rmSync(join(checkout, '..'), { recursive: true, force: true });
  }
});

/**
 * The versions store as an origin of its own (nginx in front of the back office's REMOTES_DIR):
 * a version's builds and file list, with CORS, and nothing else. Notes every path asked for.
 */
async function storeOrigin(port: number) {
  const requests: string[] = [];
  const types: Record<string, string> = { js: 'text/javascript', css: 'text/css', json: 'application/json', webp: 'image/webp', svg: 'image/svg+xml' };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://store').pathname;
    requests.push(path);
    const file = /^\/remotes\/([a-z]+\/[\w.+-]+\/(?:(?:web|node)\/[\w./-]+|integrity\.json))$/.exec(path)?.[1];
    if (!file || file.includes('..')) return void response.writeHead(404).end();
    readFile(join(remotesDir, file)).then(
      (body) => response.writeHead(200, { 'content-type': types[file.split('.').pop()!] ?? 'application/octet-stream', 'access-control-allow-origin': '*' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${port}/remotes/`,
    requests,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** Changes a stored file after its version was pushed (and its compressed copies, which the site sends browsers). */
function alter(file: string): void {
  const altered = Buffer.concat([readFileSync(file), Buffer.from('\n;globalThis.__altered = true;\n')]);
  writeFileSync(file, altered);
  writeFileSync(`${file}.br`, brotliCompressSync(altered));
  writeFileSync(`${file}.gz`, gzipSync(altered));
}

test('only the verified bytes run: an instance with no store of its own serves a pushed version over HTTP; files altered in the store are refused by browsers and servers, and the other areas are unharmed', async ({ browser }) => {
  const before = readRegistry().remotes['parts']!;
  const secret = token(`parts-cd-${Date.now()}`, '--area', 'parts', '--may', 'activate', '--expires', '1d');
  const checkout = partsCheckoutWithX200();
  const version = `2.1.0-x200.${Date.now()}`;
  const store = await storeOrigin(e2ePort + 9);
  const instances: { stop: () => void }[] = [];
  // Nothing of the store on the instance's disk: it loads every version from the store's origin.
  const overHttp = { REMOTES_DIR: mkdtempSync(join(tmpdir(), 'empty-store-')), REMOTES_URL: store.url, METRICS_PORT: '0' };
  try {
    const pushed = push(secret, 'parts', '--root', checkout, '--version', version, '--activate');
    expect(pushed.status, pushed.output).toBe(0);
    // Made live with the hashes of its browser entry and of its file list.
    expect(readRegistry().remotes['parts']).toMatchObject({ version, integrity: { webEntry: expect.stringMatching(/^sha256-/), files: expect.stringMatching(/^sha256-/) } });

    const remote = await startInstance(e2ePort + 7, { env: overHttp });
    instances.push(remote);
    const served = await fetch(`${remote.origin}/en/parts/x200`);
    expect(served.status).toBe(200);
    expect(await served.text()).toContain('X200');
    for (const file of ['integrity.json', 'node/remoteEntry.js']) expect(store.requests).toContain(`/remotes/parts/${version}/${file}`);
    // A browser gets the version's scripts from the store's origin, each with its recorded hash.
    const visitor = await browser.newPage();
    await visitor.goto(`${remote.origin}/en/parts/x200`);
    await waitForHydration(visitor);
    await expect(visitor.locator('[data-remote="parts"]')).toHaveAttribute('data-remote-version', version);
    const entryTag = visitor.locator(`link[rel=preload][href="${store.url}parts/${version}/web/remoteEntry.js"]`);
    await expect(entryTag).toHaveAttribute('integrity', readRegistry().remotes['parts']!.integrity!.webEntry);
    await visitor.close();

    // Someone changes the pushed version in the store: its browser entry and the Node chunk of its page.
    const folder = join(remotesDir, 'parts', version);
    alter(join(folder, 'web', 'remoteEntry.js'));
    const nodeChunk = readdirSync(join(folder, 'node')).find((name) => name.startsWith('__federation_expose_part'))!;
    alter(join(folder, 'node', nodeChunk));

    // A browser that has not run it yet refuses it: the page's area shows its error block, the rest of the site works.
    const context = await browser.newContext();
    const reader = await context.newPage();
    const refusals: string[] = [];
    reader.on('console', (message) => message.text().includes("'integrity'") && refusals.push(message.text()));
    await reader.goto('/en/');
    await waitForHydration(reader);
    // A part's link (the footer lists them), followed inside the page: the browser loads the area's entry itself.
    await reader.locator('a[href^="/en/parts/"]').filter({ visible: true }).first().click();
    await expect(reader.getByRole('alert')).toContainText('This part of the page could not be loaded');
    await expect(reader.locator('header')).toBeVisible();
    expect(refusals.join('\n')).toContain(`parts/${version}/web/remoteEntry.js`);
    await context.close();

    // A server that has not run it yet refuses to: that area's pages answer 503, the other areas' 200.
    const fresh = await startInstance(e2ePort + 8, { env: overHttp, until: 'live' });
    instances.push(fresh);
    await expect.poll(async () => (await fetch(`${fresh.origin}/en/parts/x200`)).status).toBe(503);
    for (const path of ['/en/', '/en/human', '/en/contact', '/en/news']) expect((await fetch(`${fresh.origin}${path}`)).status, path).toBe(200);
    expect((await fetch(`${fresh.origin}/healthz/ready`)).status).toBe(503);
    // Activation's checks load it the same way: the version no longer passes them.
    const check = release('check', 'parts', '--version', version);
    expect(check.status).not.toBe(0);
    expect(check.stdout + check.stderr).toContain('does not match the hash recorded when its version was stored');
  } finally {
    for (const instance of instances) instance.stop();
    store.close();
    const rolledBack = release('rollback', 'parts');
    expect(rolledBack.status, rolledBack.stderr).toBe(0);
    expect(readRegistry().remotes['parts']).toEqual(before);
    rmSync(join(checkout, '..'), { recursive: true, force: true });
  }
});
