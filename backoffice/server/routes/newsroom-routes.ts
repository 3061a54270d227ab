import type { FastifyInstance } from 'fastify';
import { NewsPreviews, maxPreviewTtlMs, type PreviewLink } from '@site/api';
import {
  NewsroomError,
  createArticle,
  currentSlug,
  findArticle,
  liveRevisions,
  noteGone,
  noteHere,
  renameArticle,
  findRevision,
  latestRevisions,
  listArticleEvents,
  listArticles,
  listRevisions,
  pinArticle,
  publishArticle,
  restoreRevision,
  saveArticle,
  scheduleArticle,
  setArticleHomePage,
  unpublishArticle,
  unscheduleArticle,
  type ArticleSummary,
} from '@site/newsroom';
import { newsPreviewParam, shownPinned } from '@site/contracts/news';
import { z } from 'zod';
import { newsActions, newsLanguages, newsroomRemote, type ArticleDetails, type ArticlePresence, type ArticleSaved, type LivePreviewLinks, type NewsList, type PreviewLinks, type RevisionDetails } from '@site/console-contract/newsroom';
import { ConsoleHttpError, changingIn, sectionSession } from '../console-guards.js';
import type { ConsoleServices } from '../console-services.js';

const text = (max: number) => z.string().max(max);
const copySchema = z.strictObject({
  title: text(200),
  description: text(500),
  cover: z.string().regex(/^$|^[a-z0-9][a-z0-9-]{0,100}\.(jpg|jpeg|png|webp|svg|avif)$/, 'a media library file name'),
  contentHtml: text(200_000),
  authorName: text(100),
  // Issue 48's search-engine texts: optional, so a client made before them still validates ('' = the title and the summary).
  metaTitle: text(200).default(''),
  metaDescription: text(500).default(''),
});
const slugSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'lower-case letters, digits and dashes');
const createSchema = z.strictObject({ slug: slugSchema, zh: copySchema.optional(), en: copySchema.optional(), homePage: z.boolean().default(true) });
const baseSchema = z.strictObject({ updatedAt: z.number().int().nonnegative(), copy: copySchema });
const saveSchema = z.strictObject({
  zh: copySchema.optional(),
  en: copySchema.optional(),
  homePage: z.boolean().optional(),
  base: z.strictObject({ zh: baseSchema.optional(), en: baseSchema.optional() }).optional(),
  autosave: z.boolean().optional(),
});
const presenceSchema = z.strictObject({ typing: z.boolean().default(false) });
const renameSchema = z.strictObject({ slug: slugSchema });
const actionSchema = z.strictObject({ action: z.enum(newsActions), languages: z.array(z.enum(newsLanguages)).min(1).max(2).optional(), at: z.iso.datetime({ offset: true }).optional() });
/** Two languages of a long article, and the copies a save started from (the console's other calls keep its 64 KB limit). */
const articleBodyLimit = 2 * 1024 * 1024;
const previewSchema = z.strictObject({ hours: z.number().int().min(1).max(maxPreviewTtlMs / 3600_000).default(maxPreviewTtlMs / 3600_000) });
const previewLanguages = (link: PreviewLink) => newsLanguages.filter((language) => link.revisions[language] !== undefined);

/** The pinned articles the list shows first, by slug: the site's rule (@site/contracts' shownPinned) over the published ones. */
function pinnedShownSlugs(items: ArticleSummary[]): string[] {
  const published = items.filter((item) => item.languages.zh.state === 'published' || item.languages.en.state === 'published');
  return shownPinned(
    published,
    (item) => item.languages.zh.pinned,
    (item) => item.languages.zh.publishedAt ?? item.languages.en.publishedAt ?? 0,
  ).map((item) => item.slug);
}

/** The list without the bodies (the list page needs titles and states; the editor loads one article whole). */
const withoutBodies = (item: ArticleSummary): ArticleSummary => ({
  ...item,
  languages: {
    zh: { ...item.languages.zh, copy: item.languages.zh.copy && { ...item.languages.zh.copy, contentHtml: '' } },
    en: { ...item.languages.en, copy: item.languages.en.copy && { ...item.languages.en.copy, contentHtml: '' } },
  },
});

/**
 * The newsroom (editors and admins; everyone else 403): articles in both languages, saved as
 * versions, published now or at a time, unpublished, pinned; preview links; history with restore.
 * Every change is in the audit log with its user.
 */
