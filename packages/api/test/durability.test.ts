import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { enquiry, phone, tempDataDir } from './helpers.js';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = tempDataDir();
const children = new Set<ChildProcess>();
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the real server (TypeScript through tsx) and resolves with its base URL. */
function startServer(): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/server.ts'], {
    cwd: packageDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      SMS_IP_10MIN_LIMIT: '100000',
      SMS_IP_DAILY_LIMIT: '100000',
      SMS_DAILY_BUDGET: '100000',
      RATE_LIMIT_WRITE_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 20_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, baseUrl: match[1]! });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

async function postJson(url: string, body: unknown): Promise<{ status: number; code?: string }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await response.json()) as { code?: string };
  return { status: response.status, code: json.code };
}

describe('durability', () => {
  it('keeps every enquiry answered SYS.0000 across kill -9', { timeout: 60_000 }, async () => {
    const acknowledged: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      const { child, baseUrl } = await startServer();
      const phones = Array.from({ length: 30 }, (_, i) => phone(round * 1000 + i));
      const codes = new Map<string, string>();
      for (const number of phones) {
        expect((await postJson(`${baseUrl}/api/website/sendMessage`, { phoneNumber: number, countryCode: 'CN' })).code).toBe('SYS.0000');
        const outbox = (await (await fetch(`${baseUrl}/api/dev/sms-outbox?phoneNumber=${number}`)).json()) as { items: Array<{ code: string }> };
        codes.set(number, outbox.items[0]!.code);
      }
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // Saves run in parallel lanes; the process is killed at a random moment while they run.
      const queue = [...phones];
      const lanes = Array.from({ length: 6 }, async () => {
        for (let number = queue.shift(); number; number = queue.shift()) {
          const name = `durable-${number}`;
          try {
            const result = await postJson(`${baseUrl}/api/website/purchasingInfo/save`, enquiry(number, codes.get(number)!, { name }));
            if (result.code === 'SYS.0000') acknowledged.push(name);
          } catch {
            return; // connection cut by the kill
          }
        }
      });
      setTimeout(() => child.kill('SIGKILL'), 20 + Math.random() * 120);
      await Promise.all(lanes);
      await exited;
      children.delete(child);
    }
    expect(acknowledged.length).toBeGreaterThan(0);

    const db = new SQLite(path.join(dataDir, 'site.db'));
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const stored = new Set((db.prepare('select name from enquiry').all() as Array<{ name: string }>).map((row) => row.name));
      const missing = acknowledged.filter((name) => !stored.has(name));
      expect(missing).toEqual([]);
    } finally {
      db.close();
    }
  });
});
