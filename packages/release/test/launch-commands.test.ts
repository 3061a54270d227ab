import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { openSiteDatabase, type Database } from '@site/api';
import { remoteNames, remoteRecord, type Registry } from '@site/federation';
import { createArticle, openNewsroom, publishArticle, saveArticle } from '@site/newsroom';
import { listNews, overlayList } from '@site/api/testing';
import { launchesServed } from '@site/federation';
import { findLaunch, launchEvents } from '@site/launches';
import { sql } from 'kysely';
import { goLive } from '../src/launch/launch-moment.js';
import { momentDeps } from '../src/launch/launch-commands.js';
import { startLaunchScheduler } from '../src/launch/launch-scheduler.js';
import { launchCommand } from '../src/launch/launch-commands.js';
import { createLaunchPreviews } from '../src/serving/launch-previews.js';
import { openReleaseRecords } from '../src/records/release-records.js';
import { ReleaseError, type ReleaseContext } from '../src/release-context.js';
import { pagesArea, partsArea, storeVersion, testShell } from './store-fixtures.js';

// One process: nothing to wait for between the launch's articles and its registry write.
process.env.LAUNCH_SETTLE_MS = '0';
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
  const run = (args: string[], options = {}) => launchCommand(ctx, args, options, open, 'https://site.example');
  return { ctx, run, checked, records, db: setUp.db };
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

/** The titles of the English list a visit served `registry` sees (the API's query, with the launches the registry says it sees). */
async function englishTitles(db: Database['db'], records: ReturnType<typeof openReleaseRecords>, registry?: (site: Registry) => Registry) {
  const site = (await records.readSite())!;
  const seen = launchesServed(site.launches, registry ? registry(site.registry) : site.registry);
  return (await listNews(db, { language: 'en', display: 1, launches: seen })).map((row) => `${row.title}${row.top ? ' (pinned)' : ''}`);
}

/**
 * Launch 1, X1: parts 2.0.0, the new article x1-launch pinned, and old-news, on the site, whose
 * English copy was updated since (the launch republishes it).
 */
async function launchX1(run: (args: string[], options?: object) => Promise<void>, db: Database['db']) {
  await createArticle(db, 'old-news', { zh: copy('旧闻', '<p>旧</p>'), en: copy('Old news', '<p>old</p>') }, { homePage: false, actor: 'edna', now: 1 });
  await publishArticle(db, 'old-news', ['zh', 'en'], 'edna', 2);
  await saveArticle(db, 'old-news', { en: copy('Old news, updated for X1', '<a href="/en/parts/x1">X1</a>') }, { actor: 'edna', now: 3 });
  await run(['create', 'X1']);
  await run(['add', '1', '2.0.0'], { area: 'parts' });
  await run(['add', '1'], { article: 'x1-launch', pin: true });
  await run(['add', '1'], { article: 'old-news' });
}

describe('a launch is previewed as one', () => {
  test('its link shows its area version and its articles as it will publish them (pinned, an update in place), to the link alone; a forged or expired link shows nothing', async () => {
    const { ctx, run, records, db } = await site();
    await launchX1(run, db);
    ctx.lines.length = 0;
    await run(['preview', '1']);
    expect(ctx.lines[0]).toBe('preview of launch 1 (X1) until 2026-11-30T08:00:00.000Z, as it stands when opened; the badge\'s exit link ends it. Open:');
    const link = /^  https:\/\/site\.example\/preview\/launch\/(\S+)$/.exec(ctx.lines[1]!);
    expect(ctx.lines[2]).toBe(`${ctx.lines[1]}?lang=en`);
    const token = link![1]!;

    let now = ctx.now();
    // The fixtures' versions have no Node build: the store is asked, and says it holds 2.0.0.
    const store = { has: (_remote: string, version: string) => version === '2.0.0', integrity: () => undefined };
    const previews = createLaunchPreviews({ db: () => db, store, clock: () => now });
    const preview = (await previews.check(token))!;
    expect(preview.launch).toEqual({ id: 1, name: 'X1' });
    expect(preview.areas).toEqual([{ remote: 'parts', version: '2.0.0' }]);
    expect(preview.records.parts?.version).toBe('2.0.0');
    const titles = async (rows: Awaited<ReturnType<typeof listNews>>) => rows.map((row) => `${row.title}${row.top ? ' (pinned)' : ''}`);
    expect(await titles(overlayList(await listNews(db, { language: 'en', display: 1 }), preview.news, { language: 'en' }))).toEqual(['X1 launch (pinned)', 'Old news, updated for X1']);
    expect(await titles(overlayList(await listNews(db, { language: 'zh', display: 1 }), preview.news, { language: 'zh' }))).toEqual(['X1 发布 (pinned)', '旧闻']);
    // The site itself shows none of it.
    expect(await englishTitles(db, records)).toEqual(['Old news']);
    expect((await records.read())!.parts.version).toBe('1.0.0');

    // Every other spelling of its signature is refused: another last character, and those differing
    // only in its two spare bits (base64url decodes them to the same bytes).
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(token.at(-1)!);
    for (const other of [last ^ 1, last ^ 2, last ^ 3, last ^ 16]) expect(await previews.check(token.slice(0, -1) + alphabet[other])).toBeUndefined();
    expect(await previews.check(token.replace(/^1\./, '2.'))).toBeUndefined();
    now += 24 * 3600_000 + 1;
    expect(await createLaunchPreviews({ db: () => db, store, clock: () => now }).check(token)).toBeUndefined();
  });
});

