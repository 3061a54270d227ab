// `npm run bench:integrity [-- --rounds 15]`: what checking the recorded hashes costs a server's cold
// load of the areas. Serves the built site (`npm run build` first) on BENCH_INTEGRITY_PORT (3304),
// then, in alternating rounds, fetches every Node file of every live area version as a cold server
// would, once as they are (`fetch`, then the text) and once through the site's own check
// (shell/src/federation/version-integrity.ts, loaded afresh each round: the file list read and
// checked, every file hashed and compared). Prints the median and p75 of each and the difference.
// Every Node file is an upper bound: a server loads the chunks of the pages it renders.
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { startBuiltSite } from './built-site';

type Integrity = typeof import('../shell/src/federation/version-integrity');
interface ServedRecord {
  version: string;
  node: string;
  integrity?: { webEntry: string; files: string };
}

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '15' } } });
const rounds = Number(values.rounds);
const origin = await startBuiltSite(Number(process.env.BENCH_INTEGRITY_PORT ?? 3304));
const { remotes } = (await (await fetch(`${origin}/registry.json`)).json()) as { remotes: Record<string, ServedRecord> };

// The files a cold server fetches: each version's Node build, named by its file list.
const versions = Object.values(remotes).map((record) => ({ ...record, node: new URL(record.node, origin).href }));
if (versions.some((record) => !record.integrity)) throw new Error('a live version has no recorded hashes: start from a fresh store (npm run build)');
const folders = versions.map((record) => record.node.replace(/node\/remoteEntry\.js$/, ''));
const lists = await Promise.all(folders.map(async (folder) => (await (await fetch(`${folder}integrity.json`)).json()) as Record<string, string>));
const urls = lists.flatMap((list, index) => Object.keys(list).filter((path) => path.startsWith('node/') && path.endsWith('.js')).map((path) => folders[index] + path));

async function plain(): Promise<number> {
  const started = performance.now();
  await Promise.all(urls.map(async (url) => (await fetch(url)).text()));
  return performance.now() - started;
}

async function checked(round: number): Promise<number> {
  const check = (await import(`${pathToFileURL(resolve(import.meta.dirname, '../shell/src/federation/version-integrity.ts')).href}?round=${round}`)) as Integrity;
  for (const record of versions) check.expectIntegrity({ ...record, web: record.node }, 'node');
  const started = performance.now();
  await Promise.all(urls.map(async (url) => (await check.verifiedFetch(url)).text()));
  return performance.now() - started;
}

const times = { plain: [] as number[], checked: [] as number[] };
await plain();
for (let round = 0; round < rounds; round++) {
  times.plain.push(await plain());
  times.checked.push(await checked(round));
}
const quantile = (list: number[], q: number) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))]!;
const bytes = (await Promise.all(urls.map(async (url) => (await (await fetch(url)).arrayBuffer()).byteLength))).reduce((sum, size) => sum + size, 0);
console.log(`${versions.length} area versions, ${urls.length} Node files, ${(bytes / 1024 / 1024).toFixed(2)} MB; ${rounds} rounds each`);
for (const [name, list] of Object.entries(times)) console.log(`${name.padEnd(8)} median ${quantile(list, 0.5).toFixed(1)} ms, p75 ${quantile(list, 0.75).toFixed(1)} ms`);
console.log(`the check adds ${(quantile(times.checked, 0.5) - quantile(times.plain, 0.5)).toFixed(1)} ms (median) to a cold load of every Node file`);
process.exit(0);