export async function newsroomRoutes(app: FastifyInstance, { services }: { services: ConsoleServices }): Promise<void> {
  const { db, audit, clock, previews } = services;
  const newsPreviews = new NewsPreviews(db, clock);
  const parse = <T>(schema: z.ZodType<T>, value: unknown): T => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new ConsoleHttpError(400, 'CONSOLE.BAD_REQUEST', parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
    return parsed.data;
  };
  /** The repository's refusals as answers: no such article 404, one that exists or an empty or past one 409/400. */
  const refusals = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof NewsroomError)) throw error;
      if (error.code === 'NEWS.NOT_FOUND') throw new ConsoleHttpError(404, 'CONSOLE.NOT_FOUND', error.message);
      if (error.code === 'NEWS.EXISTS') throw new ConsoleHttpError(409, 'CONSOLE.REFUSED', error.message);
      if (error.code === 'NEWS.CONFLICT') throw new ConsoleHttpError(409, 'CONSOLE.CONFLICT', error.message, { conflicts: error.conflicts });
      throw new ConsoleHttpError(400, 'CONSOLE.BAD_REQUEST', error.message);
    }
  };
  /** An article by its slug or an earlier one (the page then moves to the slug it has now). */
  const details = async (asked: string): Promise<ArticleDetails> => {
    const slug = (await currentSlug(db, asked)) ?? asked;
    const article = await findArticle(db, slug);
    if (!article) throw new ConsoleHttpError(404, 'CONSOLE.NOT_FOUND', `no article "${asked}"`);
    const [revisions, events, items, liveVersions] = await Promise.all([listRevisions(db, slug), listArticleEvents(db, slug), listArticles(db), liveRevisions(db, slug)]);
    return { article, revisions, events, pinnedShown: pinnedShownSlugs(items), siteOrigin: previews.origin, liveVersions };
  };

  app.get('/console/api/news', async (request) => {
    sectionSession(request, 'newsroom');
    const items = await listArticles(db);
    return { items: items.map(withoutBodies), pinnedShown: pinnedShownSlugs(items) } satisfies NewsList;
  });

  app.post('/console/api/news', { bodyLimit: articleBodyLimit }, async (request, reply) => {
    const session = changingIn(request, 'newsroom', 'write news');
    const body = parse(createSchema, request.body);
    await refusals(() => createArticle(db, body.slug, { ...(body.zh ? { zh: body.zh } : {}), ...(body.en ? { en: body.en } : {}) }, { homePage: body.homePage, actor: session.user, now: clock() }));
    await audit(newsroomRemote, session.user, 'news-create', 'passed', { to: body.slug });
    return reply.status(201).send(await details(body.slug));
  });

  app.get<{ Params: { slug: string } }>('/console/api/news/:slug', async (request) => {
    sectionSession(request, 'newsroom');
    return details(request.params.slug);
  });

  app.put<{ Params: { slug: string } }>('/console/api/news/:slug', { bodyLimit: articleBodyLimit }, async (request) => {
    const session = changingIn(request, 'newsroom', 'write news');
    const { slug } = request.params;
    const body = parse(saveSchema, request.body);
    const { saved, merged } = await refusals(() =>
      saveArticle(
        db,
        slug,
        { ...(body.zh ? { zh: body.zh } : {}), ...(body.en ? { en: body.en } : {}) },
        {
          ...(body.homePage !== undefined ? { homePage: body.homePage } : {}),
          ...(body.base ? { base: body.base } : {}),
          autosave: body.autosave === true,
          actor: session.user,
          now: clock(),
        },
      ),
    );
    if (saved.length > 0) await audit(newsroomRemote, session.user, body.autosave ? 'news-autosave' : 'news-save', `passed: ${saved.join(', ')}`, { to: slug });
    return { ...(await details(slug)), merged } satisfies ArticleSaved;
  });

  // Who else has the article open. The page says so on its own every few seconds: a background
  // call, so an open tab alone does not keep a session alive (typing does: the page's own saves).
  app.post<{ Params: { slug: string } }>('/console/api/news/:slug/presence', async (request) => {
    const session = changingIn(request, 'newsroom', 'edit news');
    const { slug } = request.params;
    const { typing } = parse(presenceSchema, request.body ?? {});
    const article = await findArticle(db, slug);
    if (!article) throw new ConsoleHttpError(404, 'CONSOLE.NOT_FOUND', `no article "${slug}"`);
    const editors = await noteHere(db, slug, session.user, typing, clock());
    return { editors, updatedAt: { zh: article.languages.zh.updatedAt, en: article.languages.en.updatedAt } } satisfies ArticlePresence;
  });

  app.delete<{ Params: { slug: string } }>('/console/api/news/:slug/presence', async (request, reply) => {
    const session = changingIn(request, 'newsroom', 'edit news');
    await noteGone(db, request.params.slug, session.user);
    return reply.status(204).send();
  });

  app.post<{ Params: { slug: string } }>('/console/api/news/:slug/rename', async (request) => {
    const session = changingIn(request, 'newsroom', 'write news');
    const { slug } = request.params;
    const body = parse(renameSchema, request.body);
    await refusals(() => renameArticle(db, slug, body.slug, session.user, clock()));
    await audit(newsroomRemote, session.user, 'news-rename', `passed: from ${slug}`, { to: body.slug });
    return details(body.slug);
  });

  app.post<{ Params: { slug: string } }>('/console/api/news/:slug/actions', async (request) => {
    const session = changingIn(request, 'newsroom', 'publish news');
    const { slug } = request.params;
    const { action, languages = [...newsLanguages], at } = parse(actionSchema, request.body);
    const now = clock();
    let check = 'passed';
    await refusals(async () => {
      if (action === 'publish') check = `passed: ${(await publishArticle(db, slug, languages, session.user, now)).join(', ')}`;
      else if (action === 'schedule') {
        if (!at) throw new ConsoleHttpError(400, 'CONSOLE.BAD_REQUEST', 'at: when to publish (ISO time)');
        check = `passed: ${(await scheduleArticle(db, slug, languages, Date.parse(at), session.user, now)).join(', ')} at ${new Date(Date.parse(at)).toISOString()}`;
      } else if (action === 'unschedule') await unscheduleArticle(db, slug, session.user, now);
      else if (action === 'unpublish') {
        await unpublishArticle(db, slug, languages, session.user, now);
        check = `passed: ${languages.join(', ')}`;
      } else if (action === 'pin' || action === 'unpin') await pinArticle(db, slug, action === 'pin', session.user, now);
      else await setArticleHomePage(db, slug, action === 'home', session.user, now);
    });
    await audit(newsroomRemote, session.user, `news-${action}`, check, { to: slug });
    return details(slug);
  });

  app.post<{ Params: { slug: string } }>('/console/api/news/:slug/preview', async (request) => {
    const session = changingIn(request, 'newsroom', 'preview news');
    const { slug } = request.params;
    const { hours } = parse(previewSchema, request.body ?? {});
    const article = await findArticle(db, slug);
    if (!article) throw new ConsoleHttpError(404, 'CONSOLE.NOT_FOUND', `no article "${slug}"`);
    // The copies as saved now: the link shows them, not edits made after it was shared.
    const latest = await latestRevisions(db, slug);
    const revisions = Object.fromEntries(newsLanguages.filter((language) => article.languages[language].copy?.title && latest[language] !== undefined).map((language) => [language, latest[language]!]));
    const { id: linkId, token, expiresAt } = await newsPreviews.sign(slug, revisions, session.user, hours * 3600_000);
    const links: PreviewLinks['links'] = {};
    for (const language of newsLanguages) {
      const { id } = article.languages[language];
      if (id !== null && revisions[language] !== undefined) links[language] = `${previews.origin}${language === 'en' ? '/en' : ''}/news/${id}?${newsPreviewParam}=${token}`;
    }
    await audit(newsroomRemote, session.user, 'news-preview', `passed: link ${linkId} until ${new Date(expiresAt).toISOString()}`, { to: slug });
    return { id: linkId, links, expiresAt: new Date(expiresAt).toISOString() } satisfies PreviewLinks;
  });

  app.get<{ Params: { slug: string } }>('/console/api/news/:slug/preview', async (request) => {
    sectionSession(request, 'newsroom');
    const items = (await newsPreviews.listLive(request.params.slug)).map((link) => ({
      id: link.id,
      languages: previewLanguages(link),
      createdAt: new Date(link.createdAt).toISOString(),
      createdBy: link.createdBy,
      expiresAt: new Date(link.expiresAt).toISOString(),
    }));
    return { items } satisfies LivePreviewLinks;
  });

  app.delete<{ Params: { slug: string; id: string } }>('/console/api/news/:slug/preview/:id', async (request, reply) => {
    const session = changingIn(request, 'newsroom', 'preview news');
    const { slug, id } = request.params;
    if (!(await newsPreviews.revoke(slug, id, session.user))) throw new ConsoleHttpError(404, 'CONSOLE.NOT_FOUND', 'no such live preview link');
    await audit(newsroomRemote, session.user, 'news-preview-revoke', `passed: link ${id}`, { to: slug });
    return reply.status(204).send();
  });

  app.get<{ Params: { slug: string; id: string } }>('/console/api/news/:slug/revisions/:id', async (request) => {
    sectionSession(request, 'newsroom');
    const revision = await findRevision(db, request.params.slug, Number(request.params.id) || 0);
    if (!revision) throw new ConsoleHttpError(404, 'CONSOLE.NOT_FOUND', 'no such version');
    return revision satisfies RevisionDetails;
  });

  app.post<{ Params: { slug: string; id: string } }>('/console/api/news/:slug/revisions/:id/restore', async (request) => {
    const session = changingIn(request, 'newsroom', 'write news');
    const { slug } = request.params;
    const id = Number(request.params.id) || 0;
    const language = await refusals(() => restoreRevision(db, slug, id, session.user, clock()));
    await audit(newsroomRemote, session.user, 'news-restore', `passed: ${language} from version ${id}`, { to: slug });
    return details(slug);
  });
}
