import { bumpNewsVersion, insertNewsRow, sanitizeNewsHtml, type NewsPreviewCopy, type NewsTable } from '@site/api';
import type { Selectable } from 'kysely';
import { asSiteDb, newsroomDb, type NewsDraftTable, type NewsroomDb, type SiteDb } from './newsroom-tables.js';
import { mergeCopies, sameCopy, type CopyField, type FieldConflict } from './merge-copies.js';
import { newsLanguages, type ArticleCopy, type ArticleLanguage, type ArticleSummary, type NewsLanguage, type PairStatus, type RevisionSummary } from './newsroom-types.js';

type Db = NewsroomDb;
type DraftRow = Selectable<NewsDraftTable>;
type NewsRow = Selectable<NewsTable>;

export class NewsroomError extends Error {
  constructor(
    readonly code: 'NEWS.NOT_FOUND' | 'NEWS.EXISTS' | 'NEWS.EMPTY' | 'NEWS.BAD_TIME' | 'NEWS.CONFLICT',
    message: string,
    /** NEWS.CONFLICT: the fields another editor changed too, each language's. */
    readonly conflicts: (FieldConflict & { language: NewsLanguage })[] = [],
  ) {
    super(message);
  }
}

/** What a save started from: the copy as the editor loaded it, and its edit time then. */
export interface CopyBase {
  updatedAt: number;
  copy: ArticleCopy;
}

/** The languages a save changed, and per language the fields it took from another editor's save since its base. */
export interface SaveOutcome {
  saved: NewsLanguage[];
  merged: Partial<Record<NewsLanguage, CopyField[]>>;
}

/** Autosaves by one editor within this long of their last one are one version, not one per pause in typing. */
const autosaveVersionMs = 10 * 60_000;

const hasCopy = (draft: DraftRow | undefined): draft is DraftRow => draft !== undefined && draft.title.trim() !== '';
type CopyRow = { title: string; description: string; cover: string; content_html: string; author_name: string; meta_title: string; meta_description: string };
const copyOf = (row: CopyRow): ArticleCopy => ({
  title: row.title,
  description: row.description,
  cover: row.cover,
  contentHtml: row.content_html,
  authorName: row.author_name,
  metaTitle: row.meta_title,
  metaDescription: row.meta_description,
});

function languageOf(language: NewsLanguage, draft: DraftRow | undefined, news: NewsRow | undefined): ArticleLanguage {
  const published = news !== undefined && news.published_at > 0;
  const state = !hasCopy(draft) && !published ? 'missing' : draft?.scheduled_at != null ? 'scheduled' : news?.display === 1 && published ? 'published' : published ? 'hidden' : 'draft';
  return {
    language,
    state,
    id: news ? Number(news.article_id ?? news.id) : null,
    copy: draft ? copyOf(draft) : null,
    updatedAt: draft?.updated_at ?? null,
    updatedBy: draft?.updated_by ?? null,
    scheduledAt: draft?.scheduled_at ?? null,
    publishedAt: published ? news.published_at * 1000 : null,
    pinned: news?.top === 1,
    homePage: (draft?.home_page ?? news?.home_page ?? 1) === 1,
    changedSincePublish: published && draft !== undefined && !sameCopy(copyOf(draft), copyOf(news)),
  };
}

/** "English missing" or "English older than Chinese" (and the reverse), by each copy's last edit. */
export function pairStatus(zh: ArticleLanguage, en: ArticleLanguage): PairStatus {
  const present = (side: ArticleLanguage) => side.copy !== null && side.copy.title.trim() !== '';
  if (!present(zh) && !present(en)) return { kind: 'empty' };
  if (!present(en)) return { kind: 'missing', language: 'en' };
  if (!present(zh)) return { kind: 'missing', language: 'zh' };
  if (zh.updatedAt! < en.updatedAt!) return { kind: 'older', language: 'zh' };
  if (en.updatedAt! < zh.updatedAt!) return { kind: 'older', language: 'en' };
  return { kind: 'ok' };
}

function summaries(drafts: DraftRow[], news: NewsRow[]): ArticleSummary[] {
  const slugs = [...new Set([...drafts.map((row) => row.slug), ...news.map((row) => row.slug)])];
  return slugs.map((slug) => {
    const side = (language: NewsLanguage) =>
      languageOf(
        language,
        drafts.find((row) => row.slug === slug && row.language === language),
        news.find((row) => row.slug === slug && row.language === language),
      );
    const zh = side('zh');
    const en = side('en');
    const updatedAt = Math.max(zh.updatedAt ?? 0, en.updatedAt ?? 0);
    return { slug, languages: { zh, en }, pair: pairStatus(zh, en), updatedAt };
  });
}

