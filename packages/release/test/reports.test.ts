import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiContext, loadConfig, type ApiContext } from '@site/api';
import { remoteNames, remoteRecord, type Registry } from '@site/federation';
import { openReleaseRecords, type ReleaseRecords } from '../src/records/release-records.js';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { activate } from '../src/commands.js';
import { type ReleaseContext } from '../src/release-context.js';
import { status } from '../src/status.js';
import { errors, sinceWindowMs } from '../src/reports.js';
import { storeVersion, testShell } from './store-fixtures.js';

const minute = 60_000;
const hour = 60 * minute;
const initial = Object.fromEntries(remoteNames.map((name) => [name, remoteRecord(name, '1.0.0')])) as Registry;
const zero = { views: 0, error: 0, chunk: 0, hydration: 0, 'area-failed': 0 };

/** The registry as the records stores it, with a canary of parts 1.2.0 (how the shell's canary records it). */
function withCanary(records: ReleaseRecords): ReleaseRecords {
  return new Proxy(records, {
    get(target, property) {
      if (property === 'read') {
        return async () => {
          const registry = await target.read();
          return registry && { ...registry, parts: { ...registry.parts, canary: { ...remoteRecord('parts', '1.2.0'), percent: 10, since: 0 } } };
        };
      }
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

describe('browser reports in the release tool', () => {
  const clock = { now: Date.UTC(2025, 5, 1, 8, 30, 0) };
  let api: ApiContext;
  let records: ReleaseRecords;
  let remotesDir: string;
  const lines: string[] = [];
  const ctx = (overrides: Partial<ReleaseContext> = {}): ReleaseContext => ({
    repoRoot: '/nowhere',
    remotesDir,
    records: withCanary(records),
    actor: 'tester',
    renderTimeoutMs: 3000,
    now: () => clock.now,
    print: (line) => lines.push(line),
    healthCheck: async () => [],
    shellProvides: async () => testShell,
    siteEvents: async () => api.siteEvents,
    ...overrides,
  });

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'release-reports-'));
    remotesDir = join(dir, 'remotes');
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) storeVersion(remotesDir, 'parts', version, clock.now - hour);
    records = openReleaseRecords({ registryFile: join(remotesDir, 'registry.json') });
    await records.seed(initial);
    await activate(ctx({ records }), 'parts', '1.1.0');
    api = await createApiContext(
      { config: loadConfig({ NODE_ENV: 'test', DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'silent' }), skipSeed: true, clock: () => clock.now },
      Fastify({ logger: false }).log,
    );
    const event = { remote: 'parts', path: '/en/parts/joint', locale: 'en' } as const;
    // Two hours ago: outside the hour status reports on.
    clock.now -= 2 * hour;
    await api.siteEvents.record([{ ...event, kind: 'view', version: '1.1.0' }, { ...event, kind: 'error', version: '1.1.0', message: 'old' }]);
    clock.now += 2 * hour;
    await api.siteEvents.record([
      ...Array.from({ length: 8 }, () => ({ ...event, kind: 'view' as const, version: '1.1.0' })),
      { ...event, kind: 'chunk', version: '1.1.0', message: 'Loading chunk 7 failed' },
      ...Array.from({ length: 4 }, () => ({ ...event, kind: 'view' as const, version: '1.2.0' })),
      { ...event, kind: 'error', version: '1.2.0', message: 'x is not a function' },
      { ...event, kind: 'error', version: '1.2.0', message: 'x is not a function', path: '/zh/parts/joint' },
      { ...event, kind: 'area-failed', version: '1.2.0', message: 'render failed' },
      { ...event, kind: 'view', remote: 'content', version: '1.0.0' },
    ]);
  });
  afterAll(async () => {
    await api?.close();
    await records.close();
  });

  test('status --json adds the last hour of the active, canary and previous versions under "reports", other keys as they were', async () => {
    lines.length = 0;
    await status(ctx(), true);
    expect(lines).toHaveLength(1);
    const { remotes } = JSON.parse(lines[0]!) as { remotes: Record<string, Record<string, unknown>> };
    expect(remotes['parts']).toMatchObject({ active: '1.1.0', previous: '1.0.0', versions: ['1.0.0', '1.1.0', '1.2.0'] });
    expect(remotes['parts']!['reports']).toEqual({
      '1.1.0': { ...zero, views: 8, chunk: 1 },
      '1.2.0': { ...zero, views: 4, error: 2, 'area-failed': 1 },
      '1.0.0': zero,
    });
    expect(remotes['content']!['reports']).toEqual({ '1.0.0': { ...zero, views: 1 } });
    expect(remotes['products']!['reports']).toEqual({ '1.0.0': zero });
  });

  test('status prints the figures and their rates per view', async () => {
    lines.length = 0;
    await status(ctx({ shellProvides: async () => ({ federationContract: 1, packages: {} }) }), false);
    const block = lines.slice(lines.indexOf('browser reports, last hour (rates per view):')).map((line) => line.replace(/\s+/g, ' ').trim());
    expect(block[1]).toBe('products 1.0.0 (active) views 0, error 0, chunk 0, hydration 0, area-failed 0');
    const parts = block.findIndex((line) => line.startsWith('parts '));
    expect(block.slice(parts, parts + 3)).toEqual([
      'parts 1.1.0 (active) views 8, error 0, chunk 1 (12.5%), hydration 0, area-failed 0',
      '1.2.0 (canary) views 4, error 2 (50.0%), chunk 0, hydration 0, area-failed 1 (25.0%)',
      '1.0.0 (previous) views 0, error 0, chunk 0, hydration 0, area-failed 0',
    ]);
  });

  test('status still answers when the reports cannot be read', async () => {
    const unavailable = ctx({ siteEvents: () => Promise.reject(new Error('database is down')) });
    lines.length = 0;
    await status(unavailable, true);
    const { remotes } = JSON.parse(lines[0]!) as { remotes: Record<string, Record<string, unknown>> };
    expect(remotes['parts']).toMatchObject({ active: '1.1.0', reports: null });
    lines.length = 0;
    await status({ ...unavailable, shellProvides: async () => ({ federationContract: 1, packages: {} }) }, false);
    expect(lines).toContain('browser reports: unavailable (database is down)');
  });

  test('errors lists the most frequent messages with their pages', async () => {
    lines.length = 0;
    await errors(ctx(), 'parts', {});
    expect(lines[0]).toBe('parts: most frequent messages from browsers in the last 1h (from 2025-06-01 07:00 UTC)');
    expect(lines.slice(1)).toEqual([
      '  2  1.2.0  error  x is not a function',
      '     pages: /en/parts/joint, /zh/parts/joint',
      '  1  1.1.0  chunk  Loading chunk 7 failed',
      '     pages: /en/parts/joint',
      '  1  1.2.0  area-failed  render failed',
      '     pages: /en/parts/joint',
    ]);
  });

  test('errors --version --since --json', async () => {
    lines.length = 0;
    await errors(ctx(), 'parts', { version: '1.1.0', since: '3h', json: true });
    expect(JSON.parse(lines[0]!)).toEqual({
      remote: 'parts',
      version: '1.1.0',
      since: new Date(clock.now - 3 * hour).toISOString(),
      messages: [
        { version: '1.1.0', kind: 'chunk', message: 'Loading chunk 7 failed', count: 1, paths: ['/en/parts/joint'] },
        { version: '1.1.0', kind: 'error', message: 'old', count: 1, paths: ['/en/parts/joint'] },
      ],
    });
    lines.length = 0;
    await errors(ctx(), 'products', { since: '30m' });
    expect(lines).toEqual(['products: no messages from browsers in the last 30m']);
  });

  test('--since takes minutes, hours or days up to 30 days', () => {
    expect(sinceWindowMs('90m')).toBe(90 * minute);
    expect(sinceWindowMs('2d')).toBe(48 * hour);
    for (const bad of ['1w', '0h', '31d', 'h', '']) expect(() => sinceWindowMs(bad)).toThrow(/--since takes/);
  });
});