describe('a launch goes live and is reverted as one', () => {
  test('go: the area version, the new article (pinned) and the republished one together; revert: all as before; it may go again', async () => {
    const { ctx, run, records, db } = await site();
    await launchX1(run, db);
    expect(await englishTitles(db, records)).toEqual(['Old news']);
    ctx.lines.length = 0;
    await run(['go', '1']);
    expect(ctx.lines.at(-1)).toBe('launch 1 (X1) is live: 3 members');
    const live = (await records.readSite())!;
    expect(live.registry.parts.version).toBe('2.0.0');
    expect(live.launches).toEqual([{ id: 1, cohort: [] }]);
    expect(await englishTitles(db, records)).toEqual(['X1 launch (pinned)', 'Old news, updated for X1']);
    // A registry without the launch (an instance not yet told) shows none of it.
    expect((await listNews(db, { language: 'en', display: 1 })).map((row) => row.title)).toEqual(['Old news, updated for X1']);
    expect((await records.events()).filter((entry) => entry.check === 'passed: launch 1 (X1)').map((entry) => `${entry.action} ${entry.remote} ${entry.from} -> ${entry.to}`)).toEqual(['activate parts 1.0.0 -> 2.0.0']);
    await expect(run(['go', '1'])).rejects.toThrow('launch 1 (X1) is live');

    ctx.lines.length = 0;
    await run(['revert', '1']);
    expect(ctx.lines).toEqual(['launch 1 (X1) reverted: its areas and articles are as before it went live']);
    expect(await records.readSite()).toEqual({ registry: initial, launches: [] });
    expect(await englishTitles(db, records)).toEqual(['Old news']);
    expect((await findLaunch(db, 1))!.state).toBe('reverted');
    // The revert is undone by going live again.
    await run(['go', '1']);
    expect(await englishTitles(db, records)).toEqual(['X1 launch (pinned)', 'Old news, updated for X1']);
    expect((await launchEvents(db, 1)).map((entry) => entry.kind)).toEqual(['create', 'add', 'add', 'add', 'going', 'live', 'revert', 'going', 'live']);
  });

  test('with its area as a canary, its article is the canary cohort\'s; when the guard ends the canary the launch is reverted', async () => {
    const { ctx, run, records, db } = await site();
    await run(['create', 'X1 canary']);
    await run(['add', '1', '2.0.0'], { area: 'parts', canary: '30' });
    await run(['add', '1'], { article: 'x1-launch' });
    await run(['go', '1']);
    const canaryOf = (registry: Registry) => ({ ...registry, parts: registry.parts.canary! });
    expect(await englishTitles(db, records)).toEqual([]);
    expect(await englishTitles(db, records, canaryOf)).toEqual(['X1 launch']);
    await records.endCanary('parts', '2.0.0', { at: 1, actor: 'site guard', remote: 'parts', action: 'abort', from: '2.0.0', to: '1.0.0', check: 'failed: errors' });
    expect((await records.readSite())!.launches).toEqual([]);
    const reverted = new Promise<{ id: number; did: string }>((resolve) => {
      const stop = startLaunchScheduler({ deps: (actor) => momentDeps({ ...ctx, actor }, db), onError: (error) => { throw error; }, onDone: (what) => (stop(), resolve(what)) });
    });
    expect(await reverted).toEqual({ id: 1, did: 'reverted' });
    expect((await findLaunch(db, 1))!.state).toBe('reverted');
    expect((await launchEvents(db, 1)).at(-1)).toMatchObject({ actor: 'launch schedule', kind: 'revert', detail: 'a canary it went live with ended (the guard, or a rollback)' });
    expect((await listNews(db, { language: 'en', display: 1, launches: [1] })).map((row) => row.title)).toEqual([]);
  });

  test('at its time it goes live once, however many schedulers run; a blocked launch becomes an alert at its time', async () => {
    const { ctx, run, records, db } = await site();
    await run(['create', 'X1 at eight']);
    await run(['add', '1', '2.0.0'], { area: 'parts' });
    await run(['add', '1'], { article: 'x1-launch' });
    await run(['schedule', '1'], { at: new Date(ctx.now() + 5_000).toISOString().replace('.000Z', '+00:00') });
    expect(ctx.lines.at(-1)).toBe('launch 1 goes live at 2026-11-29T08:00:05.000Z (2026-11-29 16:00:05 Asia/Shanghai)');
    await run(['create', 'Blocked']);
    await run(['add', '2'], { article: 'zh-only' });
    await run(['schedule', '2'], { at: new Date(ctx.now() + 5_000).toISOString() });
    const done: string[] = [];
    const errors: unknown[] = [];
    // Two back offices, each waiting out the last five seconds in no time.
    const stops = [1, 2].map((n) =>
      startLaunchScheduler({ deps: (actor) => ({ ...momentDeps({ ...ctx, actor: `${actor} ${n}` }, db), sleep: async () => undefined }), onError: (error) => errors.push(error), onDone: (what) => done.push(`${what.id} ${what.did}`), intervalMs: 20 }),
    );
    await expect.poll(async () => (await findLaunch(db, 2))!.alert, { timeout: 5000 }).toMatch(/^blocked: article zh-only: its Chinese copy links to \/parts\/x2/);
    await expect.poll(async () => (await findLaunch(db, 1))!.state, { timeout: 5000 }).toBe('live');
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const stop of stops) stop();
    expect(done).toEqual(['1 live']);
    expect((await launchEvents(db, 1)).filter((entry) => entry.kind === 'live')).toHaveLength(1);
    expect((await launchEvents(db, 2)).filter((entry) => entry.kind === 'alert')).toHaveLength(1);
    expect((await findLaunch(db, 2))!.state).toBe('scheduled');
    expect((await records.read())!.parts.version).toBe('2.0.0');
    // Two presses of Go at once: one takes it live, the other is told.
    await createArticle(db, 'second', { zh: copy('第二', '<p>二</p>'), en: copy('Second', '<p>two</p>') }, { homePage: false, actor: 'edna', now: 1 });
    await run(['create', 'Twice']);
    await run(['add', '3'], { article: 'second' });
    const presses = await Promise.allSettled([goLive(momentDeps(ctx, db), 3, 'go'), goLive(momentDeps(ctx, db), 3, 'go')]);
    expect(presses.filter((press) => press.status === 'fulfilled' && press.value === true)).toHaveLength(1);
    expect((await launchEvents(db, 3)).filter((entry) => entry.kind === 'live')).toHaveLength(1);
    expect(errors.every((error) => error instanceof ReleaseError)).toBe(true);
  });
});

test('a moment whose process died is finished by the registry\'s word: not switched, the launch waits again; switched, it is live', async () => {
  const { ctx, run, records, db } = await site();
  await run(['create', 'Cut short']);
  await run(['add', '1'], { article: 'x1-launch' });
  await run(['create', 'Switched']);
  await run(['add', '2', '2.0.0'], { area: 'parts' });
  // Two moments begun two minutes ago and never ended; the second one's registry write was made.
  await sql`UPDATE launch SET state = 'going', updated_at = ${ctx.now() - 120_000}`.execute(db);
  await records.switchLaunch({ records: {}, launch: { go: { id: 2, cohort: [] } } }, []);
  const stop = startLaunchScheduler({ deps: (actor) => momentDeps({ ...ctx, actor }, db), onError: (error) => { throw error; } });
  await expect.poll(async () => [(await findLaunch(db, 1))!.state, (await findLaunch(db, 2))!.state]).toEqual(['draft', 'live']);
  stop();
  expect((await launchEvents(db, 1)).at(-1)).toMatchObject({ kind: 'interrupted', detail: 'before its switch: nothing of it went live' });
  expect((await findLaunch(db, 2))!.alert).toMatch(/^interrupted after its switch/);
});
