// The health check's own process (see health-check.ts): a candidate version is loaded and
// rendered here, never in the release tool's or the site's process. Prints one JSON line.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import staticFiles from '@fastify/static';
import { apiPlugin } from '@site/api';
import type { Registry, RemoteRecord, ShellRenderModule } from '@site/federation';
import type { HealthCheckInput } from './health-check.js';

const input = JSON.parse(process.argv[2]!) as HealthCheckInput;
const problems = await check(input).catch((error: unknown) => [`the check itself failed: ${error instanceof Error ? error.message : String(error)}`]);
process.stdout.write(JSON.stringify({ problems }) + '\n');
process.exit(problems.length === 0 ? 0 : 1);

async function check({ shellBuildDir, remotesDir, liveRemotesDir, remote, registry, renderTimeoutMs }: HealthCheckInput): Promise<string[]> {
  // The store and a throwaway API (seeded news, for the news pages) on a local port.
  const dataDir = mkdtempSync(join(tmpdir(), 'release-check-'));
  const app = Fastify();
  // The candidate's store first, then the live one with the other areas' versions.
  await app.register(staticFiles, { root: liveRemotesDir ? [remotesDir, liveRemotesDir] : remotesDir, prefix: '/remotes/' });
  await app.register(apiPlugin, { env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' } });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const absolute = (url: string) => new URL(url, origin).href;
    const internal = Object.fromEntries(
      Object.entries(registry).map(([name, record]) => [name, { ...record, web: absolute(record.web), node: absolute(record.node) }]),
    ) as Registry;
    const candidate = internal[remote];
    const problems = await checkBrowserFiles(candidate);

    // The shell's server render, as its build wrote it (CommonJS).
    const bundle = createRequire(import.meta.url)(join(shellBuildDir, 'node', 'index.js')) as ShellRenderModule;
    for (const [prefix, language] of [['', 'zh'], ['/en', 'en']] as const) {
      for (const page of await bundle.remotePages(remote, internal)) {
        const path = page.includes(':id') ? page.replace(':id', await newsId(origin, language)) : page;
        problems.push(...(await checkPage(bundle, prefix + path, internal, origin, candidate.version, renderTimeoutMs)));
      }
    }
    return problems;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function checkPage(bundle: ShellRenderModule, url: string, registry: Registry, origin: string, version: string, renderTimeoutMs: number): Promise<string[]> {
  const started = Date.now();
  const logged: unknown[] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) => logged.push(args.map(String).join(' '));
  try {
    const result = await bundle.render({
      url,
      origin,
      registry,
      internalRegistry: registry,
      apiBase: '',
      internalApiBase: origin,
      shellAssets: { scripts: [], styles: [] },
      remoteTimeoutMs: Math.min(1500, renderTimeoutMs),
      renderTimeoutMs,
      nonce: { script: 'health-check', style: 'health-check' },
    });
    const elapsed = Date.now() - started;
    if (!('html' in result)) return [`${url}: redirects to ${result.location}`];
    if (result.status !== 200 || result.areaFailed) return [`${url}: ${result.status}${result.areaFailed ? ', the area failed' : ''}${logged.length ? ` (${String(logged[0])})` : ''}`];
    const problems: string[] = [];
    if (!result.html.includes(`data-remote-version="${version}"`)) problems.push(`${url}: not rendered by version ${version}`);
    if (!/<h1[\s>]/.test(result.html)) problems.push(`${url}: no h1`);
    if (elapsed > renderTimeoutMs) problems.push(`${url}: took ${elapsed} ms (deadline ${renderTimeoutMs} ms)`);
    return problems;
  } finally {
    console.error = consoleError;
  }
}

/** The browser entry, its manifest and every file the manifest names answer 200. */
async function checkBrowserFiles(record: RemoteRecord): Promise<string[]> {
  const get = (url: string) => fetch(url, { signal: AbortSignal.timeout(5000) }).then((response) => response, () => undefined);
  const entry = await get(record.web);
  if (!entry?.ok) return [`browser entry ${record.web}: ${entry?.status ?? 'no answer'}`];
  const manifestUrl = new URL('mf-manifest.json', record.web).href;
  const manifest = await get(manifestUrl);
  if (!manifest?.ok) return [`manifest ${manifestUrl}: ${manifest?.status ?? 'no answer'}`];
  const files = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      if (/\.(js|css)$/.test(value) && !value.includes('://')) files.add(value);
    } else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  const json = (await manifest.json()) as { exposes?: unknown; shared?: unknown };
  collect(json.exposes);
  collect(json.shared);
  const problems: string[] = [];
  for (const file of files) {
    const url = new URL(file, record.web).href;
    const response = await get(url);
    if (!response?.ok) problems.push(`browser file ${url}: ${response?.status ?? 'no answer'}`);
  }
  return problems;
}

async function newsId(origin: string, language: string): Promise<string> {
  const response = await fetch(`${origin}/api/website/news/list?display=1&language=${language}`);
  const body = (await response.json()) as { data?: { items?: { id: number }[] } };
  const id = body.data?.items?.[0]?.id;
  if (id === undefined) throw new Error(`no ${language} news to render the news page with`);
  return String(id);
}

