import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { remoteNames, remoteRecord, type Registry, type ReleaseEvent } from '@site/federation';
import { openReleaseRecords } from '../src/records/release-records.js';
import { expect, test, vi } from 'vitest';

const registry = Object.fromEntries(remoteNames.map((name) => [name, remoteRecord(name, '1.0.0')])) as Registry;
const event = (to: string, at = Date.now()): ReleaseEvent => ({ at, actor: 'tester', remote: 'parts', action: 'activate', from: '1.0.0', to, check: 'passed' });

async function seeded() {
  const dir = mkdtempSync(join(tmpdir(), 'audit-log-'));
  const registryFile = join(dir, 'registry.json');
  const records = openReleaseRecords({ registryFile });
  await records.seed(registry);
  return { dir, registryFile, logFile: join(dir, 'release-log.jsonl'), records };
}

test('a torn or invalid line is skipped with a warning; every reader and writer goes on', async () => {
  const { logFile, records, registryFile } = await seeded();
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  await records.activate('parts', remoteRecord('parts', '1.1.0'), event('1.1.0'));
  // Half a line, as a crash in the middle of an append by another tool would leave it, then junk.
  appendFileSync(logFile, '{"at":17,"actor":"half","remote":"par');
  expect((await records.events()).map((item) => item.to)).toEqual(['1.1.0']);
  await records.activate('parts', remoteRecord('parts', '1.2.0'), event('1.2.0'));
  appendFileSync(logFile, 'not json at all\n{"at":"yesterday"}\n');
  await records.log(event('1.3.0'));
  // A fresh reader (another process) reads the whole file: the same entries.
  const fresh = openReleaseRecords({ registryFile });
  for (const reader of [records, fresh]) expect((await reader.events()).map((item) => item.to)).toEqual(['1.1.0', '1.2.0', '1.3.0']);
  expect(warn).toHaveBeenCalled();
  expect(String(warn.mock.calls[0]?.[0])).toMatch(/unreadable line was skipped/);
  expect((await records.read())?.parts.version).toBe('1.2.0');
  warn.mockRestore();
});

test('each entry is one whole line, and readers read only what was appended since they last read', async () => {
  const { logFile, records } = await seeded();
  await Promise.all(Array.from({ length: 50 }, (_, index) => records.log(event(`2.${index}.0`))));
  const lines = readFileSync(logFile, 'utf8').split('\n').filter(Boolean);
  expect(lines).toHaveLength(50);
  for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  const first = await records.events();
  expect(first).toHaveLength(50);
  // The file is not read again from the start: replacing what was read by something else goes unnoticed…
  writeFileSync(logFile, readFileSync(logFile, 'utf8').replaceAll('tester', 'xxxxxx'));
  await records.log(event('3.0.0'));
  const after = await records.events();
  expect(after).toHaveLength(51);
  expect(after[0]?.actor).toBe('tester');
  // …while a log that was cut or replaced by a shorter one is read again whole.
  writeFileSync(logFile, `${JSON.stringify(event('9.0.0'))}\n`);
  expect((await records.events()).map((item) => item.to)).toEqual(['9.0.0']);
});

test('kill -9 between a registry change and its write: the entry is there as the intent, and the next change says it never took effect', async () => {
  const { registryFile, records } = await seeded();
  await records.activate('parts', remoteRecord('parts', '1.1.0'), event('1.1.0'));
  const before = readFileSync(registryFile, 'utf8');
  const child = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', resolve(import.meta.dirname, 'fixtures/crash-between-log-and-registry.ts'), registryFile, '1.2.0'], {
    cwd: resolve(import.meta.dirname, '..'),
    encoding: 'utf8',
  });
  expect(child.signal).toBe('SIGKILL');
  expect(child.stdout).not.toContain('not killed');
  // The registry is the one before; the change is logged (never a change that nobody logged).
  expect(readFileSync(registryFile, 'utf8')).toBe(before);
  const reader = openReleaseRecords({ registryFile });
  expect((await reader.read())?.parts.version).toBe('1.1.0');
  expect((await reader.events()).map((item) => [item.actor, item.to, item.check])).toEqual([
    ['tester', '1.1.0', 'passed'],
    ['crash test', '1.2.0', 'passed'],
  ]);
  // The next change, by anyone, first records that the interrupted one did not take effect; once.
  await reader.activate('parts', remoteRecord('parts', '1.3.0'), event('1.3.0'));
  await reader.activate('parts', remoteRecord('parts', '1.4.0'), event('1.4.0'));
  expect((await reader.events()).map((item) => [item.to, item.check])).toEqual([
    ['1.1.0', 'passed'],
    ['1.2.0', 'passed'],
    ['1.2.0', 'failed: interrupted before it took effect (the registry was not changed)'],
    ['1.3.0', 'passed'],
    ['1.4.0', 'passed'],
  ]);
  expect((await reader.read())?.parts.version).toBe('1.4.0');
});
