import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eEnv, registryFile, remotesDir, stubOrigin } from '../support/environment';
import { waitForHydration } from '../support/page-problems';
import { activeVersion } from '../support/registry';
import { release, repoRoot } from '../support/release-tool';


/** The same, without blocking this process (which serves the "CDN" in one test). */
function releaseAsync(...args: string[]) {
  return new Promise<{ status: number; stderr: string }>((done) =>
    execFile('npm', ['run', '--silent', 'release', '--', ...args], { cwd: repoRoot, env: { ...process.env, ...e2eEnv, RELEASE_ACTOR: 'e2e' } }, (error, _stdout, stderr) =>
      done({ status: error ? Number(error.code ?? 1) : 0, stderr }),
    ),
  );
}

const escape = (text: string) => text.replace(/[.+]/g, '\\$&');
const servedVersion = async (request: import('@playwright/test').APIRequestContext, path: string) =>
  /data-remote-version="([^"]+)"/.exec(await (await request.get(path)).text())?.[1];

test.describe.configure({ mode: 'serial' });

test('publish, activate and roll back a version of one area while the site runs', async ({ request }) => {
  test.setTimeout(180_000);
  const version = `1.0.1-e2e${Date.now()}`;
  const [parts, content] = [activeVersion('parts'), activeVersion('content')];
  const published = release('publish', 'parts', '--version', version);
  expect(published.stderr).not.toMatch(/^release:/m);
  expect(published.status).toBe(0);
  expect(release('publish', 'parts', '--version', version)).toMatchObject({ status: 1, stderr: expect.stringContaining(`version ${version} of parts already exists`) });

  expect(await servedVersion(request, '/en/parts/d90')).toBe(parts);
  const activated = release('activate', 'parts', version);
  expect(activated.stderr).toBe('');
  expect(activated.status).toBe(0);
  expect(await servedVersion(request, '/en/parts/d90')).toBe(version);
  expect(await servedVersion(request, '/about')).toBe(content);

  const status = JSON.parse(release('status', '--json').stdout) as { remotes: Record<string, { active: string; previous: string | null; versions: string[] }> };
  expect(status.remotes['parts']).toMatchObject({ active: version, previous: parts });
  expect(status.remotes['parts']!.versions).toEqual(expect.arrayContaining([parts, version]));
  expect(Object.keys(status.remotes)).toEqual(['products', 'parts', 'content', 'contact']);

  expect(release('rollback', 'parts').status).toBe(0);
  expect(await servedVersion(request, '/en/parts/d90')).toBe(parts);
  const human = release('status').stdout;
  expect(human).toMatch(new RegExp(`e2e {2}activate parts ${escape(parts)} -> ${escape(version)} {2}check: passed`));
  expect(human).toMatch(new RegExp(`e2e {2}rollback parts ${escape(version)} -> ${escape(parts)} {2}check: passed`));
});

test.describe('a broken version is refused and the registry stays as it was', () => {
  const broken = {
    'an entry that throws': () => {
      const dir = join(remotesDir, 'contact', '0.0.0-broken-entry');
      cpSync(join(remotesDir, 'contact', activeVersion('contact')), dir, { recursive: true, filter: (source) => !source.endsWith('release.json') });
      writeFileSync(join(dir, 'node', 'remoteEntry.js'), 'throw new Error("broken entry");\n');
      return ['contact', '0.0.0-broken-entry'];
    },
    'a module that throws while rendering': () => {
      const version = '0.0.0-broken-render';
      if (!existsSync(join(remotesDir, 'contact', version))) {
        execFileSync('npx', ['rsbuild', 'build'], {
          cwd: resolve(repoRoot, 'e2e/fixtures/fault-remote'),
          env: { ...process.env, FAULT: 'render-throw', REMOTE_VERSION: version, REMOTE_DIST_DIR: join(remotesDir, 'contact') },
          stdio: 'ignore',
        });
      }
      return ['contact', version];
    },
    'a missing asset': () => {
      const dir = join(remotesDir, 'parts', '0.0.0-missing-asset');
      cpSync(join(remotesDir, 'parts', activeVersion('parts')), dir, { recursive: true, filter: (source) => !source.endsWith('release.json') });
      const manifest = JSON.parse(readFileSync(join(dir, 'web', 'mf-manifest.json'), 'utf8')) as { exposes: { assets: { js: { sync: string[] } } }[] };
      rmSync(join(dir, 'web', manifest.exposes[0]!.assets.js.sync[0]!));
      return ['parts', '0.0.0-missing-asset'];
    },
  };
  for (const [what, make] of Object.entries(broken)) {
    test(what, async () => {
      test.setTimeout(60_000);
      const [remote, version] = make();
      const before = readFileSync(registryFile, 'utf8');
      const result = release('activate', remote!, version!);
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(new RegExp(`^release: health check failed, ${remote} stays at ${escape(activeVersion(remote!))}: .+`, 'm'));
      expect(readFileSync(registryFile, 'utf8')).toBe(before);
    });
  }
});

