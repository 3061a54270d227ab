import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedNews } from '@site/api';
import { insertNewsRow, listNews, listNewsForSitemap, migrateToLatest, NewsPreviews, openTestStore, readNewsVersion, resolveNewsArticle, type Database, type Engine } from '@site/api/testing';
import { sql } from 'kysely';
import { noteGone, noteHere } from '../src/article-presence.js';
import { startNewsScheduler } from '../src/news-scheduler.js';
import { openNewsroom } from '../src/newsroom-store.js';
import {
  createArticle,
  findArticle,
  findRevisionById,
  latestRevisions,
  listArticles,
  listRevisions,
  pinArticle,
  publishArticle,
  publishDue,
  currentSlug,
  liveRevisions,
  renameArticle,
  restoreRevision,
  saveArticle,
  scheduleArticle,
  unpublishArticle,
} from '../src/newsroom-repository.js';
import type { ArticleCopy } from '../src/newsroom-types.js';

const start = Date.UTC(2026, 10, 27, 8);
const copy = (title: string, body = '<p>Body</p>'): ArticleCopy => ({ title, description: `${title} in short`, cover: 'launch-w960-0123456789ab.jpg', contentHtml: body, authorName: 'Press office' });

describe.each<Engine>(['sqlite', 'postgres'])('the newsroom on %s', (engine) => {
  let database: Database;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ database, cleanup } = await openTestStore(engine));
    await migrateToLatest(database);
    await openNewsroom(database);
  });
  afterAll(() => cleanup());

  it('creates an article as hidden drafts with ids, saves versions, tells the pair status by edit time', async () => {
    const { db } = database;
    await createArticle(db, 'z1-launch', { zh: copy('Z1 发布'), en: copy('Z1 launch') }, { homePage: true, actor: 'edna', now: start });
    let article = (await findArticle(db, 'z1-launch'))!;
    expect(article.languages.zh).toMatchObject({ state: 'draft', updatedBy: 'edna', homePage: true });
    expect(article.languages.en.id).toBeGreaterThan(0);
    // One article: both languages' pages have its id.
    expect(article.languages.zh.id).toBe(article.languages.en.id);
    expect(article.pair).toEqual({ kind: 'ok' });
    expect(await listNews(db, { language: 'en', display: 1 })).toEqual([]);

    // Only the Chinese body changes: the English copy is now the older one.
    const { saved } = await saveArticle(db, 'z1-launch', { zh: copy('Z1 发布', '<p>新的正文</p>'), en: copy('Z1 launch') }, { actor: 'edna', now: start + 1000 });
    expect(saved).toEqual(['zh']);
    article = (await findArticle(db, 'z1-launch'))!;
    expect(article.pair).toEqual({ kind: 'older', language: 'en' });
    expect((await listRevisions(db, 'z1-launch')).map((revision) => revision.language)).toEqual(['zh', 'en', 'zh']);

    // A poisoned body is stored sanitized.
    await saveArticle(db, 'z1-launch', { en: copy('Z1 launch', '<p>Hi<script>alert(1)</script><img src=x onerror="alert(2)"></p>') }, { actor: 'edna', now: start + 2000 });
    const stored = (await findArticle(db, 'z1-launch'))!.languages.en.copy!.contentHtml;
    expect(stored).not.toMatch(/script|onerror|alert/);
    expect((await findArticle(db, 'z1-launch'))!.pair).toEqual({ kind: 'older', language: 'zh' });

    await createArticle(db, 'only-zh', { zh: copy('只有中文') }, { homePage: false, actor: 'edna', now: start });
    expect((await findArticle(db, 'only-zh'))!.pair).toEqual({ kind: 'missing', language: 'en' });
    expect((await listArticles(db)).map((item) => item.slug)).toContain('only-zh');
  });

  it('publishes at once (the news version moves), unpublishes, pins', async () => {
    const { db } = database;
    const before = await readNewsVersion(db);
    expect(await publishArticle(db, 'z1-launch', ['zh', 'en'], 'edna', start + 5000)).toEqual(['zh', 'en']);
    expect(await readNewsVersion(db)).not.toBe(before);
    const article = (await findArticle(db, 'z1-launch'))!;
    expect(article.languages.en).toMatchObject({ state: 'published', publishedAt: start + 5000, changedSincePublish: false });
    const listed = await listNews(db, { language: 'en', display: 1, homePage: true });
    expect(listed.map((row) => row.title)).toEqual(['Z1 launch']);
    expect((await listNewsForSitemap(db)).filter((row) => row.slug === 'z1-launch')).toHaveLength(2);
    // An edit after publishing is the working copy's; the site keeps the published one.
    await saveArticle(db, 'z1-launch', { en: copy('Z1 launch, updated') }, { actor: 'edna', now: start + 6000 });
    expect((await findArticle(db, 'z1-launch'))!.languages.en.changedSincePublish).toBe(true);
    expect((await resolveNewsArticle(db, article.languages.en.id!, 'en'))!.copy!.title).toBe('Z1 launch');
    expect((await findRevisionById(db, (await latestRevisions(db, 'z1-launch')).en!))!.copy.title).toBe('Z1 launch, updated');

    await pinArticle(db, 'z1-launch', true, 'edna', start + 7000);
    expect((await listNews(db, { language: 'zh', display: 1 }))[0]).toMatchObject({ top: 1 });
    await unpublishArticle(db, 'z1-launch', ['en'], 'edna', start + 8000);
    expect((await findArticle(db, 'z1-launch'))!.languages.en.state).toBe('hidden');
    expect((await resolveNewsArticle(db, article.languages.en.id!, 'en'))!.copy).toBeUndefined();
  });

  it('publishes a scheduled article exactly once when due, even with many instances at once', async () => {
    const { db } = database;
    await createArticle(db, 'scheduled', { zh: copy('定时'), en: copy('Scheduled') }, { homePage: true, actor: 'edna', now: start });
    await expect(scheduleArticle(db, 'scheduled', ['zh', 'en'], start - 1, 'edna', start)).rejects.toThrow(/future/);
    await scheduleArticle(db, 'scheduled', ['zh', 'en'], start + 60_000, 'edna', start);
    expect((await findArticle(db, 'scheduled'))!.languages.zh).toMatchObject({ state: 'scheduled', scheduledAt: start + 60_000 });
    expect(await publishDue(db, start + 59_999)).toEqual([]);
    // Four instances look at the same moment: each copy is published by one of them.
    const rounds = await Promise.all([1, 2, 3, 4].map(() => publishDue(db, start + 60_500)));
    expect(rounds.flat().sort((a, b) => a.language.localeCompare(b.language))).toEqual([
      { slug: 'scheduled', language: 'en' },
      { slug: 'scheduled', language: 'zh' },
    ]);
    expect((await findArticle(db, 'scheduled'))!.languages.en).toMatchObject({ state: 'published', scheduledAt: null });
  });

  it('publishes at start what fell due while no instance ran (a restart that spans its time)', async () => {
    const { db } = database;
    await createArticle(db, 'overnight', { zh: copy('夜间'), en: copy('Overnight') }, { homePage: true, actor: 'edna', now: start });
    await scheduleArticle(db, 'overnight', ['en'], start + 3600_000, 'edna', start);
    const published: string[] = [];
    const stop = startNewsScheduler({ db, clock: () => start + 5 * 3600_000, onPublished: (items) => published.push(...items.map((item) => `${item.slug} ${item.language}`)), onError: (error) => { throw error; } });
    try {
      await expect.poll(() => published).toEqual(['overnight en']);
      expect((await findArticle(db, 'overnight'))!.languages.en.state).toBe('published');
    } finally {
      stop();
    }
  });

  it('merges a save made from an older copy with the saves since, field by field, and refuses a field both changed', async () => {
    const { db } = database;
    await createArticle(db, 'two-editors', { zh: copy('两位编辑'), en: copy('Two editors') }, { homePage: false, actor: 'edna', now: start });
    const loaded = (await findArticle(db, 'two-editors'))!.languages.en;
    const base = { updatedAt: loaded.updatedAt!, copy: loaded.copy! };
    // Ann saves a new title; Bob, from the same copy, a new summary: both survive.
    await saveArticle(db, 'two-editors', { en: { ...base.copy, title: 'Two editors, one article' } }, { actor: 'ann', now: start + 1000, base: { en: base } });
    const bob = await saveArticle(db, 'two-editors', { en: { ...base.copy, description: 'Nothing lost' } }, { actor: 'bob', now: start + 2000, base: { en: base } });
    expect(bob).toEqual({ saved: ['en'], merged: { en: ['title'] } });
    expect((await findArticle(db, 'two-editors'))!.languages.en.copy).toMatchObject({ title: 'Two editors, one article', description: 'Nothing lost' });
    // Carl, also from that first copy, changes the title too: refused with both versions, nothing saved.
    const carl = saveArticle(db, 'two-editors', { en: { ...base.copy, title: 'Carl’s title', authorName: 'Carl' } }, { actor: 'carl', now: start + 3000, base: { en: base } });
    await expect(carl).rejects.toMatchObject({ code: 'NEWS.CONFLICT', conflicts: [{ language: 'en', field: 'title', mine: 'Carl’s title', theirs: 'Two editors, one article' }] });
    expect((await findArticle(db, 'two-editors'))!.languages.en.copy).toMatchObject({ title: 'Two editors, one article', authorName: 'Press office' });
  });

  it('keeps one autosave version per editor and ten minutes, but never rewrites the version the site shows', async () => {
    const { db } = database;
    await createArticle(db, 'autosaved', { en: copy('Autosaved') }, { homePage: false, actor: 'edna', now: start });
    const versions = async () => (await listRevisions(db, 'autosaved')).filter((revision) => revision.language === 'en');
    await saveArticle(db, 'autosaved', { en: copy('Autosaved, 1') }, { actor: 'edna', now: start + 1000, autosave: true });
    await saveArticle(db, 'autosaved', { en: copy('Autosaved, 2') }, { actor: 'edna', now: start + 5000, autosave: true });
    expect((await versions()).map((revision) => [revision.title, revision.note])).toEqual([['Autosaved, 2', 'autosave'], ['Autosaved', '']]);
    await publishArticle(db, 'autosaved', ['en'], 'edna', start + 6000);
    const live = await liveRevisions(db, 'autosaved');
    expect(live.en).toBe((await versions())[0]!.id);
    // Typing on after publishing: a new version; the live one stays as published.
    await saveArticle(db, 'autosaved', { en: copy('Autosaved, 3') }, { actor: 'edna', now: start + 7000, autosave: true });
    expect((await versions()).map((revision) => revision.title)).toEqual(['Autosaved, 3', 'Autosaved, 2', 'Autosaved']);
    expect((await liveRevisions(db, 'autosaved')).en).toBe(live.en);
    // Eleven minutes later, or another editor: a version of its own.
    await saveArticle(db, 'autosaved', { en: copy('Autosaved, 4') }, { actor: 'edna', now: start + 7000 + 11 * 60_000, autosave: true });
    await saveArticle(db, 'autosaved', { en: copy('Autosaved, 5') }, { actor: 'ann', now: start + 7000 + 11 * 60_000 + 1000, autosave: true });
    expect(await versions()).toHaveLength(5);
  });

  it('renames an article: its versions follow, and the old slug still finds it', async () => {
    const { db } = database;
    await createArticle(db, 'old-name', { en: copy('Renamed') }, { homePage: false, actor: 'edna', now: start });
    await createArticle(db, 'taken', { en: copy('Taken') }, { homePage: false, actor: 'edna', now: start });
    await expect(renameArticle(db, 'old-name', 'taken', 'edna', start + 1)).rejects.toMatchObject({ code: 'NEWS.EXISTS' });
    await renameArticle(db, 'old-name', 'new-name', 'edna', start + 1000);
    await renameArticle(db, 'new-name', 'newer-name', 'edna', start + 2000);
    expect(await findArticle(db, 'old-name')).toBeUndefined();
    expect((await listRevisions(db, 'newer-name')).length).toBeGreaterThan(0);
    expect(await currentSlug(db, 'old-name')).toBe('newer-name');
    expect(await currentSlug(db, 'new-name')).toBe('newer-name');
    expect(await currentSlug(db, 'never-was')).toBeUndefined();
  });

  it('tells an editor who else has the article open and who is typing, until they leave', async () => {
    const { db } = database;
    await noteHere(db, 'two-editors', 'ann', true, start);
    expect(await noteHere(db, 'two-editors', 'bob', false, start + 1000)).toEqual([{ user: 'ann', typing: true, at: start }]);
    expect(await noteHere(db, 'two-editors', 'bob', false, start + 31_000)).toEqual([]);
    await noteHere(db, 'two-editors', 'ann', false, start + 32_000);
    await noteGone(db, 'two-editors', 'ann');
    expect(await noteHere(db, 'two-editors', 'bob', false, start + 33_000)).toEqual([]);
  });

  it('restores a version as a new save', async () => {
    const { db } = database;
    const first = (await listRevisions(db, 'z1-launch')).filter((revision) => revision.language === 'en').at(-1)!;
    await restoreRevision(db, 'z1-launch', first.id, 'edna', start + 9000);
    const revisions = await listRevisions(db, 'z1-launch');
    expect(revisions[0]).toMatchObject({ language: 'en', title: 'Z1 launch', note: `restored from ${first.id}`, savedBy: 'edna' });
    expect((await findArticle(db, 'z1-launch'))!.languages.en.copy!.title).toBe('Z1 launch');
  });

  it('signs preview links that open one article, at most a day, until they expire or are revoked', async () => {
    let now = start;
    const previews = new NewsPreviews(database.db, () => now);
    const revisions = await latestRevisions(database.db, 'z1-launch');
    const { id, token } = await previews.sign('z1-launch', revisions, 'edna', 60_000);
    expect(await previews.verify(token)).toMatchObject({ id, slug: 'z1-launch', revisions, expiresAt: start + 60_000 });
    expect(await previews.verify(`${token.slice(0, -2)}xx`)).toBeUndefined();
    const [payload, mac] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ l: 'other', e: start + 60_000 })).toString('base64url');
    expect(await previews.verify(`${forged}.${mac}`)).toBeUndefined();
    expect(payload).toBeTruthy();
    now += 60_001;
    expect(await previews.verify(token)).toBeUndefined();
    // Two weeks asked for: a day given.
    const long = await previews.sign('z1-launch', revisions, 'edna', 14 * 24 * 3600_000);
    expect(long.expiresAt).toBe(now + 24 * 3600_000);
    expect((await previews.listLive('z1-launch')).map((link) => link.id)).toEqual([long.id]);
    expect(await previews.revoke('other-article', long.id, 'edna')).toBe(false);
    expect(await previews.revoke('z1-launch', long.id, 'edna')).toBe(true);
    expect(await previews.verify(long.token)).toBeUndefined();
    expect(await previews.listLive('z1-launch')).toEqual([]);
  });

  it('gives a copy added later to an old article that article’s id, and keeps SEO fields through save, publish and restore', async () => {
    const { db } = database;
    // An article the news CLI made in one language; the newsroom adds the other.
    const row = { slug: 'cli-made', description: 'd', cover: '', content_html: '', author_name: 'a', top: 0, home_page: 0, updated_at: start };
    const zhId = await insertNewsRow(db, { ...row, language: 'zh', title: '命令行', display: 1, published_at: 1 });
    expect(await insertNewsRow(db, { ...row, language: 'en', title: 'CLI', display: 0, published_at: 0 })).not.toBe(zhId);
    await openNewsroom(database);
    const seo = { ...copy('CLI made'), metaTitle: 'CLI made | Robots', metaDescription: 'For search engines' };
    await saveArticle(db, 'cli-made', { en: seo }, { actor: 'edna', now: start + 1000 });
    await publishArticle(db, 'cli-made', ['en'], 'edna', start + 2000);
    const article = (await findArticle(db, 'cli-made'))!;
    expect(article.languages.en.id).toBe(zhId);
    expect((await resolveNewsArticle(db, zhId, 'en'))!.copy).toMatchObject({ title: 'CLI made', meta_title: 'CLI made | Robots', meta_description: 'For search engines' });
    // A client made before the fields saves without them: they are cleared, not an error.
    await saveArticle(db, 'cli-made', { en: copy('CLI made') }, { actor: 'edna', now: start + 3000 });
    expect((await findArticle(db, 'cli-made'))!.languages.en.copy).toMatchObject({ metaTitle: '', metaDescription: '' });
    const withSeo = (await listRevisions(db, 'cli-made')).find((revision) => revision.language === 'en' && revision.savedAt === start + 1000)!;
    await restoreRevision(db, 'cli-made', withSeo.id, 'edna', start + 4000);
    expect((await findArticle(db, 'cli-made'))!.languages.en.copy).toMatchObject({ metaTitle: 'CLI made | Robots', metaDescription: 'For search engines' });
  });
});

describe('the newsroom in its own home', () => {
  it('gives the bundled news a working copy and a first version, and takes over tables it finds', async () => {
    const { database, cleanup } = await openTestStore('sqlite');
    try {
      await migrateToLatest(database);
      expect(await seedNews(database.db, start)).toBeGreaterThan(0);
      await openNewsroom(database);
      const articles = await listArticles(database.db);
      expect(articles.length).toBeGreaterThan(0);
      expect(articles.every((article) => article.languages.zh.state === 'published' && article.languages.zh.updatedBy === 'import')).toBe(true);
      const versions = (await listRevisions(database.db, articles[0]!.slug)).length;
      // A database whose newsroom tables came from the site's old migration 008: no history of its own yet.
      await sql`delete from newsroom_migration`.execute(database.db);
      await openNewsroom(database);
      expect(await listArticles(database.db)).toEqual(articles);
      expect(await listRevisions(database.db, articles[0]!.slug)).toHaveLength(versions);
    } finally {
      await cleanup();
    }
  });
});
