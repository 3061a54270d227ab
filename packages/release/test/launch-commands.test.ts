import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { openSiteDatabase, type Database } from '@site/api';
import { remoteNames, remoteRecord, type Registry } from '@site/federation';
import { createArticle, openNewsroom } from '@site/newsroom';
import { launchCommand } from '../src/launch/launch-commands.js';
import { openReleaseRecords } from '../src/records/release-records.js';
import { ReleaseError, type ReleaseContext } from '../src/release-context.js';
import { pagesArea, partsArea, storeVersion, testShell } from './store-fixtures.js';

const initial = Object.fromEntries(remoteNames.map((name) => [name, remoteRecord(name, '1.0.0')])) as Registry;
const copy = (title: string, contentHtml: string) => ({ title, description: title, cover: 'launch-w960-0123456789ab.jpg', contentHtml, authorName: 'Press office' });
const opened: Database[] = [];
afterAll(async () => {
  for (const database of opened) await database.close().catch(() => undefined);
});

/** A site with parts 1.0.0 live (/parts/d90) and 2.0.0 stored (it adds /parts/x1); content serves /news/:id. */
async function site() {
  const dir = mkdtempSync(join(tmpdir(), 'release-launch-'));
  const remotesDir = join(dir, 'remotes');
  const records = openReleaseRecords({ registryFile: join(dir, 'registry.json') });
  await records.seed(initial);
  for (const remote of remoteNames) storeVersion(remotesDir, remote, '1.0.0', 1, remote === 'content' ? { format: 1, remote, pages: [{ path: '/news/:id', module: 'news', pages: ['/news/:id'], sitemap: 'articles' }], entries: [] } : undefined);
  storeVersion(remotesDir, 'parts', '2.0.0', 2, partsArea(['d90', 'x1']));
  storeVersion(remotesDir, 'products', '2.0.0', 2, pagesArea('products', ['/parts/d90']));
  const checked: string[] = [];
  const ctx: ReleaseContext & { lines: string[] } = {
    repoRoot: '/nowhere',
    remotesDir,
    records,
    actor: 'rita',
    renderTimeoutMs: 3000,
    now: () => Date.UTC(2026, 10, 29, 8),
    print: (line) => ctx.lines.push(line),
    healthCheck: async ({ remote }) => (checked.push(remote), []),
    shellProvides: async () => testShell,
    lines: [],
  };
  const open = async () => {
    const database = await openSiteDatabase({ dataDir: dir });
    opened.push(database);
    return database;
  };
  const setUp = await open();
  await openNewsroom(setUp);
  await createArticle(setUp.db, 'x1-launch', { zh: copy('X1 发布', '<a href="/parts/x1">X1</a> <a href="/news/7">旧闻</a>'), en: copy('X1 launch', '<a href="/en/parts/x1">X1</a>') }, { homePage: false, actor: 'edna', now: 1 });
  await createArticle(setUp.db, 'zh-only', { zh: copy('只有中文', '<a href="/parts/x2">X2</a>') }, { homePage: false, actor: 'edna', now: 1 });
  const run = (args: string[], options = {}) => launchCommand(ctx, args, options, open);
  return { ctx, run, checked };
}

describe('npm run release -- launch', () => {
  test('create prints the id last; add takes area versions and articles; preflight passes when every member may go live', async () => {
    const { ctx, run, checked } = await site();
    await run(['create', 'X1', 'launch']);
    expect(ctx.lines).toEqual(['created launch 1: X1 launch', '1']);
    await run(['add', '1', '2.0.0'], { area: 'parts', canary: '30' });
    await run(['add', '1'], { article: 'x1-launch', pin: true });
    ctx.lines.length = 0;
    await run(['preflight', '1']);
    expect(ctx.lines).toEqual(['checking parts 2.0.0 ...', 'launch 1 (X1 launch) may go live: every member passed']);
    expect(checked).toEqual(['parts']);
    ctx.lines.length = 0;
    await run(['list']);
    expect(ctx.lines).toEqual(['1  X1 launch  draft, when someone presses Go', '    parts 2.0.0  canary 30%  (rita)', '    article x1-launch  zh + en, pinned  (rita)']);
  });

  test('preflight exits 1 naming each member and reason: a link to a page no version serves, a missing English copy, a version the gate refuses', async () => {
    const { ctx, run } = await site();
    await run(['create', 'Broken']);
    await run(['add', '1'], { article: 'x1-launch' });
    await run(['add', '1'], { article: 'zh-only' });
    await run(['add', '1', '2.0.0'], { area: 'products' });
    ctx.lines.length = 0;
    await expect(run(['preflight', '1'])).rejects.toThrow(new ReleaseError('launch 1 (Broken) is blocked: 5 reasons above', 'refused'));
    // Members in the order they joined (here at one moment: by name).
    expect(ctx.lines).toEqual([
      "  blocked: products 2.0.0: products 2.0.0 cannot go live: /parts/d90 is inside /parts, the parts area's",
      "  blocked: article x1-launch: its Chinese copy links to /parts/x1, which neither the live site nor the launch's area versions serve",
      "  blocked: article x1-launch: its English copy links to /parts/x1, which neither the live site nor the launch's area versions serve",
      "  blocked: article zh-only: its Chinese copy links to /parts/x2, which neither the live site nor the launch's area versions serve",
      '  blocked: article zh-only: it has no English copy (add it, or make the article Chinese only)',
    ]);
  });

  test('refuses what it cannot hold: an unknown article or launch, a second kind of member at once, a bad share', async () => {
    const { run } = await site();
    await run(['create', 'Refusals']);
    await expect(run(['add', '1'], { article: 'nothing' })).rejects.toThrow('there is no article nothing');
    await expect(run(['add', '9', '2.0.0'], { area: 'parts' })).rejects.toThrow('there is no launch 9');
    await expect(run(['add', '1', '2.0.0'], { area: 'parts', article: 'x1-launch' })).rejects.toThrow('add an area version (--area <remote> <V>) or an article (--article <slug>)');
    await expect(run(['add', '1', '2.0.0'], { area: 'parts', canary: '0' })).rejects.toThrow('from 1 to 99');
    await expect(run(['add', '1'], { article: 'x1-launch', only: 'fr' })).rejects.toThrow('--only takes zh or en');
    await expect(run(['preflight', 'x'])).rejects.toThrow('name the launch by its id');
  });
});