/** Every article with each language's state, the newest edit first. */
export async function listArticles(siteDb: SiteDb): Promise<ArticleSummary[]> {
  const db = newsroomDb(siteDb);
  const [drafts, news] = await Promise.all([db.selectFrom('news_draft').selectAll().execute(), db.selectFrom('news').selectAll().execute()]);
  return summaries(drafts, news).sort((a, b) => b.updatedAt - a.updatedAt || a.slug.localeCompare(b.slug));
}

export async function findArticle(siteDb: SiteDb, slug: string): Promise<ArticleSummary | undefined> {
  const db = newsroomDb(siteDb);
  const [drafts, news] = await Promise.all([
    db.selectFrom('news_draft').selectAll().where('slug', '=', slug).execute(),
    db.selectFrom('news').selectAll().where('slug', '=', slug).execute(),
  ]);
  return drafts.length + news.length === 0 ? undefined : summaries(drafts, news)[0];
}

async function articleOrThrow(db: Db, slug: string): Promise<ArticleSummary> {
  const article = await findArticle(db, slug);
  if (!article) throw new NewsroomError('NEWS.NOT_FOUND', `no article "${slug}"`);
  return article;
}

/** The copy as stored: its body sanitized (the API's sanitizer), its text fields trimmed. */
export function cleanCopy(copy: ArticleCopy): ArticleCopy {
  return {
    title: copy.title.trim(),
    description: copy.description.trim(),
    cover: copy.cover.trim(),
    contentHtml: sanitizeNewsHtml(copy.contentHtml),
    authorName: copy.authorName.trim(),
    metaTitle: (copy.metaTitle ?? '').trim(),
    metaDescription: (copy.metaDescription ?? '').trim(),
  };
}

const draftValues = (copy: ArticleCopy) => ({
  title: copy.title,
  description: copy.description,
  cover: copy.cover,
  content_html: copy.contentHtml,
  author_name: copy.authorName,
  meta_title: copy.metaTitle ?? '',
  meta_description: copy.metaDescription ?? '',
});

/**
 * Creates an article: its drafts, a first revision of each, and a hidden, never-published row per
 * language in `news` (so each language has its page's id for previews before it is published).
 */
export async function createArticle(siteDb: SiteDb, slug: string, copies: Partial<Record<NewsLanguage, ArticleCopy>>, options: { homePage: boolean; actor: string; now: number }): Promise<void> {
  const db = newsroomDb(siteDb);
  await db.transaction().execute(async (trx) => {
    if (await trx.selectFrom('news').select('id').where('slug', '=', slug).executeTakeFirst()) throw new NewsroomError('NEWS.EXISTS', `an article "${slug}" exists`);
    for (const language of newsLanguages) {
      const copy = cleanCopy(copies[language] ?? { title: '', description: '', cover: '', contentHtml: '', authorName: '' });
      // The first language's row gives the article its id; the other joins it.
      await insertNewsRow(asSiteDb(trx), { slug, language, ...draftValues(copy), display: 0, top: 0, home_page: options.homePage ? 1 : 0, published_at: 0, updated_at: options.now });
      await trx.insertInto('news_draft').values({ slug, language, ...draftValues(copy), home_page: options.homePage ? 1 : 0, updated_at: options.now, updated_by: options.actor, scheduled_at: null, scheduled_by: null }).execute();
      if (copy.title) await trx.insertInto('news_revision').values({ slug, language, saved_at: options.now, saved_by: options.actor, ...draftValues(copy), note: '' }).execute();
    }
  });
}

/**
 * Saves the copies given (one language or both). A copy that did not change is not a new version
 * and keeps its edit time (the pair's "older than" reads it). With `base` (what the editor started
 * from), a copy saved by someone else since is merged field by field (`mergeCopies`); a field both
 * changed is a NEWS.CONFLICT and nothing is saved. An autosave extends the same editor's recent
 * autosave version rather than adding one.
 */
