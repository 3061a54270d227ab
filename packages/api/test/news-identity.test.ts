import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseSchema } from '../src/db/database-schema.js';
import { initialMigration } from '../src/db/migrations/001-initial.js';
import { newsArticlesMigration } from '../src/db/migrations/010-news-articles.js';
import { migrateToLatest } from '../src/db/migrate.js';
import type { Database } from '../src/db/open-database.js';
import { parseNewsDocument } from '../src/news/news-document.js';
import { insertNewsRow, listNews, listNewsForSitemap, resolveNewsArticle } from '../src/news/news-repository.js';
import { openTestStore, type Engine } from './helpers.js';

const row = (slug: string, language: string, display = 1) => ({
  slug,
  language,
  title: `${slug} ${language}`,
  description: `summary ${language}`,
  cover: '',
  content_html: '<p>x</p>',
  author_name: 'a',
  display,
  top: 0,
  home_page: 0,
  published_at: 1_750_000_000,
  updated_at: 1_750_000_000_000,
});

describe.each<Engine>(['sqlite', 'postgres'])('an article is one article in both languages (%s)', (engine) => {
  let database: Database;
  let cleanup: () => Promise<void>;
  let db: Kysely<DatabaseSchema>;
  beforeAll(async () => {
    ({ database, cleanup } = await openTestStore(engine));
    db = database.db;
    await migrateToLatest(database);
  });
  afterAll(async () => cleanup());

  it('the migration gives existing rows the smallest id of their slug as their article id', async () => {
    const store = await openTestStore(engine);
    const raw = store.database.db as unknown as Kysely<unknown>;
    await initialMigration(engine).up(raw);
    const legacy = store.database.db as unknown as Kysely<Record<'news', Record<string, unknown>>>;
    for (const [slug, language] of [['launch', 'en'], ['solo', 'zh'], ['launch', 'zh']] as const) await legacy.insertInto('news').values(row(slug, language)).execute();
    await newsArticlesMigration(engine).up(raw);
    const rows = await store.database.db.selectFrom('news').select(['id', 'slug', 'language', 'article_id']).orderBy('id').execute();
    expect(rows.map((item) => [item.slug, item.language, Number(item.article_id)])).toEqual([
      ['launch', 'en', Number(rows[0]!.id)],
      ['solo', 'zh', Number(rows[1]!.id)],
      ['launch', 'zh', Number(rows[0]!.id)],
    ]);
    await store.cleanup();
  });

  it('a new copy joins its slug’s article; its own id resolves to the article, in the language asked for only', async () => {
    const zh = await insertNewsRow(db, row('pair', 'zh'));
    const en = await insertNewsRow(db, row('pair', 'en'));
    const alone = await insertNewsRow(db, row('only-zh', 'zh'));
    expect(en).not.toBe(zh);
    const viaLegacy = await resolveNewsArticle(db, en, 'en');
    expect(viaLegacy).toMatchObject({ articleId: zh, languages: ['zh', 'en'], copy: { title: 'pair en' } });
    expect((await resolveNewsArticle(db, zh, 'zh'))?.copy?.title).toBe('pair zh');
    // Never the other language in its place.
    expect(await resolveNewsArticle(db, alone, 'en')).toMatchObject({ articleId: alone, languages: ['zh'], copy: undefined });
    expect(await resolveNewsArticle(db, 999_999, 'zh')).toBeUndefined();
    // Lists and sitemaps name the article in both languages.
    const ids = async (language: 'zh' | 'en') => (await listNews(db, { language, display: 1 })).filter((item) => item.title.startsWith('pair')).map((item) => Number(item.id));
    expect(await ids('zh')).toEqual([zh]);
    expect(await ids('en')).toEqual([zh]);
    expect((await listNewsForSitemap(db)).filter((item) => item.slug === 'pair').map((item) => item.id)).toEqual([zh, zh]);
  });

  it('a hidden language is not offered, and an article hidden in every language is not found', async () => {
    const zh = await insertNewsRow(db, row('half', 'zh'));
    await insertNewsRow(db, row('half', 'en', 0));
    expect(await resolveNewsArticle(db, zh, 'en')).toMatchObject({ languages: ['zh'], copy: undefined });
    const gone = await insertNewsRow(db, row('gone', 'zh', 0));
    expect(await resolveNewsArticle(db, gone, 'zh')).toBeUndefined();
  });
});

describe('a news file’s search-engine fields', () => {
  it('are read from the front matter, and empty when absent', () => {
    const file = (extra: string) => `---\nslug: s\nlanguage: en\ntitle: T\nauthor: A\ndate: 2026-01-01\n${extra}---\nBody\n`;
    expect(parseNewsDocument(file('metaTitle: T | Robots\nmetaDescription: For search\n'), 'markdown')).toMatchObject({ metaTitle: 'T | Robots', metaDescription: 'For search' });
    expect(parseNewsDocument(file(''), 'markdown')).toMatchObject({ metaTitle: '', metaDescription: '' });
  });
});
