/**
 * `npm run bench:api`: news list and news info throughput and latency with
 * autocannon on loopback, against SQLite and PostgreSQL. Prints figures; not a test.
 * The server runs in a child process (this file with `--serve <engine>`), so the load
 * generator does not share its event loop.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../build-app.js';
import { loadConfig } from '../config/load-config.js';

const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

async function run(label: string, url: string): Promise<void> {
  // Warm-up so JIT compilation and the first cache fill do not count.
  await autocannon({ url, connections: 50, duration: 2 });
  const result = await autocannon({ url, connections: 50, duration: seconds, pipelining: 1 });
  const ok = result.non2xx === 0 && result.errors === 0;
  console.log(
    `${label.padEnd(30)} ${Math.round(result.requests.average).toString().padStart(7)} req/s  ` +
      `p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ${ok ? '' : `non-2xx ${result.non2xx} errors ${result.errors}`}`,
  );
}

async function serve(engine: 'sqlite' | 'postgres'): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-api-bench-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_READ_PER_MINUTE: '100000000' });
  let dropSchema = async () => {};
  if (engine === 'postgres') {
    const schema = `bench_${process.pid}`;
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(`create schema if not exists ${schema}`);
    await client.end();
    config.database = { kind: 'postgres', url: postgresUrl, schema };
    dropSchema = async () => {
      const dropper = new pg.Client({ connectionString: postgresUrl });
      await dropper.connect();
      await dropper.query(`drop schema ${schema} cascade`);
      await dropper.end();
    };
  }
  const app = await buildApp({ config, logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`${base}\n`);
  process.stdin.resume();
  await once(process.stdin, 'end');
  await app.close();
  await dropSchema();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function bench(engine: 'sqlite' | 'postgres'): Promise<void> {
  const server = spawn(process.execPath, [...process.execArgv, process.argv[1]!, '--serve', engine], { stdio: ['pipe', 'pipe', 'inherit'] });
  try {
    const [line] = (await once(server.stdout, 'data')) as [Buffer];
    const base = line.toString().trim();
    const list = (await (await fetch(`${base}/api/website/news/list?display=1&language=zh`)).json()) as {
      data: { items: Array<{ id: number }> };
    };
    await run(`${engine} news list`, `${base}/api/website/news/list?display=1&language=zh`);
    await run(`${engine} news info`, `${base}/api/website/news/info/${list.data.items[0]!.id}`);
  } finally {
    server.stdin.end();
    await once(server, 'exit');
  }
}

const serveIndex = process.argv.indexOf('--serve');
if (serveIndex > 0) {
  await serve(process.argv[serveIndex + 1] === 'postgres' ? 'postgres' : 'sqlite');
} else {
  console.log(`autocannon, 50 connections, ${seconds} s per run, ${os.cpus().length} cores, server in a child process`);
  await bench('sqlite');
  await bench('postgres');
}