export async function saveArticle(
  siteDb: SiteDb,
  slug: string,
  copies: Partial<Record<NewsLanguage, ArticleCopy>>,
  options: { homePage?: boolean; actor: string; now: number; note?: string; base?: Partial<Record<NewsLanguage, CopyBase>>; autosave?: boolean },
): Promise<SaveOutcome> {
  const db = newsroomDb(siteDb);
  return db.transaction().execute(async (trx) => {
    const saved: NewsLanguage[] = [];
    const mergedFields: SaveOutcome['merged'] = {};
    const conflicts: (FieldConflict & { language: NewsLanguage })[] = [];
    for (const language of newsLanguages) {
      const given = copies[language];
      const current = await trx.selectFrom('news_draft').selectAll().where('slug', '=', slug).where('language', '=', language).executeTakeFirst();
      if (!current) throw new NewsroomError('NEWS.NOT_FOUND', `no article "${slug}"`);
      if (options.homePage !== undefined && (current.home_page === 1) !== options.homePage) {
        await trx.updateTable('news_draft').set({ home_page: options.homePage ? 1 : 0 }).where('slug', '=', slug).where('language', '=', language).execute();
      }
      if (!given) continue;
      let copy = cleanCopy(given);
      const base = options.base?.[language];
      if (base && Number(current.updated_at) !== base.updatedAt) {
        const merged = mergeCopies(cleanCopy(base.copy), copyOf(current), copy);
        if (merged.copy === null) {
          conflicts.push(...merged.conflicts.map((conflict) => ({ ...conflict, language })));
          continue;
        }
        copy = merged.copy;
        if (merged.fromTheirs.length > 0) mergedFields[language] = merged.fromTheirs;
      }
      if (sameCopy(copy, copyOf(current))) continue;
      await trx.updateTable('news_draft').set({ ...draftValues(copy), updated_at: options.now, updated_by: options.actor }).where('slug', '=', slug).where('language', '=', language).execute();
      await addRevision(trx, slug, language, copy, options);
      saved.push(language);
    }
    if (conflicts.length > 0) throw new NewsroomError('NEWS.CONFLICT', `another editor changed ${conflicts.map((conflict) => `${conflict.language} ${conflict.field}`).join(', ')} too: choose what to keep`, conflicts);
    return { saved, merged: mergedFields };
  });
}

async function addRevision(trx: Db, slug: string, language: NewsLanguage, copy: ArticleCopy, options: { actor: string; now: number; note?: string; autosave?: boolean }): Promise<void> {
  const note = options.autosave ? 'autosave' : (options.note ?? '');
  if (options.autosave) {
    const last = await trx.selectFrom('news_revision').selectAll().where('slug', '=', slug).where('language', '=', language).orderBy('id', 'desc').executeTakeFirst();
    // The version the site shows stays as it is (history marks it live).
    const live = await trx.selectFrom('news').selectAll().where('slug', '=', slug).where('language', '=', language).where('published_at', '>', 0).executeTakeFirst();
    const isLive = last !== undefined && live !== undefined && sameCopy(copyOf(last), copyOf(live));
    if (last && !isLive && last.saved_by === options.actor && last.note === note && options.now - Number(last.saved_at) < autosaveVersionMs) {
      await trx.updateTable('news_revision').set({ ...draftValues(copy), saved_at: options.now }).where('id', '=', last.id).execute();
      return;
    }
  }
  await trx.insertInto('news_revision').values({ slug, language, saved_at: options.now, saved_by: options.actor, ...draftValues(copy), note }).execute();
}

async function recordEvent(db: Db, slug: string, language: NewsLanguage | 'both', kind: string, actor: string, now: number, detail = ''): Promise<void> {
  await db.insertInto('news_event').values({ slug, language, at: now, actor, kind, detail }).execute();
}

/** The languages of an article that have a copy to publish (of those asked for). */
function publishable(article: ArticleSummary, languages: readonly NewsLanguage[]): NewsLanguage[] {
  return languages.filter((language) => article.languages[language].copy?.title.trim());
}

/** How a launch publishes a copy: naming it (shown only where it is live), pinned and on the home page or not. */
export interface LaunchPublication {
  launchId: number;
  pinned: boolean;
  homePage: boolean;
}

