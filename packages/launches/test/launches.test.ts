import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openTestStore, type Database, type Engine } from '@site/api/testing';
import type { AreaManifest } from '@site/federation/area-manifest';
import { createArticle, openNewsroom, saveArticle } from '@site/newsroom';
import { servesPage, sitePagesLinked } from '../src/launch-links.js';
import { preflight, type PreflightFacts } from '../src/launch-preflight.js';
import { addAreaMember, addArticleMember, articleFacts, createLaunch, findLaunch, launchEvents, LaunchError, listLaunches, removeMember } from '../src/launch-repository.js';
import { openLaunches } from '../src/launch-store.js';

const start = Date.UTC(2026, 10, 29, 8);
const copy = (title: string, body: string) => ({ title, description: `${title} in short`, cover: 'launch-w960-0123456789ab.jpg', contentHtml: body, authorName: 'Press office' });

const live: AreaManifest[] = [
  { format: 1, remote: 'parts', pages: [{ path: '/parts/:slug', module: 'part', pages: ['/parts/d90', '/parts/h60'], sitemap: true }], entries: [] },
  { format: 1, remote: 'content', pages: [{ path: '/', module: 'home' }, { path: '/news/:id', module: 'news-detail', pages: ['/news/:id'], sitemap: 'articles' }], entries: [] },
];
const launched: AreaManifest = { format: 1, remote: 'parts', pages: [{ path: '/parts/:slug', module: 'part', pages: ['/parts/d90', '/parts/h60', '/parts/x1'], sitemap: true }], entries: [] };

describe('the pages an article links to', () => {
  it('are the site paths of its links, in the Chinese form, without query, fragment or trailing slash', () => {
    const html = '<p><a href="/en/parts/x1?from=news#specs">X1</a> <a href=\'/parts/d90/\'>D90</a> <a href="https://example.com/parts/zz">elsewhere</a> <a href="//cdn.example.com/a">cdn</a> <a href="mailto:a@b.c">mail</a> <a href="#top">top</a> <a href="/en">home</a></p>';
    expect(sitePagesLinked(html).sort()).toEqual(['/', '/parts/d90', '/parts/x1']);
  });

  it('are served when a page without parameters, a listed page or an article page matches', () => {
    expect(servesPage(live, '/parts/d90')).toBe(true);
    expect(servesPage(live, '/news/42')).toBe(true);
    expect(servesPage(live, '/')).toBe(true);
    expect(servesPage(live, '/parts/x1')).toBe(false);
    expect(servesPage([...live, launched], '/parts/x1')).toBe(true);
    expect(servesPage(live, '/news/42/more')).toBe(false);
  });
});

describe('the preflight', () => {
  const facts = (articles: Record<string, { zh?: string; en?: string; revisions?: { zh?: number; en?: number } }>, problems: Record<string, string> = {}): PreflightFacts => ({
    async article(slug) {
      const found = articles[slug];
      if (!found) return undefined;
      const html = Object.fromEntries(Object.entries({ zh: found.zh, en: found.en }).filter(([, text]) => text !== undefined)) as { zh?: string; en?: string };
      return { html, latestRevisions: found.revisions ?? { zh: 1, en: 2 } };
    },
    serves: (path) => servesPage([...live, launched], path),
    areaProblem: async (member) => problems[`${member.remote} ${member.version}`],
  });
  const launch = (members: Parameters<typeof preflight>[0]['members']) => ({ id: 1, name: 'X1 launch', state: 'draft' as const, at: null, createdAt: start, createdBy: 'rm', members, updatedAt: start, liveAt: null, revertedAt: null, alert: '' });
  const article = (slug: string, languages: 'both' | 'zh' | 'en' = 'both', joinedRevisions = { zh: 1, en: 2 }) => ({ kind: 'article' as const, slug, languages, pinned: true, homePage: false, joinedAt: start, joinedBy: 'ed', joinedRevisions });
  const area = { kind: 'area' as const, remote: 'parts' as const, version: '1.4.0', plan: { kind: 'activate' as const }, joinedAt: start, joinedBy: 'rm' };

  it('lets a launch go whose article links only to pages the site or the launch serves', async () => {
    expect(await preflight(launch([area, article('x1')]), facts({ x1: { zh: '<a href="/parts/x1">X1</a>', en: '<a href="/en/parts/x1">X1</a>' } }))).toEqual([]);
  });

  it('names the member and the reason: a missing language, a link nothing serves, a failing area, an edit after joining, an unknown article, no members', async () => {
    const blocks = await preflight(
      launch([area, article('x1'), article('zh-only', 'zh'), article('edited'), article('gone')]),
      facts(
        {
          x1: { zh: '<a href="/parts/x2">X2</a>' },
          'zh-only': { zh: '<p>只有中文</p>' },
          edited: { zh: '<p>a</p>', en: '<p>b</p>', revisions: { zh: 1, en: 7 } },
        },
        { 'parts 1.4.0': 'the compatibility gate: react 20.0.0 where the shell provides 19.3.1' },
      ),
    );
    expect(blocks.map((block) => [block.member, block.reason])).toEqual([
      ['parts 1.4.0', 'area-check'],
      ['article x1', 'unserved-link'],
      ['article x1', 'missing-language'],
      ['article edited', 'edited-after-joining'],
      ['article gone', 'missing-article'],
    ]);
    expect(blocks.find((block) => block.reason === 'unserved-link')!.line).toBe("article x1: its Chinese copy links to /parts/x2, which neither the live site nor the launch's area versions serve");
    expect(blocks.find((block) => block.reason === 'missing-language')!.line).toBe('article x1: it has no English copy (add it, or make the article Chinese only)');
    expect((await preflight(launch([]), facts({}))).map((block) => block.reason)).toEqual(['empty']);
  });
});