test('a version built for another React than the live shell\'s is refused before it is loaded, and the registry stays', () => {
  const version = '0.0.0-react18';
  const dir = join(remotesDir, 'parts', version);
  cpSync(join(remotesDir, 'parts', activeVersion('parts')), dir, { recursive: true, filter: (source) => !source.endsWith('release.json') });
  const requirements = JSON.parse(readFileSync(join(dir, 'requirements.json'), 'utf8')) as { packages: Record<string, string> };
  const shellReact = requirements.packages['react'];
  writeFileSync(join(dir, 'requirements.json'), JSON.stringify({ ...requirements, packages: { ...requirements.packages, react: '18.3.1' } }));
  const before = readFileSync(registryFile, 'utf8');
  const result = release('activate', 'parts', version);
  expect(result.status).toBe(1);
  expect(result.stderr.trim()).toBe(`release: parts ${version} cannot run in the live shell, parts stays at ${activeVersion('parts')}: it needs react 18.3.1 (the shell has ${shellReact})`);
  expect(readFileSync(registryFile, 'utf8')).toBe(before);
  expect(release('status').stdout).toContain(`does not fit the shell: needs react 18.3.1 (the shell has ${shellReact})`);
});

test("a team checks its area alone: npm run check builds it and runs activation's checks, publishing nothing", () => {
  test.setTimeout(240_000);
  const before = { registry: readFileSync(registryFile, 'utf8'), versions: readdirSync(join(remotesDir, 'parts')) };
  const run = spawnSync('npm', ['run', '--silent', 'check', '-w', '@site/mf-parts'], { cwd: repoRoot, env: { ...process.env, ...e2eEnv, RELEASE_ACTOR: 'e2e' }, encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(run.stdout.trim().split('\n').at(-1)).toBe("parts: this checkout's build fits the shell and passes the health check; activation would pass");
  expect(readFileSync(registryFile, 'utf8')).toBe(before.registry);
  expect(readdirSync(join(remotesDir, 'parts'))).toEqual(before.versions);
});

test("npm keeps its normal output; the release tool's JSON is all that `npm run -s` prints on stdout", () => {
  expect(execFileSync('npm', ['config', 'get', 'json'], { cwd: repoRoot, encoding: 'utf8' }).trim()).toBe('false');
  const run = release('status', '--json');
  expect(run.stdout.trim().split('\n')).toHaveLength(1);
  expect(Object.keys((JSON.parse(run.stdout) as { remotes: object }).remotes)).toEqual(['products', 'parts', 'content', 'contact']);
});

test('clear one-line errors for an unknown remote or version', () => {
  expect(release('activate', 'robots', activeVersion('parts'))).toMatchObject({ status: 1, stderr: expect.stringMatching(/^release: unknown remote "robots"/m) });
  expect(release('activate', 'parts', '9.9.9')).toMatchObject({ status: 1, stderr: expect.stringMatching(/^release: unknown version "9\.9\.9" of parts/m) });
});

test('a version published to another origin (a CDN) is served from there, in Node and in the browser', async ({ page, request }) => {
  test.setTimeout(180_000);
  const upload = mkdtempSync(join(tmpdir(), 'cdn-'));
  // The "CDN": a plain static server on an origin the registry may use (REMOTE_ORIGINS).
  const cdn = createServer((req, res) => {
    const path = new URL(req.url ?? '/', stubOrigin).pathname.replace(/^\/cdn\//, '');
    readFile(join(upload, path))
      .then((body) => res.writeHead(200, { 'content-type': path.endsWith('.css') ? 'text/css' : path.endsWith('.json') ? 'application/json' : 'text/javascript', 'access-control-allow-origin': '*' }).end(body))
      .catch(() => res.writeHead(404).end());
  });
  await new Promise<void>((done) => cdn.listen(Number(new URL(stubOrigin).port), '127.0.0.1', done));
  const parts = activeVersion('parts');
  try {
    const version = `1.0.2-cdn${Date.now()}`;
    const published = await releaseAsync('publish', 'parts', '--version', version, '--to', upload, '--base-url', `${stubOrigin}/cdn`);
    expect(published.stderr).not.toMatch(/^release:/m);
    expect(existsSync(join(upload, 'parts', version, 'web', 'remoteEntry.js'))).toBe(true);
    // The store keeps the version's record and its area manifest (for the gate and status), not its files.
    expect(existsSync(join(remotesDir, 'parts', version, 'web', 'remoteEntry.js'))).toBe(false);
    expect(existsSync(join(remotesDir, 'parts', version, 'web', 'area.json'))).toBe(true);

    const activated = await releaseAsync('activate', 'parts', version);
    expect(activated.status, activated.stderr).toBe(0);
    expect(JSON.parse(readFileSync(registryFile, 'utf8')).remotes.parts.web).toBe(`${stubOrigin}/cdn/parts/${version}/web/remoteEntry.js`);
    expect(await servedVersion(request, '/en/parts/d90')).toBe(version);

    await page.goto('/en/parts/d90');
    await waitForHydration(page);
    await expect(page.locator('[data-remote="parts"]')).toHaveAttribute('data-remote-version', version);
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(loaded.some((url) => url.startsWith(`${stubOrigin}/cdn/parts/${version}/web/`))).toBe(true);
  } finally {
    expect((await releaseAsync('activate', 'parts', parts)).status).toBe(0);
    cdn.closeAllConnections();
    cdn.close();
    rmSync(upload, { recursive: true, force: true });
  }
});