/** Copies one language's draft into the site's row and shows it; the caller bumps the news version. */
async function publishLanguage(trx: Db, slug: string, language: NewsLanguage, now: number, launch?: LaunchPublication): Promise<void> {
  const draft = await trx.selectFrom('news_draft').selectAll().where('slug', '=', slug).where('language', '=', language).executeTakeFirstOrThrow();
  const row = await trx.selectFrom('news').select(['id', 'published_at']).where('slug', '=', slug).where('language', '=', language).executeTakeFirst();
  const values = { ...draftValues(copyOf(draft)), display: 1, home_page: draft.home_page, updated_at: now, ...(launch ? { launch_id: launch.launchId, top: launch.pinned ? 1 : 0, home_page: launch.homePage ? 1 : 0 } : {}) };
  if (row) await trx.updateTable('news').set({ ...values, published_at: row.published_at > 0 ? row.published_at : Math.floor(now / 1000) }).where('id', '=', row.id).execute();
  else await insertNewsRow(asSiteDb(trx), { top: 0, ...values, slug, language, published_at: Math.floor(now / 1000) });
  await trx.updateTable('news_draft').set({ scheduled_at: null, scheduled_by: null }).where('slug', '=', slug).where('language', '=', language).execute();
}

/** Publishes now the given languages that have a copy (a published one: its latest save). Returns them. */
export async function publishArticle(siteDb: SiteDb, slug: string, languages: readonly NewsLanguage[], actor: string, now: number): Promise<NewsLanguage[]> {
  const db = newsroomDb(siteDb);
  const article = await articleOrThrow(db, slug);
  const ready = publishable(article, languages);
  if (ready.length === 0) throw new NewsroomError('NEWS.EMPTY', 'nothing to publish: give the article a title first');
  await db.transaction().execute(async (trx) => {
    for (const language of ready) {
      await publishLanguage(trx, slug, language, now);
      await recordEvent(trx, slug, language, 'publish', actor, now);
    }
    await bumpNewsVersion(asSiteDb(trx), now);
  });
  return ready;
}

/**
 * A launch's articles before its moment (@site/launches): each copy is published naming the launch,
 * so the site shows it only to visits that see the launch live, from the moment the registry says
 * so, with the launch's pin and home-page state. In one transaction, with the history's entries.
 */
export async function publishForLaunch(siteDb: SiteDb, copies: readonly { slug: string; language: NewsLanguage; pinned: boolean; homePage: boolean }[], launchId: number, actor: string, now: number): Promise<void> {
  await newsroomDb(siteDb)
    .transaction()
    .execute(async (trx) => {
      for (const copy of copies) {
        await publishLanguage(trx, copy.slug, copy.language, now, { launchId, pinned: copy.pinned, homePage: copy.homePage });
        await recordEvent(trx, copy.slug, copy.language, 'publish', actor, now, `with launch ${launchId}`);
      }
      await bumpNewsVersion(asSiteDb(trx), now);
    });
}

/**
 * A launch reverted: the copies it published leave the site (they stay in the newsroom, and no
 * longer name it), in one transaction, with the history's entries. Returns them.
 */
export async function withdrawLaunch(siteDb: SiteDb, launchId: number, actor: string, now: number): Promise<{ slug: string; language: string }[]> {
  return newsroomDb(siteDb)
    .transaction()
    .execute(async (trx) => {
      const rows = await trx.selectFrom('news').select(['slug', 'language']).where('launch_id', '=', launchId).execute();
      if (rows.length === 0) return [];
      await trx.updateTable('news').set({ display: 0, top: 0, launch_id: null, updated_at: now }).where('launch_id', '=', launchId).execute();
      for (const row of rows) await recordEvent(trx, row.slug, row.language as NewsLanguage, 'unpublish', actor, now, `launch ${launchId} reverted`);
      await bumpNewsVersion(asSiteDb(trx), now);
      return rows;
    });
}

/** Schedules the given languages that have a copy for `at` (ms, in the future). */
export async function scheduleArticle(siteDb: SiteDb, slug: string, languages: readonly NewsLanguage[], at: number, actor: string, now: number): Promise<NewsLanguage[]> {
  const db = newsroomDb(siteDb);
  if (!Number.isFinite(at) || at <= now) throw new NewsroomError('NEWS.BAD_TIME', 'schedule a time in the future');
  const article = await articleOrThrow(db, slug);
  const ready = publishable(article, languages);
  if (ready.length === 0) throw new NewsroomError('NEWS.EMPTY', 'nothing to schedule: give the article a title first');
  await db.transaction().execute(async (trx) => {
    for (const language of ready) {
      await trx.updateTable('news_draft').set({ scheduled_at: at, scheduled_by: actor }).where('slug', '=', slug).where('language', '=', language).execute();
      await recordEvent(trx, slug, language, 'schedule', actor, now, new Date(at).toISOString());
    }
  });
  return ready;
}