describe.each<Engine>(['sqlite', 'postgres'])('launches on %s', (engine) => {
  let database: Database;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ database, cleanup } = await openTestStore(engine));
    await migrateToLatest(database);
    await openNewsroom(database);
    await openLaunches(database);
    await openLaunches(database);
  });
  afterAll(() => cleanup());

  it('holds area versions and articles with how each goes live, records who did what, and refuses what is not there', async () => {
    const { db } = database;
    await createArticle(db, 'x1-launch', { zh: copy('X1 发布', '<a href="/parts/x1">X1</a>'), en: copy('X1 launch', '<a href="/en/parts/x1">X1</a>') }, { homePage: false, actor: 'edna', now: start });
    const id = await createLaunch(db, '  X1 launch  ', 'rita', start + 1);
    await addAreaMember(db, id, 'parts', '1.4.0', { kind: 'canary', percent: 30 }, 'rita', start + 2);
    await addArticleMember(db, id, 'x1-launch', { pinned: true }, 'edna', start + 3);
    const launch = (await findLaunch(db, id))!;
    expect(launch).toMatchObject({ name: 'X1 launch', state: 'draft', at: null, createdBy: 'rita' });
    expect(launch.members).toEqual([
      { kind: 'area', remote: 'parts', version: '1.4.0', plan: { kind: 'canary', percent: 30 }, joinedAt: start + 2, joinedBy: 'rita' },
      { kind: 'article', slug: 'x1-launch', languages: 'both', pinned: true, homePage: false, joinedAt: start + 3, joinedBy: 'edna', joinedRevisions: expect.objectContaining({ zh: expect.any(Number), en: expect.any(Number) }) },
    ]);
    expect((await listLaunches(db)).map((each) => each.id)).toContain(id);

    // The same area again replaces its version; an article edited after joining is flagged by the preflight until it joins again.
    await addAreaMember(db, id, 'parts', '1.4.1', { kind: 'activate' }, 'rita', start + 4);
    expect((await findLaunch(db, id))!.members.filter((member) => member.kind === 'area')).toEqual([expect.objectContaining({ version: '1.4.1', plan: { kind: 'activate' } })]);
    await saveArticle(db, 'x1-launch', { en: copy('X1 launch', '<a href="/en/parts/x1">X1, now</a>') }, { actor: 'edna', now: start + 5 });
    const facts: PreflightFacts = { article: (slug) => articleFacts(db, slug), serves: (path) => servesPage([...live, launched], path), areaProblem: async () => undefined };
    expect((await preflight((await findLaunch(db, id))!, facts)).map((block) => block.line)).toEqual(['article x1-launch: its English copy was edited after it joined the launch: review it again']);
    await addArticleMember(db, id, 'x1-launch', { pinned: true }, 'edna', start + 6);
    expect(await preflight((await findLaunch(db, id))!, facts)).toEqual([]);

    await expect(addArticleMember(db, id, 'no-such-article', {}, 'edna', start)).rejects.toThrow(LaunchError);
    await expect(addAreaMember(db, id, 'nowhere', '1.0.0', { kind: 'activate' }, 'rita', start)).rejects.toThrow('nowhere is not an area');
    await expect(addAreaMember(db, id, 'parts', '1.0.0', { kind: 'canary', percent: 100 }, 'rita', start)).rejects.toThrow('from 1 to 99');
    await expect(addAreaMember(db, 999_999, 'parts', '1.0.0', { kind: 'activate' }, 'rita', start)).rejects.toThrow('there is no launch 999999');
    await expect(createLaunch(db, '   ', 'rita', start)).rejects.toThrow('a name of 1 to 120 characters');

    await removeMember(db, id, 'area', 'parts', 'rita', start + 7);
    await expect(removeMember(db, id, 'area', 'parts', 'rita', start + 8)).rejects.toThrow('has no area parts');
    expect((await launchEvents(db, id)).map((event) => `${event.actor} ${event.kind} ${event.detail}`)).toEqual([
      'rita create X1 launch',
      'rita add parts 1.4.0',
      'edna add article x1-launch',
      'rita add parts 1.4.1',
      'edna add article x1-launch',
      'rita remove area parts',
    ]);
  });
});
