import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eEnv, registryFile, remotesDir } from '../support/environment';

const dataDir = e2eEnv.DATA_DIR!;

/** Every file under `dir` (not following links), as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/**
 * A version's builds are what a browser (and the server's own Node loader) may fetch from the
 * store, with its file list (their hashes, which an instance loading over HTTP checks); nothing else in it.
 */
const isVersionBuild = (path: string) => /^[a-z]+\/[^/]+\/((web|node)\/|integrity\.json$)/.test(path);

test('the public port serves only what a browser needs: no record, registry, log or data file, whatever the path', async ({ request }) => {
  const store = filesUnder(remotesDir);
  const records = store.filter((path) => !isVersionBuild(path));
  // The store holds versions' records (release.json, requirements.json): they must be there to be asked for.
  expect(records.some((path) => path.endsWith('release.json'))).toBe(true);
  const asked = [
    ...records.map((path) => `/remotes/${path}`),
    // The registry and the release audit log, where they lived before and where they live now.
    '/remotes/registry.json',
    '/remotes/release-log.jsonl',
    `/remotes/${relative(remotesDir, registryFile).replaceAll('/', '%2f')}`,
    `/remotes/${relative(remotesDir, registryFile).replaceAll('/', '%2f').replace('registry.json', 'release-log.jsonl')}`,
    '/registry.json.lock',
    // The data directory (the API's database), by every static prefix and by climbing out of one.
    ...filesUnder(dataDir).flatMap((path) => [`/${path}`, `/.data/${path}`, `/remotes/..%2f${encodeURIComponent(relative(resolve(remotesDir, '..'), join(dataDir, path)))}`]),
    // The checkout: its settings, sources, builds and history.
    ...['package.json', 'package-lock.json', '.npmrc', '.gitignore', 'README.md', 'turbo.json', '.git/config', '.git/HEAD', 'shell/dist/provides.json', 'shell/dist/server/server.js', 'shell/package.json', 'packages/api/src/index.ts', '.ci/run'].flatMap((path) => [
      `/${path}`,
      `/shell/..%2f..%2f${encodeURIComponent(path)}`,
      `/remotes/..%2f..%2f..%2f${encodeURIComponent(path)}`,
      `/shell/../../${path}`,
    ]),
  ];
  const served: string[] = [];
  for (const path of asked) {
    const response = await request.get(path, { maxRedirects: 0 });
    if (response.status() !== 404) served.push(`${path}: ${response.status()}`);
  }
  expect(served).toEqual([]);
  // What browsers do need is still there.
  const build = store.find((path) => /^parts\/[^/]+\/web\/remoteEntry\.js$/.test(path))!;
  expect((await request.get(`/remotes/${build}`)).status()).toBe(200);
});

test('nothing that changes at a release is cached for good: only a version\'s own files are immutable', async ({ request }) => {
  const browserRegistry = await request.get('/registry.json');
  expect(browserRegistry.headers()['cache-control']).toMatch(/no-cache|no-store/);
  const store = filesUnder(remotesDir).filter(isVersionBuild);
  const entry = store.find((path) => path.endsWith('/web/remoteEntry.js'))!;
  expect((await request.get(`/remotes/${entry}`)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  for (const path of ['/', '/en/parts/d90', '/sitemap.xml', '/robots.txt', '/healthz/ready']) {
    expect((await request.get(path)).headers()['cache-control'] ?? '', path).not.toContain('immutable');
  }
  // The registry the site reads lives outside the store.
  expect(relative(remotesDir, registryFile).startsWith('..')).toBe(true);
  expect(statSync(registryFile).isFile()).toBe(true);
});

test('the public port answers 404 for every back-office path: its pages, API, live feed and files', async ({ request }) => {
  const consoleAnswer = await request.get(`http://127.0.0.1:${e2eEnv.CONSOLE_PORT}/`);
  expect(consoleAnswer.status()).toBe(200);
  // The back office's own files, as its page names them, and every kind of path it answers.
  const files = [...(await consoleAnswer.text()).matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((match) => match[1]!);
  expect(files.length).toBeGreaterThan(0);
  const paths = [
    ...files,
    '/sign-in',
    '/audit',
    '/users',
    '/areas/parts',
    '/console',
    '/console/',
    '/console/api/session',
    '/console/api/remotes',
    '/console/api/audit',
    '/console/api/audit?format=csv',
    '/console/api/guard',
    '/console/api/live',
    '/console/api/users',
    '/console/api/security',
    '/console/api/session/password',
    '/console/api/login-locks/ada',
    '/console/api/users/ada',
    '/console/api/remotes/parts/actions',
    '/console/api/remotes/parts/series',
    '/console/api/remotes/parts/messages',
  ];
  const answered: string[] = [];
  for (const path of paths) {
    for (const method of ['GET', 'POST'] as const) {
      const response = await request.fetch(path, { method, maxRedirects: 0, data: method === 'POST' ? {} : undefined });
      if (response.status() !== 404) answered.push(`${method} ${path}: ${response.status()}`);
    }
  }
  expect(answered).toEqual([]);
});