export async function unscheduleArticle(siteDb: SiteDb, slug: string, actor: string, now: number): Promise<void> {
  const db = newsroomDb(siteDb);
  await articleOrThrow(db, slug);
  await db.transaction().execute(async (trx) => {
    const result = await trx.updateTable('news_draft').set({ scheduled_at: null, scheduled_by: null }).where('slug', '=', slug).where('scheduled_at', 'is not', null).executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) await recordEvent(trx, slug, 'both', 'unschedule', actor, now);
  });
}

/** Hides the given languages from the site (they stay in the newsroom, and can be published again). */
export async function unpublishArticle(siteDb: SiteDb, slug: string, languages: readonly NewsLanguage[], actor: string, now: number): Promise<void> {
  const db = newsroomDb(siteDb);
  await articleOrThrow(db, slug);
  await db.transaction().execute(async (trx) => {
    for (const language of languages) {
      await trx.updateTable('news').set({ display: 0, updated_at: now }).where('slug', '=', slug).where('language', '=', language).execute();
      await trx.updateTable('news_draft').set({ scheduled_at: null, scheduled_by: null }).where('slug', '=', slug).where('language', '=', language).execute();
      await recordEvent(trx, slug, language, 'unpublish', actor, now);
    }
    await bumpNewsVersion(asSiteDb(trx), now);
  });
}

/** Pins or unpins the article (both languages: the list puts up to two pinned items first). */
export async function pinArticle(siteDb: SiteDb, slug: string, pinned: boolean, actor: string, now: number): Promise<void> {
  const db = newsroomDb(siteDb);
  await articleOrThrow(db, slug);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('news').set({ top: pinned ? 1 : 0, updated_at: now }).where('slug', '=', slug).execute();
    await recordEvent(trx, slug, 'both', pinned ? 'pin' : 'unpin', actor, now);
    await bumpNewsVersion(asSiteDb(trx), now);
  });
}

/** Shows the article on the home page or not (both languages; a published one at once). */
export async function setArticleHomePage(siteDb: SiteDb, slug: string, homePage: boolean, actor: string, now: number): Promise<void> {
  const db = newsroomDb(siteDb);
  await articleOrThrow(db, slug);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('news_draft').set({ home_page: homePage ? 1 : 0 }).where('slug', '=', slug).execute();
    await trx.updateTable('news').set({ home_page: homePage ? 1 : 0, updated_at: now }).where('slug', '=', slug).execute();
    await recordEvent(trx, slug, 'both', homePage ? 'home' : 'unhome', actor, now);
    await bumpNewsVersion(asSiteDb(trx), now);
  });
}

/**
 * Publishes what fell due by `now`, exactly once across instances: each due copy is claimed by a
 * conditional update of its schedule (only one transaction sees it still set), then published.
 * Returns what it published.
 */
export async function publishDue(siteDb: SiteDb, now: number): Promise<{ slug: string; language: NewsLanguage }[]> {
  const db = newsroomDb(siteDb);
  const due = await db.selectFrom('news_draft').select(['slug', 'language', 'scheduled_at', 'scheduled_by']).where('scheduled_at', '<=', now).orderBy('scheduled_at').limit(50).execute();
  const published: { slug: string; language: NewsLanguage }[] = [];
  for (const item of due) {
    const language = item.language as NewsLanguage;
    const done = await db.transaction().execute(async (trx) => {
      const claim = await trx
        .updateTable('news_draft')
        .set({ scheduled_at: null, scheduled_by: null })
        .where('slug', '=', item.slug)
        .where('language', '=', language)
        .where('scheduled_at', '=', item.scheduled_at)
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1) return false;
      await publishLanguage(trx, item.slug, language, now);
      await recordEvent(trx, item.slug, language, 'publish', item.scheduled_by ?? 'schedule', now, `scheduled for ${new Date(item.scheduled_at!).toISOString()}`);
      await bumpNewsVersion(asSiteDb(trx), now);
      return true;
    });
    if (done) published.push({ slug: item.slug, language });
  }
  return published;
}

