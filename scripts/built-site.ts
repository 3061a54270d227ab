// The built site served for a measuring script (npm run size, npm run lighthouse): `npm start`'s
// server on its own port, with its own remotes store and data, so a developer's are never touched.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { localized, pagePaths, siteLocales } from '../e2e/support/site-routes';

const root = resolve(import.meta.dirname, '..');

/**
 * Starts the site (`npm run build` first) and stops it when the script exits. `checkout`: another
 * built checkout of the project (a measuring script's `--before`, to compare two builds in one run).
 */
export async function startBuiltSite(port: number, checkout = root): Promise<string> {
  const workDir = mkdtempSync(join(tmpdir(), 'built-site-'));
  // The site alone: a measuring script needs no back office (and two sites at once would share its port).
  const server = spawn(process.execPath, [join(checkout, 'scripts/start.mjs'), 'site'], {
    cwd: checkout,
    env: { ...process.env, PORT: String(port), NODE_ENV: 'test', METRICS_PORT: '0', REMOTES_DIR: join(workDir, 'remotes'), DATA_DIR: join(workDir, 'data') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.on('exit', () => {
    server.kill();
    rmSync(workDir, { recursive: true, force: true });
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

  const origin = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 240; attempt++) {
    if (await fetch(`${origin}/registry.json`).then((response) => response.ok, () => false)) return origin;
    if (server.exitCode !== null) throw new Error(`the site did not start (exit ${server.exitCode})`);
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`the site did not answer at ${origin}`);
}

/** Every page of the route table in both locales, with the newest article of each. */
export async function everyPage(origin: string): Promise<string[]> {
  const paths: string[] = [];
  for (const { locale, prefix } of siteLocales) {
    const response = await fetch(`${origin}/api/website/news/list?display=1&language=${locale}`);
    const body = (await response.json()) as { data?: { items?: { id: number | string }[] } };
    const id = body.data?.items?.[0]?.id;
    if (id === undefined) throw new Error(`no news article in the ${locale} list`);
    for (const path of [...pagePaths(), `/news/${id}`]) paths.push(localized(prefix, path));
  }
  return paths;
}