/**
 * After `npm run news -- add` published a file's copy into `news`: the working copy follows it, the
 * import is a version saved by `actor`, and the article's history says it was published.
 */
export async function followImported(siteDb: SiteDb, slug: string, language: NewsLanguage, actor: string, now: number): Promise<void> {
  const db = newsroomDb(siteDb);
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('news').selectAll().where('slug', '=', slug).where('language', '=', language).executeTakeFirstOrThrow();
    const copy = draftValues(copyOf(row));
    const draft = { ...copy, home_page: row.home_page, updated_at: now, updated_by: actor, scheduled_at: null, scheduled_by: null };
    await trx.insertInto('news_draft').values({ slug, language, ...draft }).onConflict((oc) => oc.columns(['slug', 'language']).doUpdateSet(draft)).execute();
    await trx.insertInto('news_revision').values({ slug, language, saved_at: now, saved_by: actor, ...copy, note: 'import' }).execute();
    await recordEvent(trx, slug, language, 'publish', actor, now, 'import');
  });
}

/** An article's saves, newest first (the copies themselves with `findRevision`). */
export async function listRevisions(siteDb: SiteDb, slug: string): Promise<RevisionSummary[]> {
  const db = newsroomDb(siteDb);
  const rows = await db.selectFrom('news_revision').select(['id', 'language', 'saved_at', 'saved_by', 'title', 'note']).where('slug', '=', slug).orderBy('saved_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map((row) => ({ id: Number(row.id), language: row.language as NewsLanguage, savedAt: row.saved_at, savedBy: row.saved_by, title: row.title, note: row.note }));
}

export async function findRevision(siteDb: SiteDb, slug: string, id: number): Promise<(RevisionSummary & { copy: ArticleCopy }) | undefined> {
  const db = newsroomDb(siteDb);
  const row = await db.selectFrom('news_revision').selectAll().where('slug', '=', slug).where('id', '=', id).executeTakeFirst();
  return row && { id: Number(row.id), language: row.language as NewsLanguage, savedAt: row.saved_at, savedBy: row.saved_by, title: row.title, note: row.note, copy: copyOf(row) };
}

/** Makes a revision the language's draft again: a new save, noted as restored from it. */
export async function restoreRevision(siteDb: SiteDb, slug: string, id: number, actor: string, now: number): Promise<NewsLanguage> {
  const db = newsroomDb(siteDb);
  const revision = await findRevision(db, slug, id);
  if (!revision) throw new NewsroomError('NEWS.NOT_FOUND', `no version ${id} of "${slug}"`);
  await saveArticle(db, slug, { [revision.language]: revision.copy }, { actor, now, note: `restored from ${id}` });
  return revision.language;
}

/** What happened to an article, newest first. */
export async function listArticleEvents(siteDb: SiteDb, slug: string): Promise<{ at: number; actor: string; language: string; kind: string; detail: string }[]> {
  const db = newsroomDb(siteDb);
  return db.selectFrom('news_event').select(['at', 'actor', 'language', 'kind', 'detail']).where('slug', '=', slug).orderBy('at', 'desc').orderBy('id', 'desc').limit(200).execute();
}

/** One saved copy by its id, for a preview link (`NewsPreviewCopies` of @site/api): the copy as it was when the link was shared. */
export async function findRevisionById(siteDb: SiteDb, id: number): Promise<NewsPreviewCopy | undefined> {
  const db = newsroomDb(siteDb);
  const row = await db.selectFrom('news_revision').selectAll().where('id', '=', id).executeTakeFirst();
  return row && { slug: row.slug, language: row.language, copy: copyOf(row), savedAt: Math.floor(row.saved_at / 1000) };
}

/** A language's latest save as publishing would put it on the site: its article's id and its date there. */
export interface PublishableCopy {
  slug: string;
  language: NewsLanguage;
  articleId: number;
  copy: ArticleCopy;
  /** Seconds since the epoch: its date on the site once published (a copy published before keeps its own). */
  publishedAt: number;
  /** Milliseconds since the epoch. */
  updatedAt: number;
}

/** The latest saves of the given languages of articles (those with a title), as publishing them now would show them. */
export async function publishableCopies(siteDb: SiteDb, wanted: readonly { slug: string; language: NewsLanguage }[], now: number): Promise<PublishableCopy[]> {
  if (wanted.length === 0) return [];
  const db = newsroomDb(siteDb);
  const slugs = [...new Set(wanted.map((item) => item.slug))];
  const [drafts, rows] = await Promise.all([
    db.selectFrom('news_draft').selectAll().where('slug', 'in', slugs).execute(),
    db.selectFrom('news').select(['slug', 'language', 'id', 'article_id', 'published_at']).where('slug', 'in', slugs).execute(),
  ]);
  return wanted.flatMap(({ slug, language }) => {
    const draft = drafts.find((row) => row.slug === slug && row.language === language);
    const row = rows.find((news) => news.slug === slug && news.language === language);
    if (!hasCopy(draft) || !row) return [];
    return [{ slug, language, articleId: Number(row.article_id ?? row.id), copy: copyOf(draft), publishedAt: row.published_at > 0 ? row.published_at : Math.floor(now / 1000), updatedAt: draft.updated_at }];
  });
}

/** The newest saved copy of each language of an article (what a preview link shares). */
export async function latestRevisions(siteDb: SiteDb, slug: string): Promise<Partial<Record<NewsLanguage, number>>> {
  const db = newsroomDb(siteDb);
  const rows = await db.selectFrom('news_revision').select(['id', 'language']).where('slug', '=', slug).orderBy('saved_at', 'desc').orderBy('id', 'desc').execute();
  const latest: Partial<Record<NewsLanguage, number>> = {};
  for (const row of rows) latest[row.language as NewsLanguage] ??= Number(row.id);
  return latest;
}

/** The article's slug now, following renames: the slug itself when it names an article, else what it was renamed to. */
export async function currentSlug(siteDb: SiteDb, slug: string): Promise<string | undefined> {
  const db = newsroomDb(siteDb);
  if (await db.selectFrom('news_draft').select('slug').where('slug', '=', slug).executeTakeFirst()) return slug;
  const alias = await db.selectFrom('news_slug_alias').select('slug').where('old_slug', '=', slug).executeTakeFirst();
  return alias?.slug;
}

/**
 * Gives an article a new slug. Its rows, versions and history follow; the old slug becomes an
 * alias (and the aliases that led to it lead to the new one), so links to it still work.
 */
export async function renameArticle(siteDb: SiteDb, from: string, to: string, actor: string, now: number): Promise<void> {
  const db = newsroomDb(siteDb);
  if (from === to) return;
  await db.transaction().execute(async (trx) => {
    if (!(await trx.selectFrom('news_draft').select('slug').where('slug', '=', from).executeTakeFirst())) throw new NewsroomError('NEWS.NOT_FOUND', `no article "${from}"`);
    const taken = (await trx.selectFrom('news').select('id').where('slug', '=', to).executeTakeFirst()) ?? (await trx.selectFrom('news_draft').select('slug').where('slug', '=', to).executeTakeFirst());
    if (taken) throw new NewsroomError('NEWS.EXISTS', `an article "${to}" exists`);
    for (const table of ['news', 'news_draft', 'news_revision', 'news_event', 'news_presence', 'news_preview_link'] as const) {
      await trx.updateTable(table).set({ slug: to }).where('slug', '=', from).execute();
    }
    await trx.deleteFrom('news_slug_alias').where('old_slug', '=', to).execute();
    await trx.updateTable('news_slug_alias').set({ slug: to }).where('slug', '=', from).execute();
    await trx.insertInto('news_slug_alias').values({ old_slug: from, slug: to, renamed_at: now }).execute();
    await recordEvent(trx, to, 'both', 'rename', actor, now, from);
    await bumpNewsVersion(asSiteDb(trx), now);
  });
}

/** For each language the site shows: the newest version that is what it shows (history marks it live). */
export async function liveRevisions(siteDb: SiteDb, slug: string): Promise<Partial<Record<NewsLanguage, number>>> {
  const db = newsroomDb(siteDb);
  const shown = await db.selectFrom('news').selectAll().where('slug', '=', slug).where('display', '=', 1).where('published_at', '>', 0).execute();
  const live: Partial<Record<NewsLanguage, number>> = {};
  for (const row of shown) {
    const revisions = await db.selectFrom('news_revision').selectAll().where('slug', '=', slug).where('language', '=', row.language).orderBy('id', 'desc').limit(200).execute();
    const match = revisions.find((revision) => sameCopy(copyOf(revision), copyOf(row)));
    if (match) live[row.language as NewsLanguage] = Number(match.id);
  }
  return live;
}
